/** How a batch reads in the admin's pages: its registration and publication badges, its price and its dates. */
import { Badge, type BadgeTone } from '@akademi-siber/ui-design-system';
import type { AdminBatch } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';

const REGISTRATION: Record<AdminBatch['registrationStatus'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Pendaftaran dibuka', tone: 'success' },
  upcoming: { label: 'Pendaftaran belum dibuka', tone: 'info' },
  full: { label: 'Kursi penuh', tone: 'warning' },
  closed: { label: 'Pendaftaran ditutup', tone: 'neutral' },
};

export function RegistrationBadge({ status }: { status: AdminBatch['registrationStatus'] }) {
  return <Badge $tone={REGISTRATION[status].tone}>{REGISTRATION[status].label}</Badge>;
}

export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge $tone="success">Terbit</Badge> : <Badge>Draf</Badge>;
}

/** `Rp1.250.000 (dari Rp1.500.000)`, `Gratis`, or the price alone. */
export function priceText(batch: Pick<AdminBatch, 'price' | 'salePrice'>): string {
  if (batch.salePrice !== null && batch.salePrice < batch.price) {
    return `${formatCurrency(batch.salePrice)} (dari ${formatCurrency(batch.price)})`;
  }
  return batch.price === 0 ? 'Gratis' : formatCurrency(batch.price);
}

/** `05 Jan 2026 – 30 Jan 2026`. */
export const dateRange = (startsAt: string, endsAt: string) => `${formatDate(startsAt)} – ${formatDate(endsAt)}`;
