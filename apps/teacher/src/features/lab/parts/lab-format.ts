// How the teacher's lab pages name things: difficulty tones, due dates (shown in Jakarta time), the tabs' paths.
import type { BadgeTone } from '@akademi-siber/ui-design-system';
import type { LabDifficulty } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';

export const DIFFICULTY_TONE: Record<LabDifficulty, BadgeTone> = { easy: 'success', medium: 'warning', hard: 'danger' };

export function dueLabel(dueAt: string | null): string {
  return dueAt ? `Batas ${formatDateTime(dueAt, { withZone: true })}` : 'Tanpa batas waktu';
}

/** Paths of the classroom's lab tabs and detail pages. */
export const labPaths = {
  tab: (classroomSlug: string, kind: 'challenge' | 'exercise') =>
    `/teacher/classroom/${classroomSlug}/${kind === 'challenge' ? 'ctf' : 'exercise-lab'}`,
  detail: (classroomSlug: string, kind: 'challenge' | 'exercise', itemSlug: string) =>
    `/teacher/classroom/${classroomSlug}/${kind === 'challenge' ? 'ctf' : 'exercise-lab'}/detail/${itemSlug}`,
};
