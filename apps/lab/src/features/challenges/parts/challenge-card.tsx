import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Badge, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';
import type { LabChallengeCard } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { challengePath } from './paths';
import { DIFFICULTY_TONES, difficultyLabel, points } from './labels';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

/** Above the card's covering link, so that the prerequisite's own link can be clicked. */
const Raised = styled.span`
  position: relative;
  z-index: 1;
`;

/**
 * One challenge of the catalogue: difficulty, current value, solves, first blood and what the player did (solved,
 * attempts). A locked challenge is no link: it names the challenge that unlocks it.
 */
export function ChallengeCard({ challenge }: { challenge: LabChallengeCard }) {
  const titleId = `tantangan-${challenge.slug}`;
  return (
    <LinkCard as="article" aria-labelledby={titleId} data-locked={challenge.locked ? 'true' : undefined}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone={DIFFICULTY_TONES[challenge.difficulty]}>{difficultyLabel(challenge.difficulty)}</Badge>
          {challenge.solved && <Badge $tone="success">Selesai</Badge>}
          {challenge.locked && <Badge>Terkunci</Badge>}
        </Stack>
        <Title id={titleId}>
          {challenge.locked ? (
            challenge.title
          ) : (
            <CardTitleLink to={challengePath(challenge.slug)}>{challenge.title}</CardTitleLink>
          )}
        </Title>
        <Figures>
          <dt>Nilai</dt>
          <dd>
            {points(challenge.value)}
            {challenge.valueType === 'dynamic' ? ' (dinamis)' : ''}
          </dd>
          <dt>Solve</dt>
          <dd>{formatNumber(challenge.solves)}</dd>
          <dt>First blood</dt>
          <dd>{challenge.firstBlood ? challenge.firstBlood.name : 'Belum ada'}</dd>
          {challenge.solved && challenge.awardedPoints !== null && (
            <>
              <dt>Poinmu</dt>
              <dd>{points(challenge.awardedPoints)}</dd>
            </>
          )}
          {!challenge.solved && challenge.maxAttempts !== null && (
            <>
              <dt>Percobaan</dt>
              <dd>
                {formatNumber(challenge.attempts)} dari {formatNumber(challenge.maxAttempts)}
              </dd>
            </>
          )}
        </Figures>
        {challenge.locked && challenge.prerequisite && (
          <Text $size="sm" $muted>
            Selesaikan{' '}
            <Raised>
              <Link to={challengePath(challenge.prerequisite.slug)}>{challenge.prerequisite.title}</Link>
            </Raised>{' '}
            dulu untuk membukanya.
          </Text>
        )}
      </Stack>
    </LinkCard>
  );
}
