import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Badge, Button, Heading, Modal, Stack, Text, theme, useToast } from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import type { LabChallengeDetail, LabHint } from '@akademi-siber/util-contracts';
import { useUnlockLabHintMutation } from '../data/challenges-api';
import { points } from './labels';

const List = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const costLabel = (hint: LabHint) => (hint.cost === 0 ? 'Gratis' : `Biaya ${points(hint.cost)}`);

export interface HintListProps {
  hints: LabHint[];
  /** What finishing the item now would award this player (before this hint). */
  reward: number;
  /** The item is already solved or completed: unlocking changes no points. */
  done: boolean;
  /** The item in the sentence: "tantangan ini", "lab latihan ini". */
  subject: string;
  /** The list's accessible name. */
  label: string;
  /** Opens the hint on the API; resolves with the reward that is left. */
  unlock: (hint: LabHint) => Promise<{ reward: number }>;
  busy: boolean;
}

/** What unlocking does to the reward, said before the player confirms. */
function consequence(hint: LabHint, { reward, done, subject }: Pick<HintListProps, 'reward' | 'done' | 'subject'>) {
  if (done) return `Kamu sudah menyelesaikan ${subject}: membuka petunjuk tidak mengubah poinmu.`;
  if (hint.cost === 0) return `Petunjuk ini gratis: hadiahmu untuk ${subject} tidak berubah.`;
  const after = Math.max(0, reward - hint.cost);
  return (
    `Membuka petunjuk ini mengurangi hadiah ${subject} sebesar ${points(hint.cost)}: dari ` +
    `${points(reward)} menjadi ${points(after)}. Poin yang sudah kamu miliki tidak berkurang.`
  );
}

/**
 * Hints of a challenge or of an exercise step: each says what it costs before it is opened, opening asks for
 * confirmation, and an opened hint shows its text. The cost lowers that item's reward only (decision 0035).
 */
export function HintList({ hints, reward, done, subject, label, unlock, busy }: HintListProps) {
  const [asking, setAsking] = useState<LabHint | null>(null);
  const toast = useToast();

  async function confirm(hint: LabHint) {
    try {
      const result = await unlock(hint);
      toast.show({
        id: 'lab-hint',
        title: 'Petunjuk dibuka',
        variant: 'success',
        message: done ? 'Selamat membaca.' : `Hadiahmu untuk ${subject} sekarang ${points(result.reward)}.`,
      });
      setAsking(null);
    } catch (error) {
      toast.show({ id: 'lab-hint', message: errorMessage(error) });
    }
  }

  return (
    <>
      <List aria-label={label}>
        {hints.map((hint) => (
          <Item key={hint.id}>
            <Stack $direction="row" $gap={2} $justify="space-between" $wrap>
              <Heading level={4} as="h3">
                Petunjuk {hint.position}
              </Heading>
              <Badge $tone={hint.unlocked ? 'success' : hint.cost === 0 ? 'info' : 'warning'}>
                {hint.unlocked ? 'Dibuka' : costLabel(hint)}
              </Badge>
            </Stack>
            {hint.unlocked && hint.body !== null ? (
              <Markdown source={hint.body} headingLevel={4} />
            ) : (
              <div>
                <Button $variant="secondary" $size="sm" onClick={() => setAsking(hint)}>
                  Buka petunjuk {hint.position} ({hint.cost === 0 ? 'gratis' : `−${points(hint.cost)}`})
                </Button>
              </div>
            )}
          </Item>
        ))}
      </List>
      <Modal
        open={asking !== null}
        title={asking ? `Buka petunjuk ${asking.position}?` : ''}
        onClose={() => setAsking(null)}
        size="sm"
        footer={
          <>
            <Button $variant="ghost" onClick={() => setAsking(null)}>
              Batal
            </Button>
            <Button $variant="primary" disabled={busy} onClick={() => asking && void confirm(asking)}>
              {busy ? 'Membuka…' : 'Ya, buka petunjuk'}
            </Button>
          </>
        }
      >
        {asking && <Text>{consequence(asking, { reward, done, subject })}</Text>}
      </Modal>
    </>
  );
}

/** A challenge's hints. */
export function Hints({ challenge }: { challenge: LabChallengeDetail }) {
  const [unlock, { isLoading }] = useUnlockLabHintMutation();
  return (
    <HintList
      hints={challenge.hints}
      reward={challenge.reward}
      done={challenge.solve !== null}
      subject="tantangan ini"
      label="Petunjuk"
      unlock={(hint) => unlock({ slug: challenge.slug, hintId: hint.id }).unwrap()}
      busy={isLoading}
    />
  );
}
