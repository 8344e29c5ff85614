/**
 * What a list page shares, whatever it lists (the admin remote's staff pages use it): the page heading with its main
 * action, the search box, the list in its states (skeleton, error with retry, table with pagination), the "Ubah"
 * column that opens a row in its edit dialog, the question asked before a row's change that cannot be undone, and
 * cells that keep their width on a phone (a person's name over their email among them), and the filters kept in the
 * page's address (`useListAddress`). A subpath of its own,
 * imported only by the pages that list, so the shell's eager bundle does not carry it.
 */
import styled from 'styled-components';
import { useState, type ReactNode, type Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError, ApiList } from '@akademi-siber/data-access-api';
import {
  Button,
  ErrorState,
  Heading,
  Modal,
  Pagination,
  SkeletonList,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@akademi-siber/ui-design-system';

export const PER_PAGE = 10;

/**
 * A list's search, filters and page kept in the page's address (`?q=&page=&…`), so a filtered list can be shared and
 * survives a reload. `update` sets or (with null or '') removes parameters; `searchFor` applies typed words from a
 * search form and goes back to page 1.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // After the submit event: a router navigation (a transition) started inside a prevented submit makes React treat
  // the form as an action form and snapshot its FormData, which jsdom's FormData cannot do.
  const searchFor = (words: string) => window.setTimeout(() => update({ q: words.trim() || null, page: null }), 0);
  return {
    params,
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    update,
    searchFor,
  };
}

/** A list page's title and lead, with its main action (add, generate, download) on the right. */
export function ListHeader({ title, lead, action }: { title: ReactNode; lead?: ReactNode; action: ReactNode }) {
  return (
    <Stack $direction="row" $justify="space-between" $align="flex-end" $gap={4} $wrap>
      <Stack $gap={1}>
        <Heading level={1}>{title}</Heading>
        {lead && <Text $muted>{lead}</Text>}
      </Stack>
      {action}
    </Stack>
  );
}

/** The "Aksi" column that opens a row in its edit dialog; `label` names the row for screen readers. */
export function editColumn<T>(label: (row: T) => string, onEdit: (row: T) => void): TableColumn<T> {
  return {
    key: 'actions',
    header: 'Aksi',
    render: (row) => (
      <Button type="button" $variant="secondary" $size="sm" onClick={() => onEdit(row)} aria-label={label(row)}>
        Ubah
      </Button>
    ),
  };
}

interface PagedTableProps<T> {
  caption: string;
  columns: TableColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  /** What failed, e.g. "Daftar pesanan belum dapat dimuat". */
  errorTitle: string;
  emptyText: ReactNode;
  result: {
    data?: ApiList<T> | T[];
    isLoading: boolean;
    isFetching?: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  page?: number;
  onPageChange?: (page: number) => void;
  perPage?: number;
}

/** A list in one of its states: skeleton while loading, error with retry, or the table and its pagination. */
export function PagedTable<T>({
  caption,
  columns,
  rowKey,
  errorTitle,
  emptyText,
  result,
  page = 1,
  onPageChange,
  perPage = PER_PAGE,
}: PagedTableProps<T>) {
  if (result.isLoading) return <SkeletonList rows={5} />;
  if (result.error) {
    const error = result.error as ApiError;
    return <ErrorState title={errorTitle} message={error.message ?? ''} onRetry={() => void result.refetch()} />;
  }
  const rows = Array.isArray(result.data) ? result.data : (result.data?.data ?? []);
  const total = Array.isArray(result.data) ? result.data.length : (result.data?.meta?.total ?? rows.length);
  return (
    <>
      <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />
      {onPageChange && <Pagination page={page} perPage={perPage} total={total} onPageChange={onPageChange} />}
    </>
  );
}

/**
 * Table cells that should not be squeezed on a phone: the table scrolls sideways instead (Table's scroller), so a
 * title keeps a readable width and a date or amount stays on one line.
 */
export const WideCell = styled.span`
  display: block;
  min-width: 12rem;
`;

export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** A person in a list: the name over the email, which wraps anywhere rather than widening the table. */
export function PersonCell({ name, email }: { name: ReactNode; email: string }) {
  return (
    <WideCell>
      <strong>{name}</strong>
      <br />
      <Text as="span" $size="sm" $muted style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    </WideCell>
  );
}

export interface SearchFormProps {
  /** The search's name, for the form and its box: "Cari peserta". */
  label: string;
  /** What may be typed, e.g. "Nama, email, atau departemen". */
  placeholder?: string;
  /** The box, for a page that moves the focus there (after a row it showed is gone). */
  inputRef?: Ref<HTMLInputElement>;
  /** The trimmed words, on Enter or "Cari" (so typing does not cost a request per key). */
  onSearch: (words: string) => void;
}

/** A list's search box: a `search` landmark with a search field and "Cari". */
export function SearchForm({ label, placeholder, inputRef, onSearch }: SearchFormProps) {
  const [draft, setDraft] = useState('');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Stack $direction="row" $gap={2} $align="flex-end">
        <TextField
          ref={inputRef}
          label={label}
          type="search"
          name="q"
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          style={{ width: '16rem', maxWidth: '100%' }}
        />
        <Button type="submit" $variant="secondary">
          Cari
        </Button>
      </Stack>
    </form>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button's words, e.g. "Ya, hapus". */
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change that cannot be undone (delete, reset): Batal, or the action in its own words. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{children}</Text>
    </Modal>
  );
}
