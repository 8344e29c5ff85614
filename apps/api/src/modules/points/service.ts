// Points and XP are given only here (decision 0017): whatever earns them — a material, an exam, a purchase, an
// event, a reward (negative) — calls awardPoints inside its own transaction, so the award commits or rolls back
// with whatever caused it, and awarding the same thing twice changes nothing.
import type { Transaction } from '../../db/client';
import { addToBalance, insertLedgerEntry } from './repository';

export interface PointAward {
  points: number;
  xp: number;
  /** purchase | event | activation | … (point_ledger.source). */
  source: string;
  /** What it was for (e.g. the idTransaction); with source and user it makes the award happen once. */
  reference: string;
  description: string;
  /** The batch's (or group's) content it was earned in: counts on that cohort's own leaderboard (decision 0041). */
  contentCourseId?: number | null;
}

/**
 * Writes a point_ledger row and adds the same amounts to users.point / users.xp — only when the row is new, so
 * awarding the same (user, source, reference) twice changes nothing. True when points were awarded.
 */
export async function awardPoints(tx: Transaction, userId: number, award: PointAward): Promise<boolean> {
  const inserted = await insertLedgerEntry(tx, {
    userId,
    points: award.points,
    xp: award.xp,
    source: award.source,
    reference: award.reference,
    description: award.description.slice(0, 250),
    contentCourseId: award.contentCourseId ?? null,
  });
  if (!inserted) return false;
  if (award.points !== 0 || award.xp !== 0) await addToBalance(tx, userId, award.points, award.xp);
  return true;
}
