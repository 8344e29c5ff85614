/** The lab's words as the staff read them: flag kinds, value types, answer kinds, and the select options. */
import {
  LAB_CATEGORIES,
  LAB_CATEGORY_LABELS,
  LAB_DIFFICULTIES,
  LAB_DIFFICULTY_LABELS,
  type LabAnswerKind,
  type LabFlagKind,
  type LabValueType,
} from '@akademi-siber/util-contracts';

export const FLAG_KIND_LABELS: Record<LabFlagKind, string> = {
  static: 'Statis',
  regex: 'Regex',
  per_user: 'Per pengguna',
};

export const VALUE_TYPE_LABELS: Record<LabValueType, string> = {
  static: 'Tetap',
  dynamic: 'Dinamis',
};

export const ANSWER_KIND_LABELS: Record<LabAnswerKind, string> = {
  flag: 'Flag',
  text: 'Jawaban teks',
};

export const CATEGORY_OPTIONS = LAB_CATEGORIES.map((value) => ({ value, label: LAB_CATEGORY_LABELS[value] }));
export const DIFFICULTY_OPTIONS = LAB_DIFFICULTIES.map((value) => ({ value, label: LAB_DIFFICULTY_LABELS[value] }));

/** `1,2 KB`, `3,4 MB`: a file's size for the staff. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('id-ID', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
}
