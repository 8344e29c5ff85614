import { Stack, Text } from '@akademi-siber/ui-design-system';
import type { OrderDetail } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { ITEM_TYPE_LABELS } from './order-paths';
import { MoneySummary } from './money-summary';
import { Section } from '../../../layout/page-parts';

/**
 * The items and the money of an order: subtotal, discount, rounding, unique code, total (they add up, decision 0024).
 */
export function OrderItems({ order, showUniqueCode = true }: { order: OrderDetail; showUniqueCode?: boolean }) {
  return (
    <Section title="Rincian pesanan">
      <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {order.items.map((item) => (
          <Stack
            as="li"
            key={`${item.type}-${item.ref}`}
            $direction="row"
            $justify="space-between"
            $gap={4}
            $align="flex-start"
          >
            <Stack $gap={1}>
              <Text $weight="semibold">{item.title}</Text>
              <Text $size="sm" $muted>
                {ITEM_TYPE_LABELS[item.type]}
              </Text>
            </Stack>
            <Text style={{ whiteSpace: 'nowrap' }}>{item.price === 0 ? 'Gratis' : formatCurrency(item.price)}</Text>
          </Stack>
        ))}
      </Stack>
      <MoneySummary
        lines={[
          { label: 'Subtotal', amount: order.subtotal },
          ...(order.discount > 0
            ? [
                {
                  label: `Diskon${order.promoCode ? ` (${order.promoCode})` : ''}`,
                  amount: order.discount,
                  minus: true,
                },
              ]
            : []),
          ...(order.rounding > 0 ? [{ label: 'Pembulatan ke ribuan', amount: order.rounding, minus: true }] : []),
          ...(showUniqueCode && order.uniqueCode > 0 ? [{ label: 'Kode unik', amount: order.uniqueCode }] : []),
        ]}
        total={order.total}
        totalLabel="Total tagihan"
      />
    </Section>
  );
}
