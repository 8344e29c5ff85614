/**
 * The frame of a learning item's pages (spec §2: /admin/corporate-program/{batchId}/{corporateId}/{learningId} with
 * materi, kuis and diskusi): the way back through the batch and the company, the item's title, due date, points and
 * counts, and its menu as links. The item comes from its company's call (one cached call for every page); an item,
 * company or batch that does not exist is the area's "not found".
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { SectionMenu } from '@akademi-siber/ui-design-system/section-menu';
import type { AdminProgramItem } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminProgramCompanyQuery } from '../data/program-api';
import { idParam, PROGRAM_HOME, programBatchPath, programCompanyPath, programItemPath } from './program-links';

export interface ItemFrameProps {
  /** The page's name in the document title, before the item's ("Materi", "Kuis", "Diskusi"). */
  pageTitle: string;
  /** False on a page with its own h1 (a discussion thread): the item's title is then a line of text. */
  nameAsHeading?: boolean;
  /** The page, given the item and its pages' address. */
  children: (item: AdminProgramItem, base: string) => ReactNode;
}

export function ItemFrame({ pageTitle, nameAsHeading = true, children }: ItemFrameProps) {
  const params = useParams();
  const batchId = idParam(params['batchId']);
  const corporateId = idParam(params['corporateId']);
  const itemId = idParam(params['learningId']);
  const valid = batchId > 0 && corporateId > 0 && itemId > 0;
  const query = useGetAdminProgramCompanyQuery({ batchId, corporateId }, { skip: !valid });
  const data = query.data;
  const item = data?.items.find((candidate) => candidate.id === itemId);
  usePageTitle(item ? `${pageTitle} ${item.title}` : null, 'Admin');

  if (!valid || errorStatus(query.error) === 404 || (data && !item)) {
    return <ErrorPanel status={404} message={errorMessage(query.error, 'Materi program tidak ditemukan.')} />;
  }
  const base = programItemPath(batchId, corporateId, itemId);

  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !data || !item ? (
        <ErrorState
          title={`${pageTitle} belum dapat dimuat`}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack $gap={6}>
          <Stack $gap={2}>
            <Text $size="sm" as="nav" aria-label="Lokasi" style={{ overflowWrap: 'anywhere' }}>
              <Link to={PROGRAM_HOME}>Program Korporat</Link> /{' '}
              <Link to={programBatchPath(batchId)}>{data.batch.name}</Link> /{' '}
              <Link to={programCompanyPath(batchId, corporateId)}>{data.company.name}</Link>
            </Text>
            {nameAsHeading ? (
              <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Heading>
            ) : (
              <Text style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Text>
            )}
            <Text $muted>
              {[
                item.dueAt ? `Tenggat ${formatDateTime(item.dueAt, { withZone: true })}` : 'Tanpa tenggat',
                `${formatNumber(item.points)} poin`,
                `${formatNumber(item.started)} karyawan mulai`,
                `${formatNumber(item.completed)} selesai`,
              ].join(' · ')}
            </Text>
          </Stack>
          <SectionMenu
            label="Menu materi program"
            items={[
              { to: `${base}/materi`, label: 'Materi' },
              { to: `${base}/kuis`, label: 'Kuis' },
              { to: `${base}/diskusi`, label: 'Diskusi' },
            ]}
          />
          {children(item, base)}
        </Stack>
      )}
    </Container>
  );
}
