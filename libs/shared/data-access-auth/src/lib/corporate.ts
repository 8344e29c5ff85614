import type { AuthUser, ProgramBatch } from '@akademi-siber/util-contracts';

/** The manager's batch by id, or null when it is not one of theirs. */
export function findBatch(user: AuthUser | null, batchId: number | null): ProgramBatch | null {
  if (!user?.program || batchId === null) return null;
  return user.program.batches.find((batch) => batch.id === batchId) ?? null;
}

/** Spec §5: full access only if a batch is selected and found and its is_full_access is true. */
export function hasFullAccess(user: AuthUser | null, selectedBatchId: number | null): boolean {
  return findBatch(user, selectedBatchId)?.is_full_access === true;
}
