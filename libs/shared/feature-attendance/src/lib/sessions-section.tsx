/**
 * "Sesi": the cohort's sessions in time order — title, phase, date and time in WIB, the meeting room link (opened in
 * a new tab) and how many attendance records each has — with "Tambah sesi", and "Ubah" and "Hapus" per session. A
 * session with records cannot be deleted: its button is disabled and says why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ExternalLink } from '@akademi-siber/feature-app-frame';
import { Badge, Button, EmptyState, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { staffCohortOwner, type StaffSession } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import type { StaffCohortRef } from './attendance-api';
import { byStart, COHORT_NOUNS, PHASE_LABELS, PHASE_TONES, sessionTimeRange } from './attendance-format';
import { SessionDeleteDialog } from './session-delete-dialog';
import { SessionFormDialog } from './session-form-dialog';

const { colors, fontSizes, radii } = theme;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const Details = styled.div`
  display: flex;
  flex: 1 1 18rem;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${fontSizes.sm};
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

interface SessionItemProps {
  session: StaffSession;
  onEdit: () => void;
  onDelete: () => void;
}

function SessionItem({ session, onEdit, onDelete }: SessionItemProps) {
  const id = useId();
  const locked = session.records > 0;
  return (
    <Item aria-labelledby={`${id}-title`}>
      <Details>
        <Stack $direction="row" $gap={2} $wrap>
          <Heading level={4} as="h3" id={`${id}-title`} style={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Heading>
          <Badge $tone={PHASE_TONES[session.phase]}>{PHASE_LABELS[session.phase]}</Badge>
        </Stack>
        <span>{sessionTimeRange(session.startsAt, session.endsAt)}</span>
        <span>
          {session.meetingUrl ? (
            <>
              Ruang kelas: <ExternalLink href={session.meetingUrl}>{session.meetingUrl}</ExternalLink>
            </>
          ) : (
            <Muted>Tautan belum diisi</Muted>
          )}
        </span>
        <Muted id={`${id}-records`}>
          {locked
            ? `${formatNumber(session.records)} catatan kehadiran, jadi sesi ini tidak dapat dihapus.`
            : 'Belum ada catatan kehadiran.'}
        </Muted>
      </Details>
      <Stack $direction="row" $gap={2} $wrap>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          aria-label={`Ubah sesi ${session.title}`}
          onClick={onEdit}
        >
          Ubah
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          aria-label={`Hapus sesi ${session.title}`}
          aria-describedby={locked ? `${id}-records` : undefined}
          disabled={locked}
          onClick={onDelete}
        >
          Hapus
        </Button>
      </Stack>
    </Item>
  );
}

export interface SessionsSectionProps {
  cohort: StaffCohortRef;
  sessions: StaffSession[];
}

export function SessionsSection({ cohort, sessions }: SessionsSectionProps) {
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // 'new' for "Tambah sesi", a session for "Ubah", null when no form is open.
  const [editing, setEditing] = useState<StaffSession | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffSession | null>(null);
  // A deleted session's button is gone: focus moves to "Tambah sesi" once the dialog has closed.
  const [deletedCount, setDeletedCount] = useState(0);
  useEffect(() => {
    if (deletedCount > 0) addButton.current?.focus();
  }, [deletedCount]);
  const ordered = byStart(sessions);

  return (
    <Stack as="section" aria-labelledby={headingId} $gap={3}>
      <Stack $direction="row" $gap={3} $wrap $justify="space-between" $align="flex-end">
        <Stack $gap={1} style={{ flex: '1 1 16rem' }}>
          <Heading level={3} as="h2" id={headingId}>
            Sesi
          </Heading>
          <Text $size="sm" $muted>
            Jadwal dan tautan ruang kelas setiap sesi. Peserta membuka tautan itu lewat tombol Gabung sesi, yang
            sekaligus mencatat kehadiran mereka.
          </Text>
        </Stack>
        <Button ref={addButton} type="button" onClick={() => setEditing('new')}>
          Tambah sesi
        </Button>
      </Stack>
      {ordered.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Belum ada sesi."
          description={`Tambahkan sesi pertama ${COHORT_NOUNS[staffCohortOwner(cohort)]} ini.`}
        />
      ) : (
        <List>
          {ordered.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              onEdit={() => setEditing(session)}
              onDelete={() => setDeleting(session)}
            />
          ))}
        </List>
      )}
      {editing && (
        <SessionFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          cohort={cohort}
          session={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <SessionDeleteDialog
          key={deleting.id}
          cohort={cohort}
          session={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDeletedCount((count) => count + 1);
          }}
        />
      )}
    </Stack>
  );
}
