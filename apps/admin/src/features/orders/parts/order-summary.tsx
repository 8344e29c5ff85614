/**
 * One order as the staff check it: the buyer, the items and the amounts to look for in the bank statement, and the
 * status history.
 */
import styled from 'styled-components';
import { Card, Heading, Stack, Table, Text, theme } from '@akademi-siber/ui-design-system';
import { transferDigits, type AdminOrderDetail, type OrderItem } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { ORDER_STATUS_LABELS } from './order-status';

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    color: ${theme.colors.text};
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0 0 0 1.25rem;
  border-left: 2px solid ${theme.colors.border};
  list-style: none;

  li {
    position: relative;
    padding: 0 0 1rem 0.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.25rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.colors.primary};
  }
`;

const itemColumns = [
  { key: 'title', header: 'Item', render: (item: OrderItem) => item.title },
  {
    key: 'type',
    header: 'Jenis',
    render: (item: OrderItem) =>
      ({ course: 'Kelas', batch: 'Batch live class', plan: 'Paket langganan', event: 'Acara' })[item.type],
  },
  { key: 'price', header: 'Harga', align: 'right' as const, render: (item: OrderItem) => formatCurrency(item.price) },
];

export function BuyerAndItems({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={4} as="h2">
          Pembeli
        </Heading>
        <Text>
          <strong>{order.buyer.name}</strong> (@{order.buyer.username})
          <br />
          {order.buyer.email}
        </Text>
        <Table
          caption="Item pesanan"
          columns={itemColumns}
          rows={order.items}
          rowKey={(item) => `${item.type}-${item.ref}`}
        />
        <Amounts aria-label="Rincian pembayaran">
          <dt>Subtotal</dt>
          <dd>{formatCurrency(order.subtotal)}</dd>
          <dt>Potongan{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
          <dd>{order.discount > 0 ? `-${formatCurrency(order.discount)}` : formatCurrency(0)}</dd>
          {order.rounding > 0 && (
            <>
              <dt>Pembulatan ke ribuan</dt>
              <dd>-{formatCurrency(order.rounding)}</dd>
            </>
          )}
          <dt>Kode unik</dt>
          <dd>{formatCurrency(order.uniqueCode)}</dd>
          <dt className="total">Total transfer</dt>
          <dd className="total">{formatCurrency(order.total)}</dd>
          {order.total > 0 && (
            <>
              <dt>3 digit terakhir di mutasi</dt>
              <dd>{transferDigits(order.total)}</dd>
            </>
          )}
        </Amounts>
        {order.affiliateCode && (
          <Text $size="sm" $muted>
            Dirujuk afiliasi dengan kode {order.affiliateCode}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={4} as="h2">
          Riwayat status
        </Heading>
        {order.history.length === 0 ? (
          <Text $muted>Belum ada perubahan status.</Text>
        ) : (
          <Timeline aria-label="Riwayat status pesanan">
            {order.history.map((change, index) => (
              <li key={`${change.at}-${index}`}>
                <Text as="div">
                  <strong>{ORDER_STATUS_LABELS[change.to]}</strong> · oleh {change.by}
                </Text>
                <Text as="div" $size="sm" $muted>
                  {formatDateTime(change.at, { fallback: '—' })}
                </Text>
                {change.note && (
                  <Text as="div" $size="sm">
                    Catatan: {change.note}
                  </Text>
                )}
              </li>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
