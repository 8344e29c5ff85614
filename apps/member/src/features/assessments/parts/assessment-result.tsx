/**
 * A submitted attempt (decision 0018): the score against the passing score, what passing earned, and the review —
 * each question with the member's answer, the correct one and the explanation (shown only after submit).
 */
import { Badge, Button, Card, Heading, Notice, Stack, StatCard, Grid, Text } from '@akademi-siber/ui-design-system';
import type { Attempt, AttemptAnswer, ReviewQuestion } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

function memberAnswer(question: ReviewQuestion, answer: AttemptAnswer | undefined): string {
  if (!answer) return 'Tidak dijawab';
  if (question.type === 'short') return answer.text?.trim() || 'Tidak dijawab';
  const chosen = question.options
    .filter((option) => answer.optionIds?.includes(option.id))
    .map((option) => option.text);
  return chosen.length > 0 ? chosen.join('; ') : 'Tidak dijawab';
}

function correctAnswer(question: ReviewQuestion): string {
  if (question.type === 'short') return question.acceptedAnswers.join(' / ');
  return question.options
    .filter((option) => question.correctOptionIds.includes(option.id))
    .map((option) => option.text)
    .join('; ');
}

function ReviewItem({
  question,
  index,
  answer,
}: {
  question: ReviewQuestion;
  index: number;
  answer: AttemptAnswer | undefined;
}) {
  return (
    <Card as="li" aria-labelledby={`pembahasan-${question.id}`}>
      <Stack $gap={2}>
        <Stack $direction="row" $justify="space-between" $align="flex-start" $gap={2} $wrap>
          <Text $size="sm" $muted>
            Soal {index + 1} · {question.points} poin
          </Text>
          <Badge $tone={question.correct ? 'success' : 'danger'}>{question.correct ? 'Benar' : 'Salah'}</Badge>
        </Stack>
        <Heading level={4} id={`pembahasan-${question.id}`} style={{ fontSize: '1rem', lineHeight: 1.5 }}>
          {question.prompt}
        </Heading>
        <Text>
          <Text as="span" $weight="semibold">
            Jawaban Anda:
          </Text>{' '}
          {memberAnswer(question, answer)}
        </Text>
        <Text>
          <Text as="span" $weight="semibold">
            Jawaban benar:
          </Text>{' '}
          {correctAnswer(question)}
        </Text>
        {question.explanation && (
          <Text $muted>
            <Text as="span" $weight="semibold">
              Pembahasan:
            </Text>{' '}
            {question.explanation}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function AssessmentResult({ attempt, onBack }: { attempt: Attempt; onBack: () => void }) {
  const answers = new Map(attempt.answers.map((answer) => [answer.questionId, answer]));
  const review = attempt.review ?? [];
  const right = review.filter((question) => question.correct).length;
  return (
    <Stack $gap={5}>
      <Notice $tone={attempt.passed ? 'success' : 'warning'} role="status">
        {attempt.passed
          ? `Selamat, Anda lulus dengan nilai ${attempt.score ?? 0}.`
          : `Nilai Anda ${attempt.score ?? 0}, belum mencapai nilai lulus ${attempt.passingScore}.`}
        {attempt.awarded &&
          ` Anda mendapat ${formatNumber(attempt.awarded.points)} poin dan ${formatNumber(attempt.awarded.xp)} XP.`}
      </Notice>
      <Grid $min={150}>
        <StatCard label="Nilai" value={String(attempt.score ?? 0)} hint={`nilai lulus ${attempt.passingScore}`} />
        <StatCard label="Jawaban benar" value={`${right}/${review.length}`} hint="soal" />
      </Grid>
      <section aria-labelledby="judul-pembahasan">
        <Stack $gap={3}>
          <Heading level={3} id="judul-pembahasan">
            Pembahasan
          </Heading>
          <Stack as="ol" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Pembahasan soal">
            {review.map((question, index) => (
              <ReviewItem key={question.id} question={question} index={index} answer={answers.get(question.id)} />
            ))}
          </Stack>
        </Stack>
      </section>
      <div>
        <Button $variant="secondary" onClick={onBack}>
          Kembali ke ringkasan
        </Button>
      </div>
    </Stack>
  );
}
