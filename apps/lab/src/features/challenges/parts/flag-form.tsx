import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Notice, Stack, TextField } from '@akademi-siber/ui-design-system';
import { labSubmissionSchema, type LabChallengeDetail } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useSubmitLabFlagMutation, type SubmissionError } from '../data/challenges-api';
import { points } from './labels';
import { useCountdown } from './use-countdown';

type Outcome = { tone: 'success' | 'danger' | 'warning'; message: string };

/**
 * The flag form. It says what the API says: right (with the points and XP, and first blood), wrong (with the
 * attempts left), too many wrong answers (429: the form waits out the Retry-After), no attempts left, already solved.
 * Another player's per-user flag is answered as a wrong one (and reported, decision 0035).
 */
export function FlagForm({ challenge }: { challenge: LabChallengeDetail }) {
  const form = useZodForm(labSubmissionSchema, { flag: '' });
  const [submit, { isLoading }] = useSubmitLabFlagMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retryUntil, setRetryUntil] = useState<number | null>(null);
  const waiting = useCountdown(retryUntil);

  const onSubmit = form.handleSubmit(async ({ flag }) => {
    try {
      const { message, data } = await submit({ slug: challenge.slug, flag }).unwrap();
      if (data.correct && data.solve) {
        const award = `+${points(data.solve.points)}, +${formatNumber(data.solve.xp)} XP.`;
        setOutcome({ tone: 'success', message: `${message} ${award}` });
      } else {
        const left = data.attemptsLeft === null ? '' : ` Sisa kesempatan: ${formatNumber(data.attemptsLeft)}.`;
        setOutcome({ tone: 'danger', message: `${message}${left}` });
        form.setFocus('flag');
      }
    } catch (error) {
      const failure = error as SubmissionError;
      if (failure.status === 429 && failure.retryAfter) setRetryUntil(Date.now() + failure.retryAfter * 1000);
      setOutcome({ tone: failure.status === 429 ? 'warning' : 'danger', message: errorMessage(error) });
    }
  });

  const fieldError = form.formState.errors.flag?.message;
  const notice = outcome && (
    <Notice $tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
      {outcome.message}
    </Notice>
  );
  // Solved (now or before), or out of attempts: the form gives way to what happened.
  if (challenge.solve) {
    const { solve } = challenge;
    return (
      <Stack $gap={3}>
        {notice}
        {outcome?.tone !== 'success' && (
          <Notice $tone="success" role="status">
            Kamu sudah menyelesaikan tantangan ini pada {formatDateTime(solve.solvedAt)}: +{points(solve.points)}, +
            {formatNumber(solve.xp)} XP{solve.firstBlood ? ' — first blood!' : '.'}
          </Notice>
        )}
      </Stack>
    );
  }
  if (challenge.attemptsLeft === 0) {
    return (
      <Stack $gap={3}>
        {notice}
        <Notice $tone="danger" role="alert">
          Kesempatan menjawab tantangan ini sudah habis.
        </Notice>
      </Stack>
    );
  }
  return (
    <Stack as="form" $gap={3} noValidate onSubmit={onSubmit} aria-label="Kirim flag">
      <TextField
        label="Flag"
        placeholder="AKSB{...}"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        error={fieldError}
        hint={
          challenge.attemptsLeft === null
            ? undefined
            : `Sisa kesempatan: ${formatNumber(challenge.attemptsLeft)} dari ` +
              `${formatNumber(challenge.maxAttempts ?? 0)}`
        }
        {...form.register('flag')}
      />
      <div>
        <Button type="submit" $variant="primary" disabled={isLoading || waiting > 0}>
          {waiting > 0 ? `Tunggu ${formatNumber(waiting)} detik` : isLoading ? 'Memeriksa…' : 'Kirim flag'}
        </Button>
      </div>
      {notice}
    </Stack>
  );
}
