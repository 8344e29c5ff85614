// The pure rules of an attempt: the shuffled layout, normalising short answers, and the score
// (docs/decisions/0018-quizzes-and-exams.md). No database here, so the seed scores its attempts the same way.
import type { AttemptLayout, SavedAnswers } from '../../db/tables/assessments';

export interface BankQuestion {
  id: number;
  type: 'single' | 'multiple' | 'short';
  points: number;
  options: { id: number; isCorrect: boolean }[];
  acceptedAnswers: string[];
}

/** Trimmed, lower-case, inner whitespace collapsed: "  SQL   Injection " equals "sql injection". */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A small seeded generator (mulberry32), so a layout can be reproduced from its seed in tests. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Questions and their options in bank order, or shuffled (both levels) from `seed` when `shuffle` is on. */
export function buildLayout(questions: readonly BankQuestion[], shuffle: boolean, seed: number): AttemptLayout {
  const random = seededRandom(seed);
  const order = shuffle ? shuffled(questions, random) : [...questions];
  return order.map((question) => ({
    questionId: question.id,
    optionIds: (shuffle ? shuffled(question.options, random) : question.options).map((option) => option.id),
  }));
}

/** Whether one saved answer is right: exactly the correct set of options, or an accepted text. */
export function isCorrect(question: BankQuestion, answer: SavedAnswers[string] | undefined): boolean {
  if (!answer) return false;
  if (question.type === 'short') {
    const given = normaliseAnswer(answer.text ?? '');
    return given !== '' && question.acceptedAnswers.some((accepted) => normaliseAnswer(accepted) === given);
  }
  const chosen = new Set(answer.optionIds ?? []);
  const correct = question.options.filter((option) => option.isCorrect).map((option) => option.id);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}

/** Score 0–100: the points of the right answers over all points, rounded down (no partial credit). */
export function scoreAnswers(questions: readonly BankQuestion[], answers: SavedAnswers): number {
  const total = questions.reduce((sum, question) => sum + question.points, 0);
  if (total === 0) return 0;
  const earned = questions.reduce(
    (sum, question) => sum + (isCorrect(question, answers[String(question.id)]) ? question.points : 0),
    0,
  );
  return Math.floor((earned * 100) / total);
}
