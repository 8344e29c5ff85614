// The question bank's writes (decision 0042). An edited question keeps the ids of the options it keeps, so members'
// saved answers and past reviews still point at the same options; accepted answers have no references and are
// written anew.
import type { QuestionInput } from '@akademi-siber/util-contracts';
import { and, eq, max, notInArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { assessmentQuestions, assessments, questionAcceptedAnswers, questionOptions } from '../../db/schema';

export async function findQuestion(db: Executor, courseId: number, questionId: number) {
  const [row] = await db
    .select({ id: assessmentQuestions.id, assessmentId: assessmentQuestions.assessmentId })
    .from(assessmentQuestions)
    .innerJoin(assessments, eq(assessments.id, assessmentQuestions.assessmentId))
    .where(and(eq(assessmentQuestions.id, questionId), eq(assessments.courseId, courseId)));
  return row;
}

export async function questionIds(tx: Transaction, assessmentId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId));
  return rows.map((row) => row.id);
}

const questionFields = (input: QuestionInput) => ({
  type: input.type,
  prompt: input.prompt,
  explanation: input.explanation,
  points: input.points,
});

async function writeAcceptedAnswers(tx: Transaction, questionId: number, input: QuestionInput) {
  await tx.delete(questionAcceptedAnswers).where(eq(questionAcceptedAnswers.questionId, questionId));
  const answers = input.type === 'short' ? [...new Set(input.acceptedAnswers)] : [];
  if (answers.length > 0)
    await tx.insert(questionAcceptedAnswers).values(answers.map((answer) => ({ questionId, answer })));
}

export async function insertQuestion(tx: Transaction, assessmentId: number, input: QuestionInput): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(assessmentQuestions.order) })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId));
  const [question] = await tx
    .insert(assessmentQuestions)
    .values({ assessmentId, ...questionFields(input), order: (last ?? 0) + 1 })
    .returning({ id: assessmentQuestions.id });
  if (input.type !== 'short' && input.options.length > 0) {
    await tx.insert(questionOptions).values(
      input.options.map((option, index) => ({
        questionId: question.id,
        text: option.text,
        isCorrect: option.isCorrect,
        order: index + 1,
      })),
    );
  }
  await writeAcceptedAnswers(tx, question.id, input);
  return question.id;
}

/** Changes a question; 'unknown-option' when the input names an option id the question does not have. */
export async function updateQuestion(
  tx: Transaction,
  questionId: number,
  input: QuestionInput,
): Promise<'saved' | 'unknown-option'> {
  const existing = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId));
  const existingIds = new Set(existing.map((option) => option.id));
  const options = input.type === 'short' ? [] : input.options;
  if (options.some((option) => option.id !== undefined && !existingIds.has(option.id))) return 'unknown-option';

  await tx.update(assessmentQuestions).set(questionFields(input)).where(eq(assessmentQuestions.id, questionId));
  const kept = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  await tx
    .delete(questionOptions)
    .where(
      kept.length > 0
        ? and(eq(questionOptions.questionId, questionId), notInArray(questionOptions.id, kept))
        : eq(questionOptions.questionId, questionId),
    );
  for (const [index, option] of options.entries()) {
    const values = { text: option.text, isCorrect: option.isCorrect, order: index + 1 };
    if (option.id === undefined) await tx.insert(questionOptions).values({ questionId, ...values });
    else await tx.update(questionOptions).set(values).where(eq(questionOptions.id, option.id));
  }
  await writeAcceptedAnswers(tx, questionId, input);
  return 'saved';
}

export const deleteQuestion = (tx: Transaction, questionId: number) =>
  tx.delete(assessmentQuestions).where(eq(assessmentQuestions.id, questionId));
