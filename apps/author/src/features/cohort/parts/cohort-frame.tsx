/**
 * The frame of every page of one batch (/author/liveclass/{liveclassSlug}/batch/{batchId}/…): the way back, the
 * batch's name, dates and numbers, and the batch's menu — Sesi & kehadiran (the main page), Materi, Kuis & tes,
 * Diskusi, Peserta — as links (each page has its own address, Tab reaches them, the current one is marked). The
 * batch comes from its attendance sheet (one cached call for every page); a 403 or 404 is the area's error page.
 */
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { AttendanceSheet } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetBatchAttendanceQuery, type BatchArgs } from '@akademi-siber/feature-attendance';
import { batchAttendancePath, dateRange } from './batch-links';

const { colors, fonts, fontSizes, radii } = theme;

/** The batch's pages, after its main page's address. */
export const BATCH_SECTIONS = [
  { segment: '', label: 'Sesi & kehadiran' },
  { segment: 'materi', label: 'Materi' },
  { segment: 'quiz', label: 'Kuis & tes' },
  { segment: 'diskusi', label: 'Diskusi' },
  { segment: 'peserta', label: 'Peserta' },
] as const;

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.875rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.textMuted};
    font-family: ${fonts.ui};
    font-size: ${fontSizes.sm};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${colors.text};
    border-color: ${colors.borderStrong};
  }

  a[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.primarySubtle};
    color: ${colors.primaryText};
    font-weight: 600;
  }
`;

/** The batch named by the address, and whether the address can name one at all. */
export function useBatchParams(): { batch: BatchArgs; valid: boolean } {
  const { liveclassSlug = '', batchId = '' } = useParams();
  const id = Number(batchId);
  return { batch: { liveclassSlug, batchId: id }, valid: /^\d+$/.test(batchId) && id > 0 };
}

export interface BatchFrameProps {
  /** The page's name in the document title, before the batch's ("Materi", "Kehadiran", …). */
  pageTitle: string;
  /** The heading of the retry panel when the batch cannot be loaded. */
  errorTitle: string;
  /** False on a page with its own h1 (a discussion thread): the batch's name is then a line of text. */
  nameAsHeading?: boolean;
  children: (sheet: AttendanceSheet, batch: BatchArgs) => ReactNode;
}

export function BatchFrame({ pageTitle, errorTitle, nameAsHeading = true, children }: BatchFrameProps) {
  const { batch, valid } = useBatchParams();
  const query = useGetBatchAttendanceQuery(batch, { skip: !valid });
  const sheet = query.data;
  usePageTitle(sheet ? `${pageTitle} ${sheet.liveClass.title} — ${sheet.batch.name}` : null, 'Author');

  if (!valid) return <ErrorPanel status={404} />;
  const status = errorStatus(query.error);
  if (status === 403 || status === 404) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  const base = batchAttendancePath(batch.liveclassSlug, batch.batchId);

  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !sheet ? (
        <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack $gap={6}>
          <Stack $gap={2}>
            <Text $size="sm">
              <Link to="/author">Beranda</Link> / Batch live class
            </Text>
            {nameAsHeading ? (
              <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
                {sheet.liveClass.title} — {sheet.batch.name}
              </Heading>
            ) : (
              <Text style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {sheet.liveClass.title} — {sheet.batch.name}
              </Text>
            )}
            <Text $muted>
              {[
                dateRange(sheet.batch.startsAt, sheet.batch.endsAt),
                `${formatNumber(sheet.members.length)} peserta`,
                `${formatNumber(sheet.sessions.length)} sesi`,
              ].join(' · ')}
            </Text>
          </Stack>
          <nav aria-label="Menu batch">
            <Menu>
              {BATCH_SECTIONS.map((section) => (
                <li key={section.segment}>
                  <NavLink to={section.segment ? `${base}/${section.segment}` : base} end={section.segment === ''}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </Menu>
          </nav>
          {children(sheet, batch)}
        </Stack>
      )}
    </Container>
  );
}
