/**
 * What the public pages build on, whatever their domain: the page's bands and header, a detail page's columns,
 * facts, cover and meta line, the loading/not-found/error states of a detail page, the page number of a list, and
 * who is looking (a visitor, a member or another role) for the pages that offer something to buy or redeem.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { roleOf, useSession } from '@akademi-siber/data-access-auth';
import {
  Container,
  EmptyState,
  ErrorState,
  Heading,
  media,
  SkeletonList,
  Stack,
  Text,
  theme,
} from '@akademi-siber/ui-design-system';
import type { RoleName } from '@akademi-siber/util-contracts';

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

/** The top of a public page: h1 and a lead, with room for controls under them. */
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

const Thumb = styled.img`
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

// ---------------------------------------------------------------- states

/** The page of an item that does not exist (404) or failed to load, in the public pages' frame. */
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

/** Skeleton for a detail page while it loads (announced once). */
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
