/**
 * A cohort's attendance grid: one row per member (avatar, name, @username, attendance percent), one column per
 * session, each cell the member's status for that session as a button that opens the correction dialog. On a wide
 * screen every session is a column and the grid scrolls sideways inside its frame (the member column stays in
 * place); on a phone one session is shown at a time, chosen with a select, so the status stays readable without
 * scrolling.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, media, Select, Stack, theme, VisuallyHidden } from '@akademi-siber/ui-design-system';
import type { AttendanceCell, AttendanceRow, AttendanceSheet } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import {
  COHORT_NOUNS,
  formatTime,
  sessionStateLabel,
  STATUS_TONES,
  statusLabel,
  useNarrowScreen,
} from './attendance-format';

const { colors, fonts, fontSizes, radii, shadows } = theme;

export type SheetSession = AttendanceSheet['sessions'][number];

export interface CorrectionTarget {
  member: AttendanceRow;
  session: SheetSession;
  cell: AttendanceCell | null;
}

// Positioned, so the visually hidden texts of the columns scrolled out of view stay inside it instead of widening
// the page.
const Scroller = styled.div`
  position: relative;
  width: 100%;
  max-width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};

  &:focus-visible {
    outline: none;
    box-shadow: ${shadows.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${fontSizes.sm};

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    font-family: ${fonts.ui};
    font-weight: 600;
    background: ${colors.surfaceMuted};
  }

  /* The member column stays in view while the sessions scroll. */
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    border-right: 1px solid ${colors.border};
    background: ${colors.surface};
  }

  thead th:first-child {
    background: ${colors.surfaceMuted};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const Small = styled.span`
  display: block;
  font-size: ${fontSizes.xs};
  font-weight: 400;
  color: ${colors.textMuted};
`;

const Member = styled.span`
  display: block;
  min-width: 9rem;
  max-width: 14rem;
  font-weight: 400;
  overflow-wrap: anywhere;

  ${media.mobile} {
    min-width: 7rem;
  }
`;

const CellButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  width: 100%;
  min-width: 7.5rem;
  min-height: 44px;
  padding: 0.375rem 0.5rem;
  border: 1px solid transparent;
  border-radius: ${radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${colors.border};
    background: ${colors.background};
  }

  &:focus-visible {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: ${shadows.focus};
  }
`;

/** The session a phone shows first: the one running, else the last one held, else the first. */
function defaultSessionId(sessions: SheetSession[]): number | undefined {
  const open = sessions.find((session) => session.phase === 'open');
  const held = sessions.filter((session) => session.phase === 'ended');
  return (open ?? held[held.length - 1] ?? sessions[0])?.id;
}

function CellContent({ cell, id }: { cell: AttendanceCell | null; id: string }) {
  const status = cell?.status ?? null;
  return (
    <span id={id} style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', alignItems: 'flex-start' }}>
      {status ? (
        <Badge $tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>
      ) : (
        <span>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>Belum tercatat</VisuallyHidden>
        </span>
      )}
      {cell?.joinedAt && <Small>Gabung {formatTime(cell.joinedAt)}</Small>}
      {cell?.corrected && <Small>dikoreksi</Small>}
    </span>
  );
}

export interface AttendanceGridProps {
  sheet: AttendanceSheet;
  onEdit: (target: CorrectionTarget) => void;
}

export function AttendanceGrid({ sheet, onEdit }: AttendanceGridProps) {
  const gridId = useId();
  const narrow = useNarrowScreen();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { sessions, members, rules } = sheet;
  const chosen = sessions.find((session) => session.id === chosenId)?.id ?? defaultSessionId(sessions);
  const shown = narrow ? sessions.filter((session) => session.id === chosen) : sessions;

  return (
    <Stack $gap={3}>
      {narrow && sessions.length > 1 && (
        <Select
          label="Sesi yang ditampilkan"
          value={String(chosen)}
          onChange={(event) => setChosenId(Number(event.target.value))}
          options={sessions.map((session) => ({
            value: String(session.id),
            label: `${session.title} · ${formatDateTime(session.startsAt)}`,
          }))}
        />
      )}
      <Scroller role="region" aria-labelledby={`${gridId}-caption`} tabIndex={0}>
        <Table>
          <VisuallyHidden as="caption" id={`${gridId}-caption`}>
            Kehadiran peserta per sesi
          </VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">Peserta</th>
              {shown.map((session) => {
                const state = sessionStateLabel(session);
                return (
                  <th key={session.id} scope="col" style={{ minWidth: '8.5rem' }}>
                    {session.title}
                    <Small>{formatDateTime(session.startsAt)}</Small>
                    {state && <Small>{state}</Small>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {members.length === 0 ? (
              <tr>
                <td colSpan={shown.length + 1} style={{ padding: '2rem 1rem', textAlign: 'center' }}>
                  Belum ada peserta di {COHORT_NOUNS[sheet.owner]} ini.
                </td>
              </tr>
            ) : (
              members.map((member, rowIndex) => (
                <tr key={member.username}>
                  <th scope="row">
                    <Stack $direction="row" $gap={2} $align="flex-start">
                      <Avatar src={member.avatarUrl} name={member.name} alt="" size={32} />
                      <Member>
                        {member.name}
                        <Small>@{member.username}</Small>
                        <Small
                          style={member.percent >= rules.thresholdPercent ? { color: colors.successText } : undefined}
                        >
                          Kehadiran {formatNumber(member.percent)}%
                        </Small>
                      </Member>
                    </Stack>
                  </th>
                  {shown.map((session) => {
                    const cell = member.cells.find((candidate) => candidate.sessionId === session.id) ?? null;
                    const descriptionId = `${gridId}-${rowIndex}-${session.id}`;
                    return (
                      <td key={session.id}>
                        <CellButton
                          type="button"
                          aria-label={`Ubah kehadiran ${member.name} di ${session.title}`}
                          aria-describedby={descriptionId}
                          onClick={() => onEdit({ member, session, cell })}
                        >
                          <CellContent cell={cell} id={descriptionId} />
                        </CellButton>
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroller>
    </Stack>
  );
}
