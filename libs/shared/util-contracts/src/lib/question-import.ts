// Importing questions into a quiz or a test from a CSV file (decision 0050): one question per line, the whole file
// applied or nothing. The columns, their words and the template, shared by the API that reads the file and the
// editor's dialog that explains it and offers the template.

export const QUESTION_IMPORT_LIMITS = { maxBytes: 512 * 1024, maxRows: 200 } as const;

/** The header row, in this order in the template; the API reads them in any order (case-blind). */
export const QUESTION_IMPORT_COLUMNS = ['jenis', 'pertanyaan', 'pilihan', 'jawaban', 'poin', 'pembahasan'] as const;
export type QuestionImportColumn = (typeof QUESTION_IMPORT_COLUMNS)[number];
export const QUESTION_IMPORT_REQUIRED: readonly QuestionImportColumn[] = ['jenis', 'pertanyaan', 'jawaban'];

/** What `jenis` may say: the Indonesian word, or the API's own name of the type. */
export const QUESTION_IMPORT_TYPE_WORDS: Readonly<Record<string, 'single' | 'multiple' | 'short'>> = {
  tunggal: 'single',
  single: 'single',
  ganda: 'multiple',
  multiple: 'multiple',
  isian: 'short',
  short: 'short',
};

/** Options and several answers in one cell are separated by this. */
export const QUESTION_IMPORT_SEPARATOR = '|';
export const QUESTION_IMPORT_DEFAULT_POINTS = 10;

/** The template's rows after its header: one question of each type. */
export const QUESTION_IMPORT_EXAMPLE_ROWS = [
  'tunggal,Port bawaan HTTPS adalah?,21|80|443|8080,3,10,HTTPS memakai port 443.',
  'ganda,Mana yang termasuk serangan rekayasa sosial?,Phishing|Pretexting|SQL injection,1|2,10,',
  'isian,Singkatan dari Cross-Site Scripting?,,XSS|cross site scripting,5,Ditulis XSS agar tidak tertukar dengan CSS.',
] as const;

/** The template file's text, with the header. */
export const questionImportTemplate = (): string =>
  [QUESTION_IMPORT_COLUMNS.join(','), ...QUESTION_IMPORT_EXAMPLE_ROWS].join('\n') + '\n';
