/** How the lab names a challenge's difficulty and value, the same everywhere in the remote. */
import type { BadgeTone } from '@akademi-siber/ui-design-system';
import { LAB_DIFFICULTY_LABELS, type LabDifficulty } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

export const DIFFICULTY_TONES: Record<LabDifficulty, BadgeTone> = {
  easy: 'success',
  medium: 'warning',
  hard: 'danger',
};

export const difficultyLabel = (difficulty: LabDifficulty) => LAB_DIFFICULTY_LABELS[difficulty];

export const points = (value: number) => `${formatNumber(value)} poin`;
