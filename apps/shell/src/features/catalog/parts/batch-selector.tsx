/** A live class's batch selector (each batch's dates and status) and the way to register for the chosen batch. */
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  clientStateActions,
  useAddToCartMutation,
  useGetMemberCartQuery,
  type ApiError,
} from '@akademi-siber/data-access-api';
import { loginPathFor, useAppDispatch } from '@akademi-siber/data-access-auth';
import { Button, Grid, Heading, Notice, Skeleton, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import type { LiveClassBatch, LiveClassDetail } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { useViewer } from '../../../layout/page-parts';
import { BatchStatusBadge, formatDateRange, MEMBER_ONLY_NOTE } from './catalog-cards';

const BatchOption = styled.label<{ $checked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.md};
  cursor: pointer;

  &:focus-within {
    box-shadow: ${theme.shadows.focus};
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

export function BatchSelector({
  liveClass,
  selected,
  onSelect,
}: {
  liveClass: LiveClassDetail;
  selected: LiveClassBatch;
  onSelect: (batch: LiveClassBatch) => void;
}) {
  const name = useId();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: 12 }}>
        <Heading level={2} as="span" style={{ fontSize: theme.fontSizes.xl }}>
          Pilih batch
        </Heading>
      </legend>
      <Grid $min={220} $gap={3}>
        {liveClass.batches.map((batch) => (
          <BatchOption key={batch.id} $checked={batch.id === selected.id}>
            <input
              type="radio"
              name={name}
              value={batch.slug}
              checked={batch.id === selected.id}
              onChange={() => onSelect(batch)}
            />
            <Text $weight="semibold">{batch.name}</Text>
            <Text $size="sm" $muted>
              {formatDateRange(batch.startsAt, batch.endsAt)}
            </Text>
            <span>
              <BatchStatusBadge status={batch.registrationStatus} />
            </span>
          </BatchOption>
        ))}
      </Grid>
    </fieldset>
  );
}

export function BatchActions({ liveClass, batch }: { liveClass: LiveClassDetail; batch: LiveClassBatch }) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isMember = viewer.role === 'member';
  const cart = useGetMemberCartQuery(undefined, { skip: !isMember });
  const [addToCart, adding] = useAddToCartMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (viewer.checking) return <Skeleton height={44} />;
  if (batch.registrationStatus === 'full')
    return <Notice $tone="danger">Kuota batch ini sudah penuh. Pilih batch lain bila tersedia.</Notice>;
  if (batch.registrationStatus === 'closed') return <Notice>Pendaftaran batch ini sudah ditutup.</Notice>;
  if (batch.registrationStatus === 'upcoming') {
    return (
      <Notice $tone="info">Pendaftaran dibuka {formatDateTime(batch.registrationOpensAt, { withZone: true })}.</Notice>
    );
  }
  if (viewer.role === null) {
    return (
      <Button as={Link} to={loginPathFor(`${location.pathname}${location.search}`)} $variant="primary" $block>
        Masuk untuk mendaftar
      </Button>
    );
  }
  if (!isMember) return <Text $muted>{MEMBER_ONLY_NOTE}</Text>;
  if (cart.isLoading) return <Skeleton height={44} />;

  const inCart = cart.data?.some((item) => item.type === 'batch' && item.ref === String(batch.id)) ?? false;

  async function add() {
    setNotice(null);
    try {
      await addToCart({ type: 'batch', ref: String(batch.id) }).unwrap();
      setNotice({ tone: 'success', text: 'Batch ditambahkan ke keranjang.' });
    } catch (failure) {
      setNotice({ tone: 'danger', text: (failure as ApiError).message });
    }
  }

  return (
    <Stack $gap={3}>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      {inCart ? (
        <Button as={Link} to="/member/cart" $variant="secondary" $block>
          Sudah di keranjang
        </Button>
      ) : (
        <Button type="button" $variant="secondary" $block loading={adding.isLoading} onClick={() => void add()}>
          Tambah ke keranjang
        </Button>
      )}
      <Button
        type="button"
        $variant="primary"
        $block
        onClick={() => {
          dispatch(clientStateActions.setCheckoutLiveClassBatch(String(batch.id)));
          // The class slug too: the member checkout reads the batch (price, dates, seats) from that class's detail.
          const query = new URLSearchParams({ batch: String(batch.id), kelas: liveClass.slug });
          navigate(`/member/liveclass/checkout?${query.toString()}`);
        }}
      >
        Daftar sekarang
      </Button>
      <Text $size="sm" $muted>
        {liveClass.title} · {batch.name}
      </Text>
    </Stack>
  );
}
