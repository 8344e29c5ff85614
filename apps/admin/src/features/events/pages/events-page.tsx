/**
 * /admin/acara — Cyber Insight events: list with registrations, create/edit form, and a link to each event's
 * registrants.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Container,
  Modal,
  Stack,
  Text,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminEvent } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { editColumn, ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminEventsQuery } from '../data/events-api';
import { EventForm } from '../parts/event-form';

export function EventsPage() {
  usePageTitle('Acara', 'Admin');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const result = useGetAdminEventsQuery({ page, perPage: PER_PAGE });

  const columns: TableColumn<AdminEvent>[] = [
    {
      key: 'title',
      header: 'Acara',
      render: (event) => (
        <WideCell>
          <strong>{event.title}</strong>
          <br />
          <Text as="span" $size="sm" $muted>
            {event.location}
          </Text>
        </WideCell>
      ),
    },
    {
      key: 'startsAt',
      header: 'Waktu',
      render: (event) => <NoWrap>{formatDateTime(event.startsAt, { fallback: '—' })}</NoWrap>,
    },
    {
      key: 'price',
      header: 'Harga',
      align: 'right',
      render: (event) => <NoWrap>{event.price === 0 ? 'Gratis' : formatCurrency(event.price)}</NoWrap>,
    },
    {
      key: 'registrants',
      header: 'Pendaftar',
      align: 'right',
      render: (event) => (
        <Link
          to={`/admin/acara/${event.id}/pendaftar`}
          state={{ title: event.title }}
          aria-label={`${formatNumber(event.registrantCount)} pendaftar ${event.title}`}
        >
          {formatNumber(event.registrantCount)} / {formatNumber(event.quota)}
        </Link>
      ),
    },
    {
      key: 'published',
      header: 'Status',
      render: (event) => (event.published ? <Badge $tone="success">Terbit</Badge> : <Badge>Draf</Badge>),
    },
    editColumn<AdminEvent>((event) => `Ubah acara ${event.title}`, setEditing),
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Acara Cyber Insight"
          lead="Webinar dan acara yang bisa didaftari member, gratis atau berbayar."
          action={
            <Button type="button" onClick={() => setEditing('new')}>
              Tambah acara
            </Button>
          }
        />
        <PagedTable
          caption="Acara"
          columns={columns}
          rowKey={(event) => event.id}
          errorTitle="Daftar acara belum dapat dimuat"
          emptyText="Belum ada acara. Tambahkan acara pertama."
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Acara baru' : 'Ubah acara'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && <EventForm event={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Container>
  );
}
