// A question bank's CSV file (decision 0050) read into question inputs: one question per line, columns
// `jenis,pertanyaan,pilihan,jawaban,poin,pembahasan` in any order (util-contracts question-import.ts). Options and
// several answers in one cell are separated by `|`; for a choice question `jawaban` holds the numbers of the correct
// options (1 = the first). Every line is checked with the API's own question schema; every problem is reported by its
// line, and the file is only used when no line has one.
import {
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_DEFAULT_POINTS,
  QUESTION_IMPORT_LIMITS,
  QUESTION_IMPORT_REQUIRED,
  QUESTION_IMPORT_SEPARATOR,
  QUESTION_IMPORT_TYPE_WORDS,
  questionInputSchema,
  type QuestionImportColumn,
  type QuestionInput,
} from '@akademi-siber/util-contracts';
import { readCsvTable } from '../../plugins/csv-file';

export type QuestionCsvReading =
  { ok: true; questions: QuestionInput[] } | { ok: false; problems: { path: string; message: string }[] };

const header = QUESTION_IMPORT_COLUMNS.join(',');
export const QUESTION_CSV_MESSAGES = {
  empty: `Berkas kosong. Isi baris judul ${header} lalu satu soal per baris.`,
  header: `Baris pertama harus berisi judul kolom ${header} (pilihan, poin, dan pembahasan boleh kosong).`,
  noRows: 'Berkas tidak berisi soal. Tambahkan satu soal per baris di bawah baris judul.',
  tooManyRows: `Satu berkas paling banyak ${QUESTION_IMPORT_LIMITS.maxRows} soal. Bagi berkas menjadi beberapa bagian.`,
  type: 'Jenis soal harus tunggal, ganda, atau isian.',
  answerNumbers: 'Jawaban soal pilihan berisi nomor pilihan yang benar, mis. 2 atau 1|3.',
  points: 'Poin harus bilangan bulat 1–100 (kosong berarti 10).',
  noOptions: 'Soal isian tidak memakai kolom pilihan: kosongkan kolom pilihan.',
} as const;

const missingOption = (number: number, count: number) =>
  `Jawaban menyebut pilihan nomor ${number}, padahal soal ini hanya punya ${count} pilihan.`;

const split = (cell: string) =>
  cell
    .split(QUESTION_IMPORT_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

type Cells = Record<QuestionImportColumn, string>;

/** One line's question, or its problems (several when several things are wrong). */
function lineQuestion(cells: Cells): { question: QuestionInput } | { problems: string[] } {
  const type = QUESTION_IMPORT_TYPE_WORDS[cells.jenis.trim().toLowerCase()];
  if (!type) return { problems: [QUESTION_CSV_MESSAGES.type] };
  const problems: string[] = [];
  const pointsText = cells.poin.trim();
  const points = pointsText === '' ? QUESTION_IMPORT_DEFAULT_POINTS : Number(pointsText);
  if (!Number.isInteger(points) || points < 1 || points > 100) problems.push(QUESTION_CSV_MESSAGES.points);
  const options = split(cells.pilihan);
  const answers = split(cells.jawaban);
  let input: QuestionInput;
  if (type === 'short') {
    if (options.length > 0) problems.push(QUESTION_CSV_MESSAGES.noOptions);
    input = {
      type,
      prompt: cells.pertanyaan,
      explanation: cells.pembahasan,
      points,
      options: [],
      acceptedAnswers: answers,
    };
  } else {
    const numbers = answers.map((answer) => (/^\d+$/.test(answer) ? Number(answer) : NaN));
    if (numbers.some(Number.isNaN)) problems.push(QUESTION_CSV_MESSAGES.answerNumbers);
    for (const number of numbers.filter((value) => !Number.isNaN(value) && (value < 1 || value > options.length)))
      problems.push(missingOption(number, options.length));
    const correct = new Set(numbers);
    input = {
      type,
      prompt: cells.pertanyaan,
      explanation: cells.pembahasan,
      points,
      options: options.map((text, index) => ({ text, isCorrect: correct.has(index + 1) })),
      acceptedAnswers: [],
    };
  }
  const parsed = questionInputSchema.safeParse(input);
  if (!parsed.success) {
    // A points problem is already said in the file's words.
    for (const issue of parsed.error.issues) if (issue.path[0] !== 'points') problems.push(issue.message);
  }
  if (problems.length > 0 || !parsed.success) return { problems: [...new Set(problems)] };
  return { question: parsed.data };
}

export function readQuestionsCsv(bytes: Buffer): QuestionCsvReading {
  const table = readCsvTable(bytes, QUESTION_CSV_MESSAGES.empty);
  if (!table.ok) return table;
  const names = table.header.fields.map((field) => field.trim().toLowerCase());
  const at = Object.fromEntries(QUESTION_IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    QuestionImportColumn,
    number
  >;
  if (table.header.line !== 1 || QUESTION_IMPORT_REQUIRED.some((column) => at[column] === -1))
    return fileProblem(QUESTION_CSV_MESSAGES.header);
  if (table.body.length === 0) return fileProblem(QUESTION_CSV_MESSAGES.noRows);
  if (table.body.length > QUESTION_IMPORT_LIMITS.maxRows) return fileProblem(QUESTION_CSV_MESSAGES.tooManyRows);
  const questions: QuestionInput[] = [];
  const problems: { path: string; message: string }[] = [];
  for (const record of table.body) {
    const cells = Object.fromEntries(
      QUESTION_IMPORT_COLUMNS.map((column) => [column, at[column] === -1 ? '' : (record.fields[at[column]] ?? '')]),
    ) as Cells;
    const result = lineQuestion(cells);
    if ('question' in result) questions.push(result.question);
    else for (const message of result.problems) problems.push({ path: `line.${record.line}`, message });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, questions };
}

function fileProblem(message: string): QuestionCsvReading {
  return { ok: false, problems: [{ path: 'file', message }] };
}
