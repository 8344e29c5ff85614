/** Pieces every buying page shares: prices, dates, cards, status badges and the loading/empty/error states. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { roleOf, useSession } from '@akademi-siber/data-access-auth';
import {
  Badge,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  media,
  SkeletonList,
  Stack,
  Text,
  theme,
  VisuallyHidden,
  type BadgeTone,
} from '@akademi-siber/ui-design-system';
import type {
  CorporateTrainingSummary,
  CourseSummary,
  EventSummary,
  LiveClassBatch,
  LiveClassSummary,
  RoleName,
} from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate, formatDateTime, formatDuration } from '@akademi-siber/util-format';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';

// ---------------------------------------------------------------- formats

/** `12–14 Agu 2026` style range as two dates (same day shows once). */
export function formatDateRange(startsAt: string, endsAt: string): string {
  const start = formatDate(startsAt);
  const end = formatDate(endsAt);
  return start === end ? start : `${start} – ${end}`;
}

// ---------------------------------------------------------------- who is looking

export interface Viewer {
  /** The stored session is still being checked: show no buy button yet. */
  checking: boolean;
  role: RoleName | null;
}

export function useViewer(): Viewer {
  const { status, user } = useSession();
  return { checking: status === 'loading', role: status === 'authenticated' ? roleOf(user) : null };
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

export function effectivePrice(item: { price: number; salePrice: number | null }): number {
  return item.salePrice ?? item.price;
}

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

// ---------------------------------------------------------------- layout pieces

export const PageBand = styled.section<{ $muted?: boolean }>`
  padding-block: clamp(32px, 5vw, 56px);
  background: ${({ $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
`;

const HeaderBand = styled.header`
  padding-block: clamp(32px, 6vw, 64px) clamp(24px, 4vw, 40px);
  background: ${theme.colors.surfaceMuted};
  border-bottom: 1px solid ${theme.colors.border};
`;

/** The top of a catalog page: h1 and a lead, with room for controls under them. */
export function PageHeader({
  title,
  lead,
  children,
  titleId,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  titleId?: string;
}) {
  return (
    <HeaderBand>
      <Container>
        <Stack $gap={3}>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          {lead && (
            <Text $muted $size="lg" style={{ maxWidth: 760 }}>
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </HeaderBand>
  );
}

/**
 * A detail page's two columns: the content, then the panel that buys or registers (`<aside>`). One column on
 * tablets and phones; with `$asideFirst` the panel comes right under the title there, not after the long content.
 */
export const DetailColumns = styled.div<{ $asideFirst?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: 2.5rem;
  align-items: start;

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);

    & > aside {
      order: ${({ $asideFirst }) => ($asideFirst ? -1 : 0)};
      position: static;
    }
  }
`;

/** The label / value pairs of a detail panel (schedule, seats, company…). */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl style={{ display: 'grid', gap: 8, margin: 0 }}>
      {items.map((item) => (
        <div key={item.label}>
          <Text as="dt" $size="sm" $muted>
            {item.label}
          </Text>
          <Text as="dd" style={{ margin: 0 }}>
            {item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

export const Thumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
`;

const ThumbPlaceholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radii.md};
  background: linear-gradient(135deg, ${theme.colors.navy} 0%, #12315c 70%, ${theme.colors.primary} 150%);
  color: ${theme.colors.textInverse};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** A cover image, or a branded block with the category when there is none (decorative either way). */
export function Cover({ src, label }: { src: string | null; label: string }) {
  return src ? (
    <Thumb src={src} alt="" loading="lazy" decoding="async" />
  ) : (
    <ThumbPlaceholder aria-hidden="true">{label}</ThumbPlaceholder>
  );
}

export const Meta = styled(Text)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
`;

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

export function TrainingCard({
  training,
  headingLevel = 2,
}: {
  training: CorporateTrainingSummary;
  headingLevel?: HeadingTag;
}) {
  const titleId = useId();
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Cover src={training.thumbnailUrl} label="Corporate Training" />
        <Badge style={{ alignSelf: 'flex-start' }}>{training.durationDays} hari</Badge>
        <Heading level={4} as={`h${headingLevel}`} id={titleId}>
          <CardTitleLink to={`/corporate-training/${training.slug}`}>{training.title}</CardTitleLink>
        </Heading>
        <Text $muted>{training.summary}</Text>
      </Stack>
    </LinkCard>
  );
}

// ---------------------------------------------------------------- states

/** The page of an item that does not exist (404) or failed to load, in the catalog's frame. */
export function DetailFailure({
  error,
  notFoundTitle,
  notFoundText,
  backTo,
  backLabel,
  onRetry,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundText: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const { status, message } = (error ?? {}) as Partial<ApiError>;
  return (
    <Container style={{ paddingBlock: 48 }}>
      {/* 422: the address itself is not a valid slug or id, so there is no such page either. */}
      {status === 404 || status === 422 ? (
        <EmptyState
          headingLevel={1}
          title={notFoundTitle}
          description={notFoundText}
          action={
            <Link to={backTo} style={{ fontWeight: 600 }}>
              {backLabel}
            </Link>
          }
        />
      ) : (
        <ErrorState
          headingLevel={1}
          title="Halaman belum dapat dimuat"
          message={message ?? 'Terjadi kesalahan. Silakan coba lagi.'}
          onRetry={onRetry}
        />
      )}
    </Container>
  );
}

/** Skeleton for a detail page while it loads (announced once). */
/** A detail page's query: the skeleton while it loads, DetailFailure when it fails, else the page for its data. */
export function DetailStates<T>({
  query,
  children,
  ...failure
}: {
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  notFoundTitle: string;
  notFoundText: string;
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <DetailSkeleton />;
  if (query.error || !query.data)
    return <DetailFailure error={query.error} {...failure} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export function DetailSkeleton() {
  return (
    <Container style={{ paddingBlock: 48 }}>
      <SkeletonList rows={5} label="Memuat halaman…" />
    </Container>
  );
}

/** Reads a positive integer page number from the query string (1 when absent or bad). */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
