/** "Riwayat koreksi": the corrections made to a cohort's attendance, newest first (the API's order), each audited. */
import styled from 'styled-components';
import { Badge, EmptyState, Stack, Text, theme, VisuallyHidden } from '@akademi-siber/ui-design-system';
import type { AttendanceCorrection } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { STATUS_TONES, statusLabel } from './attendance-format';

const { colors, radii } = theme;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  overflow-wrap: anywhere;
`;

export function CorrectionHistory({ corrections }: { corrections: AttendanceCorrection[] }) {
  if (corrections.length === 0) return <EmptyState headingLevel={3} title="Belum ada koreksi kehadiran." />;
  return (
    <List>
      {corrections.map((correction) => (
        <Item key={correction.id} aria-label={`Koreksi ${correction.member.name} di ${correction.session.title}`}>
          <Stack $gap={2}>
            <Text>
              <strong>{correction.member.name}</strong> · {correction.session.title}
            </Text>
            <Stack $direction="row" $gap={2} $wrap>
              {correction.from ? (
                <Badge $tone={STATUS_TONES[correction.from]}>{statusLabel(correction.from)}</Badge>
              ) : (
                <Badge $tone="neutral">Belum tercatat</Badge>
              )}
              <span aria-hidden="true">→</span>
              <VisuallyHidden>menjadi</VisuallyHidden>
              <Badge $tone={STATUS_TONES[correction.to]}>{statusLabel(correction.to)}</Badge>
            </Stack>
            <Text>Alasan: {correction.reason}</Text>
            <Text $size="sm" $muted>
              Oleh {correction.by.name} (@{correction.by.username}) ·{' '}
              {formatDateTime(correction.at, { withZone: true })}
            </Text>
          </Stack>
        </Item>
      ))}
    </List>
  );
}
