/**
 * The catalogue a teacher assigns from (/teacher/ctf, /teacher/exercise-lab): filtered by category and title on the
 * page (the list is the platform's whole catalogue, a few dozen items), paged, each card saying how many of the
 * teacher's students finished it and in how many of their classrooms it is assigned, with the way to assign it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  Select,
  SkeletonList,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@akademi-siber/ui-design-system';
import {
  LAB_CATEGORIES,
  LAB_CATEGORY_LABELS,
  LAB_DIFFICULTY_LABELS,
  type LabCategory,
  type LabDifficulty,
} from '@akademi-siber/util-contracts';
import { useGetLabClassroomsQuery } from '@akademi-siber/data-access-lab';
import type { LabItemKind } from '../data/lab-api';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { DIFFICULTY_TONE } from './lab-format';

const PER_PAGE = 9;

export interface CatalogueItem {
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
}

export interface CatalogueProps<T extends CatalogueItem> {
  kind: LabItemKind;
  heading: string;
  intro: string;
  query: { data?: T[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  /** The card's own facts under its title. */
  details: (item: T) => ReactNode;
}

export function Catalogue<T extends CatalogueItem>({ kind, heading, intro, query, details }: CatalogueProps<T>) {
  const [category, setCategory] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const classrooms = useGetLabClassroomsQuery();

  const shown = useMemo(() => {
    const term = q.trim().toLowerCase();
    return (query.data ?? []).filter(
      (item) => (!category || item.category === category) && (!term || item.title.toLowerCase().includes(term)),
    );
  }, [query.data, category, q]);
  const pageItems = shown.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  if (errorStatus(query.error) === 403) return <ErrorPanel status={403} message={errorMessage(query.error)} />;
  const headingId = `katalog-${kind}`;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>{heading}</Heading>
          <Text $muted>{intro}</Text>
        </Stack>
        <Stack $direction="row" $gap={3} $align="flex-end" $wrap role="search" aria-label={`Saring ${heading}`}>
          <Select
            label="Kategori"
            value={category}
            onChange={(event) => (setCategory(event.target.value), setPage(1))}
            options={[
              { value: '', label: 'Semua kategori' },
              ...LAB_CATEGORIES.map((value) => ({ value, label: LAB_CATEGORY_LABELS[value] })),
            ]}
          />
          <TextField
            label="Cari judul"
            type="search"
            value={q}
            onChange={(event) => (setQ(event.target.value), setPage(1))}
          />
        </Stack>
        {query.isLoading ? (
          <SkeletonList rows={3} />
        ) : query.error || !query.data ? (
          <ErrorState
            title={`${heading} belum dapat dimuat`}
            message={errorMessage(query.error, '')}
            onRetry={() => void query.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title={query.data.length === 0 ? 'Katalog masih kosong' : 'Tidak ada yang cocok'}
            description={query.data.length === 0 ? undefined : 'Coba kategori atau kata kunci lain.'}
          />
        ) : (
          <Stack as="section" aria-labelledby={headingId} $gap={4}>
            <VisuallyHidden as="h2" id={headingId}>
              Daftar {heading}
            </VisuallyHidden>
            <Grid $min={260}>
              {pageItems.map((item) => (
                <Card key={item.slug} as="article" aria-labelledby={`${kind}-${item.slug}`}>
                  <Stack $gap={3}>
                    <Stack $direction="row" $gap={2} $wrap>
                      <Badge $tone="info">{LAB_CATEGORY_LABELS[item.category]}</Badge>
                      <Badge $tone={DIFFICULTY_TONE[item.difficulty]}>{LAB_DIFFICULTY_LABELS[item.difficulty]}</Badge>
                    </Stack>
                    <Heading level={4} as="h3" id={`${kind}-${item.slug}`}>
                      {item.title}
                    </Heading>
                    {details(item)}
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={`Tugaskan ke classroom: ${item.title}`}
                      disabled={!classrooms.data || classrooms.data.length === 0}
                      onClick={() => setTarget({ kind, itemSlug: item.slug, itemTitle: item.title })}
                    >
                      Tugaskan ke classroom
                    </Button>
                  </Stack>
                </Card>
              ))}
            </Grid>
            <Pagination page={page} perPage={PER_PAGE} total={shown.length} onPageChange={setPage} />
          </Stack>
        )}
      </Stack>
      <AssignDialog
        target={target}
        onClose={() => setTarget(null)}
        classroomChoices={(classrooms.data ?? []).map((classroom) => ({
          value: classroom.slug,
          label: classroom.name,
        }))}
      />
    </Container>
  );
}
