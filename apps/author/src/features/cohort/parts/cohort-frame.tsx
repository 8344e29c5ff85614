/**
 * The frame of every page of one cohort the instructor teaches — a live-class batch
 * (/author/liveclass/{liveclassSlug}/batch/{batchId}/…) or a corporate-training group
 * (/author/corporate-training/{trainingSlug}/group/{groupId}/…): the way back, the cohort's name, dates and numbers,
 * and its menu — Sesi & kehadiran (the main page), Materi, Kuis & tes, Diskusi, Peserta — as links (each page has its
 * own address, Tab reaches them, the current one is marked). The cohort comes from its attendance sheet (one cached
 * call for every page); a 403 or 404 is the area's error page.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  EmptyState,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { SectionMenu } from '@akademi-siber/ui-design-system/section-menu';
import type { AttendanceSheet, CohortOwner } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { COHORT_NOUNS, useGetCohortAttendanceQuery, type StaffCohortRef } from '@akademi-siber/feature-attendance';
import { cohortPagePath, dateRange } from './cohort-links';

/** The cohort's pages, after its main page's address. */
export const COHORT_SECTIONS = [
  { segment: '', label: 'Sesi & kehadiran' },
  { segment: 'materi', label: 'Materi' },
  { segment: 'quiz', label: 'Kuis & tes' },
  { segment: 'diskusi', label: 'Diskusi' },
  { segment: 'peserta', label: 'Peserta' },
] as const;

/** Where the way back says the cohort is listed on the author home. */
const HOME_SECTIONS: Readonly<Record<CohortOwner, string>> = {
  batch: 'Batch live class',
  group: 'Grup pelatihan korporat',
};

/**
 * The cohort named by the address (a group's route has `trainingSlug` and `groupId`, a batch's `liveclassSlug` and
 * `batchId`), its owner, and whether the address can name one at all.
 */
export function useCohortParams(): { cohort: StaffCohortRef; owner: CohortOwner; valid: boolean } {
  const { liveclassSlug = '', batchId = '', trainingSlug, groupId = '' } = useParams();
  const idText = trainingSlug === undefined ? batchId : groupId;
  const id = Number(idText);
  const valid = /^\d{1,9}$/.test(idText) && id > 0;
  return trainingSlug === undefined
    ? { cohort: { liveclassSlug, batchId: id }, owner: 'batch', valid }
    : { cohort: { trainingSlug, groupId: id }, owner: 'group', valid };
}

export interface CohortFrameProps {
  /** The page's name in the document title, before the cohort's ("Materi", "Kehadiran", …). */
  pageTitle: string;
  /** What could not be loaded, for the retry panel's heading: "Kehadiran" → "Kehadiran grup belum dapat dimuat". */
  errorSubject: string;
  /** False on a page with its own h1 (a discussion thread): the cohort's name is then a line of text. */
  nameAsHeading?: boolean;
  children: (sheet: AttendanceSheet, cohort: StaffCohortRef) => ReactNode;
}

export function CohortFrame({ pageTitle, errorSubject, nameAsHeading = true, children }: CohortFrameProps) {
  const { cohort, owner, valid } = useCohortParams();
  const query = useGetCohortAttendanceQuery(cohort, { skip: !valid });
  const sheet = query.data;
  const name = sheet ? `${sheet.parent.title} — ${sheet.cohort.name}` : null;
  usePageTitle(name ? `${pageTitle} ${name}` : null, 'Author');

  if (!valid) return <ErrorPanel status={404} />;
  const status = errorStatus(query.error);
  if (status === 403 || status === 404) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  const base = cohortPagePath(cohort);
  const noun = COHORT_NOUNS[owner];

  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !sheet ? (
        <ErrorState
          title={`${errorSubject} ${noun} belum dapat dimuat`}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack $gap={6}>
          <Stack $gap={2}>
            <Text $size="sm">
              <Link to="/author">Beranda</Link> / {HOME_SECTIONS[owner]}
            </Text>
            {nameAsHeading ? (
              <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Heading>
            ) : (
              <Text style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Text>
            )}
            <Text $muted>
              {[
                dateRange(sheet.cohort.startsAt, sheet.cohort.endsAt),
                `${formatNumber(sheet.members.length)} peserta`,
                `${formatNumber(sheet.sessions.length)} sesi`,
              ].join(' · ')}
            </Text>
          </Stack>
          <SectionMenu
            label={`Menu ${noun}`}
            items={COHORT_SECTIONS.map((section) => ({
              to: section.segment ? `${base}/${section.segment}` : base,
              label: section.label,
              end: section.segment === '',
            }))}
          />
          {children(sheet, cohort)}
        </Stack>
      )}
    </Container>
  );
}

export interface CohortContentProps {
  sheet: AttendanceSheet;
  /** The page on the cohort's content (its course-player slug). */
  children: (contentSlug: string) => ReactNode;
}

/**
 * A page on the cohort's content (materials, quizzes, discussions), or what says why there is none: a group made
 * before groups had instructors has no content until an admin names one (a batch always has its content).
 */
export function CohortContent({ sheet, children }: CohortContentProps) {
  if (sheet.contentSlug) return children(sheet.contentSlug);
  return (
    <EmptyState
      headingLevel={2}
      title={`Materi ${COHORT_NOUNS[sheet.owner]} ini belum tersedia`}
      description={
        'Materi, kuis, dan diskusi dibuat bersama instruktur yang ditetapkan admin. ' +
        'Hubungi admin bila halaman ini tetap kosong.'
      }
    />
  );
}
