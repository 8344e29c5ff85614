/**
 * How the manager's pages write a figure (decision 0047): a number in the Indonesian format, "Data belum cukup" where
 * the API left a small group's figure out, and "—" where there is nothing to count yet.
 */
import { INSUFFICIENT_DATA_TEXT } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

export { INSUFFICIENT_DATA_TEXT };

export const EMPTY_FIGURE = '—';

export function numberText(value: number | null, insufficient = false): string {
  if (insufficient) return INSUFFICIENT_DATA_TEXT;
  return value === null ? EMPTY_FIGURE : formatNumber(value);
}

export function percentText(value: number | null, insufficient = false): string {
  if (insufficient) return INSUFFICIENT_DATA_TEXT;
  return value === null ? EMPTY_FIGURE : `${formatNumber(value)}%`;
}

/** A quiz mean: "Data belum cukup" for too few takers, "Belum ada" when nobody took one. */
export function quizText(value: number | null, insufficient: boolean, quizInsufficient: boolean): string {
  if (insufficient || quizInsufficient) return INSUFFICIENT_DATA_TEXT;
  return value === null ? 'Belum ada' : formatNumber(value);
}
