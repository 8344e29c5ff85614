/**
 * The catalogue's cards (course, live class, Cyber Insight event) and what they share with the detail pages: the
 * price tag, a batch's or an event's registration status and seats, a date range, and the note other roles read
 * where a member would see the buy buttons.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Heading, Stack, Text, theme, VisuallyHidden, type BadgeTone } from '@akademi-siber/ui-design-system';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';
import type { CourseSummary, EventSummary, LiveClassBatch, LiveClassSummary } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate, formatDateTime, formatDuration } from '@akademi-siber/util-format';
import { Cover, Meta } from '../../../layout/page-parts';

// ---------------------------------------------------------------- dates and notes

/** `12–14 Agu 2026` style range as two dates (same day shows once). */
export function formatDateRange(startsAt: string, endsAt: string): string {
  const start = formatDate(startsAt);
  const end = formatDate(endsAt);
  return start === end ? start : `${start} – ${end}`;
}

/** What other roles read where a member would see the buy buttons. */
export const MEMBER_ONLY_NOTE = 'Pembelian hanya tersedia untuk akun member. Masuk dengan akun member untuk membeli.';

// ---------------------------------------------------------------- prices

const Old = styled.del`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Now = styled.strong<{ $large?: boolean }>`
  color: ${theme.colors.text};
  font-size: ${({ $large }) => ($large ? theme.fontSizes.xl : theme.fontSizes.md)};
`;

/** Rp price; a sale shows the old price struck through before it; 0 reads "Gratis". */
export function PriceTag({ price, salePrice, large }: { price: number; salePrice: number | null; large?: boolean }) {
  const charged = salePrice ?? price;
  const discounted = salePrice !== null && salePrice < price;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.5rem' }}>
      {discounted && (
        <Old>
          <VisuallyHidden>Harga awal </VisuallyHidden>
          {formatCurrency(price)}
        </Old>
      )}
      <Now $large={large}>
        {discounted && <VisuallyHidden>Harga sekarang </VisuallyHidden>}
        {charged === 0 ? 'Gratis' : formatCurrency(charged)}
      </Now>
    </span>
  );
}

// ---------------------------------------------------------------- status badges

const BATCH_STATUS: Record<LiveClassBatch['registrationStatus'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Pendaftaran dibuka', tone: 'success' },
  upcoming: { label: 'Segera dibuka', tone: 'info' },
  closed: { label: 'Pendaftaran ditutup', tone: 'neutral' },
  full: { label: 'Kuota penuh', tone: 'danger' },
};

export function BatchStatusBadge({
  status,
}: {
  status: LiveClassBatch['registrationStatus'] | EventSummary['registrationStatus'];
}) {
  const { label, tone } = BATCH_STATUS[status];
  return <Badge $tone={tone}>{label}</Badge>;
}

export function seatsLabel(seatsLeft: number, quota: number): string {
  return seatsLeft === 0 ? 'Kursi habis' : `Sisa ${seatsLeft} dari ${quota} kursi`;
}

type HeadingTag = 2 | 3;

export function CourseCard({ course, headingLevel = 2 }: { course: CourseSummary; headingLevel?: HeadingTag }) {
  const titleId = useId();
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Cover src={course.thumbnailUrl} label={course.category} />
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{course.level}</Badge>
          <Badge>{course.category}</Badge>
          {course.includedInSubscription && <Badge $tone="success">Termasuk langganan</Badge>}
        </Stack>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          <CardTitleLink to={`/belajar-online/${course.slug}`}>{course.title}</CardTitleLink>
        </Heading>
        <Meta $size="sm" $muted>
          <span>{course.author.name}</span>
          <span>
            {course.totalModules} modul · {course.totalMaterials} materi
          </span>
          {course.durationSeconds > 0 && <span>{formatDuration(course.durationSeconds)}</span>}
        </Meta>
        <PriceTag price={course.price} salePrice={course.salePrice} />
      </Stack>
    </LinkCard>
  );
}

export function LiveClassCard({
  liveClass,
  headingLevel = 2,
}: {
  liveClass: LiveClassSummary;
  headingLevel?: HeadingTag;
}) {
  const titleId = useId();
  const batch = liveClass.nextBatch;
  const href = batch ? `/liveclass/${liveClass.slug}/${batch.slug}` : `/liveclass/${liveClass.slug}`;
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Cover src={liveClass.thumbnailUrl} label={liveClass.category} />
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{liveClass.level}</Badge>
          {batch && <BatchStatusBadge status={batch.registrationStatus} />}
        </Stack>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          <CardTitleLink to={href}>{liveClass.title}</CardTitleLink>
        </Heading>
        <Meta $size="sm" $muted>
          <span>Instruktur: {liveClass.instructor.name}</span>
        </Meta>
        {batch ? (
          <Stack $gap={1}>
            <Text $size="sm">
              {batch.name}: <time dateTime={batch.startsAt}>{formatDateRange(batch.startsAt, batch.endsAt)}</time>
            </Text>
            <Text $size="sm" $muted>
              {seatsLabel(batch.seatsLeft, batch.quota)}
            </Text>
            <PriceTag price={batch.price} salePrice={batch.salePrice} />
          </Stack>
        ) : (
          <Text $size="sm" $muted>
            Belum ada batch yang dijadwalkan.
          </Text>
        )}
      </Stack>
    </LinkCard>
  );
}

export function EventCard({ event, headingLevel = 2 }: { event: EventSummary; headingLevel?: HeadingTag }) {
  const titleId = useId();
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Cover src={event.coverUrl} label="Cyber Insight" />
        <Stack $direction="row" $gap={2} $wrap>
          <BatchStatusBadge status={event.registrationStatus} />
          <Badge>{event.price === 0 ? 'Gratis' : formatCurrency(event.price)}</Badge>
        </Stack>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          <CardTitleLink to={`/cyber-insight/${event.id}`}>{event.title}</CardTitleLink>
        </Heading>
        <Text $muted>{event.summary}</Text>
        <Meta $size="sm" $muted>
          <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, { withZone: true })}</time>
          <span>{event.location}</span>
        </Meta>
      </Stack>
    </LinkCard>
  );
}
