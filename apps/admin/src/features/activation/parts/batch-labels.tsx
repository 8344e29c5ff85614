/** How a batch of activation codes reads: what it opens, its address, and its expiry as a badge. */
import { Badge } from '@akademi-siber/ui-design-system';
import type { AdminActivationBatch } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';

export const TARGET_TYPE_LABELS = {
  course: 'Kelas online',
  batch: 'Batch live class',
  plan: 'Paket langganan',
} as const;

export const batchPath = (batch: Pick<AdminActivationBatch, 'id'>) => `/admin/token-aktivasi/${batch.id}`;

export function expiryBadge(expiresAt: string | null) {
  if (!expiresAt) return <Badge $tone="info">Tanpa kedaluwarsa</Badge>;
  return new Date(expiresAt).getTime() < Date.now() ? (
    <Badge $tone="danger">Kedaluwarsa {formatDate(expiresAt)}</Badge>
  ) : (
    <Badge>s.d. {formatDate(expiresAt)}</Badge>
  );
}
