/**
 * /belajar-online (depan): the course catalogue. Search and filters live in the URL query (`q`, `kategori`,
 * `level`, `harga`, `page`) so a filtered list can be shared and back/forward walks through the changes; the
 * search box writes to the URL after the visitor stops typing.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  EmptyState,
  Grid,
  media,
  Pagination,
  Select,
  SkeletonList,
  Stack,
  Text,
  TextField,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { COURSE_LEVELS, PRICE_FILTERS, type PriceFilter } from '@akademi-siber/util-contracts';
import { useGetCourseFiltersQuery, useGetCoursesQuery } from '@akademi-siber/data-access-catalog';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { PageBand, PageHeader, pageFrom } from '../../../layout/page-parts';
import { CourseCard } from '../parts/catalog-cards';

export const COURSES_PER_PAGE = 9;
/** How long the search box waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 400;

const PRICE_LABELS: Record<PriceFilter, string> = { free: 'Gratis', paid: 'Berbayar' };

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  gap: 1rem;
  align-items: end;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :first-child {
      grid-column: 1 / -1;
    }
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FILTER_KEYS = ['q', 'kategori', 'level', 'harga'] as const;

export function CoursesPage() {
  usePageTitle('Belajar Online');
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const category = params.get('kategori') ?? '';
  const levelParam = params.get('level') ?? '';
  // Only the levels the API knows; a hand-edited link with another one lists every level.
  const level = COURSE_LEVELS.find((known) => known === levelParam) ?? '';
  const priceParam = params.get('harga');
  const price = PRICE_FILTERS.find((known) => known === priceParam);
  const page = pageFrom(params.get('page'));

  const filters = useGetCourseFiltersQuery();
  const courses = useGetCoursesQuery({
    page,
    perPage: COURSES_PER_PAGE,
    search: search || undefined,
    category: category || undefined,
    level: level || undefined,
    price,
  });

  /** One change of the query: a filter resets the page; every change is a history entry. */
  const update = (changes: Partial<Record<(typeof FILTER_KEYS)[number] | 'page', string>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  };

  // The search box follows the URL (back/forward), and writes to it once typing pauses.
  const [typed, setTyped] = useState(search);
  const lastWritten = useRef(search);
  useEffect(() => {
    if (search !== lastWritten.current) {
      lastWritten.current = search;
      setTyped(search);
    }
  }, [search]);
  // `update` reads the latest params through setParams, so only the typed text starts a write.
  const writeSearch = useEffectEvent((value: string) => update({ q: value }));
  useEffect(() => {
    const value = typed.trim();
    if (value === lastWritten.current) return undefined;
    const timer = setTimeout(() => {
      lastWritten.current = value;
      writeSearch(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const filtered = FILTER_KEYS.some((key) => params.get(key));
  const categoryOptions = [
    { value: '', label: 'Semua kategori' },
    ...(filters.data?.categories ?? []).map((name) => ({ value: name, label: name })),
  ];
  const levelOptions = [
    { value: '', label: 'Semua level' },
    ...(filters.data?.levels ?? []).map((name) => ({ value: name, label: name })),
  ];
  // A value from a shared link stays selectable even before (or without) the filter list.
  if (category && !categoryOptions.some((option) => option.value === category))
    categoryOptions.push({ value: category, label: category });
  if (level && !levelOptions.some((option) => option.value === level))
    levelOptions.push({ value: level, label: level });

  return (
    <>
      <PageHeader
        title="Belajar Online"
        lead={
          'Kelas mandiri keamanan siber dengan video, artikel, kuis, dan sertifikat. Belajar kapan ' +
          'saja, dari dasar hingga mahir.'
        }
      >
        <Filters role="search" aria-label="Cari dan saring kelas" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Cari kelas"
            type="search"
            name="q"
            maxLength={100}
            value={typed}
            placeholder="Contoh: keamanan web"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                lastWritten.current = typed.trim();
                update({ q: typed.trim() });
              }
            }}
          />
          <Select
            label="Kategori"
            name="kategori"
            value={category}
            options={categoryOptions}
            onChange={(event) => update({ kategori: event.target.value })}
          />
          <Select
            label="Level"
            name="level"
            value={level}
            options={levelOptions}
            onChange={(event) => update({ level: event.target.value })}
          />
          <Select
            label="Harga"
            name="harga"
            value={price ?? ''}
            options={[
              { value: '', label: 'Semua harga' },
              ...PRICE_FILTERS.map((value) => ({ value, label: PRICE_LABELS[value] })),
            ]}
            onChange={(event) => update({ harga: event.target.value })}
          />
        </Filters>
      </PageHeader>
      <PageBand aria-label="Daftar kelas">
        <Container>
          <QueryStates
            query={courses}
            errorTitle="Kelas belum dapat dimuat"
            loading={<SkeletonList rows={4} label="Memuat kelas…" />}
            isEmpty={(data) => data.data.length === 0}
            empty={
              <EmptyState
                title={filtered ? 'Tidak ada kelas yang cocok' : 'Belum ada kelas'}
                description={
                  filtered
                    ? 'Coba kata kunci lain atau hapus sebagian filter.'
                    : 'Kelas baru segera terbit. Kunjungi lagi nanti.'
                }
                action={
                  filtered ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => {
                        lastWritten.current = '';
                        setTyped('');
                        update({ q: '', kategori: '', level: '', harga: '' });
                      }}
                    >
                      Hapus semua filter
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            {(data) => (
              <Stack $gap={6} aria-busy={courses.isFetching}>
                <Text $muted $size="sm" role="status">
                  {data.meta.total} kelas ditemukan
                </Text>
                <Grid $min={280}>
                  {data.data.map((course) => (
                    <CourseCard key={course.slug} course={course} />
                  ))}
                </Grid>
                <Pagination
                  page={page}
                  perPage={COURSES_PER_PAGE}
                  total={data.meta.total}
                  onPageChange={(next) => update({ page: String(next) })}
                />
              </Stack>
            )}
          </QueryStates>
        </Container>
      </PageBand>
    </>
  );
}
