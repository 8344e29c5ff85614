/**
 * /belajar-online/{slug} (depan): a course before buying — description, syllabus (modules → materials with kind
 * and duration; free previews open in a dialog), the author, rating and reviews, and the price box.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Modal,
  Pagination,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { CourseDetail, MaterialKind, SyllabusMaterial, SyllabusModule } from '@akademi-siber/util-contracts';
import { formatDate, formatDuration, formatNumber } from '@akademi-siber/util-format';
import {
  useGetCourseQuery,
  useGetCourseReviewsQuery,
  useGetMaterialPreviewQuery,
} from '@akademi-siber/data-access-catalog';
import { ContentText } from '../content/content-text';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { DetailColumns, DetailStates, Meta, PageBand } from './catalog-parts';
import { CoursePriceBox } from './course-price-box';

export const REVIEWS_PER_PAGE = 5;

const Crumbs = styled.nav`
  font-size: ${theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${theme.colors.textMuted};
  }
`;

// ---------------------------------------------------------------- material kinds

const KIND_LABELS: Record<MaterialKind, string> = {
  video: 'Video',
  article: 'Artikel',
  file: 'Berkas',
  link: 'Tautan',
};

function KindIcon({ kind }: { kind: MaterialKind }) {
  const paths: Record<MaterialKind, ReactNode> = {
    video: <path d="M5 4.5v15l14-7.5z" />,
    article: <path d="M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h3" />,
    file: <path d="M12 3v12m0 0-4-4m4 4 4-4M5 19h14" />,
    link: (
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    ),
  };
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[kind]}
    </svg>
  );
}

// ---------------------------------------------------------------- syllabus

const ModuleButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 52px;
  padding: 0.75rem 1rem;
  border: 0;
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: -3px;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const ModuleFrame = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const MaterialRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 1rem;
  border-top: 1px solid ${theme.colors.border};

  & > span:first-child {
    display: inline-flex;
    color: ${theme.colors.textMuted};
  }
`;

function MaterialItem({
  material,
  onPreview,
}: {
  material: SyllabusMaterial;
  onPreview: (material: SyllabusMaterial) => void;
}) {
  return (
    <MaterialRow>
      <span>
        <KindIcon kind={material.kind} />
      </span>
      <span style={{ flex: '1 1 12rem' }}>
        {material.title}
        <Text as="span" $size="sm" $muted>
          {' '}
          · {KIND_LABELS[material.kind]}
          {material.durationSeconds > 0 ? ` · ${formatDuration(material.durationSeconds)}` : ''}
        </Text>
      </span>
      {material.isFreePreview && (
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={() => onPreview(material)}
          aria-label={`Pratinjau gratis: ${material.title}`}
        >
          Pratinjau gratis
        </Button>
      )}
    </MaterialRow>
  );
}

function ModuleSection({
  module,
  index,
  onPreview,
}: {
  module: SyllabusModule;
  index: number;
  onPreview: (material: SyllabusMaterial) => void;
}) {
  const [open, setOpen] = useState(index === 0);
  const panelId = useId();
  const duration = module.materials.reduce((sum, material) => sum + material.durationSeconds, 0);
  return (
    <ModuleFrame>
      <Heading level={3} style={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <ModuleButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            {module.title}
            <Text as="span" $size="sm" $muted $weight="regular">
              {' '}
              · {module.materials.length} materi{duration > 0 ? ` · ${formatDuration(duration)}` : ''}
            </Text>
          </span>
          <svg
            width={18}
            height={18}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
            focusable="false"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </ModuleButton>
      </Heading>
      <ul id={panelId} hidden={!open} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {module.materials.map((material) => (
          <MaterialItem key={material.hashId} material={material} onPreview={onPreview} />
        ))}
      </ul>
    </ModuleFrame>
  );
}

function PreviewDialog({ slug, material, onClose }: { slug: string; material: SyllabusMaterial; onClose: () => void }) {
  const preview = useGetMaterialPreviewQuery({ slug, hashId: material.hashId });
  return (
    <Modal
      open
      title={`Pratinjau: ${material.title}`}
      onClose={onClose}
      size="lg"
      footer={
        <Button type="button" $variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      {preview.isLoading ? (
        <SkeletonList rows={3} label="Memuat pratinjau…" />
      ) : preview.error || !preview.data ? (
        <ErrorState
          headingLevel={3}
          title="Pratinjau belum dapat dimuat"
          message={(preview.error as ApiError | undefined)?.message ?? 'Terjadi kesalahan. Silakan coba lagi.'}
          onRetry={() => void preview.refetch()}
        />
      ) : preview.data.body ? (
        <ContentText body={preview.data.body} headingLevel={3} />
      ) : preview.data.streamUrl ? (
        <video controls preload="metadata" src={preview.data.streamUrl} style={{ width: '100%', borderRadius: 8 }}>
          <track kind="captions" />
        </video>
      ) : (
        <Text>Materi ini dapat dibuka setelah Anda terdaftar di kelas.</Text>
      )}
    </Modal>
  );
}

// ---------------------------------------------------------------- reviews

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span
      aria-label={`Rating ${formatNumber(rating)} dari 5`}
      role="img"
      style={{ color: '#B7791F', letterSpacing: 2 }}
    >
      {'★'.repeat(rounded)}
      <span style={{ color: theme.colors.border }}>{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

function Reviews({ course }: { course: CourseDetail }) {
  const [page, setPage] = useState(1);
  const reviews = useGetCourseReviewsQuery({ slug: course.slug, page, perPage: REVIEWS_PER_PAGE });
  return (
    <section aria-labelledby="reviews-title">
      <Stack $gap={4}>
        <Heading level={2} id="reviews-title">
          Ulasan peserta
        </Heading>
        {course.rating !== null && (
          <Stack $direction="row" $gap={3} $align="center" $wrap>
            <Text $size="lg" $weight="bold">
              {formatNumber(course.rating)}
            </Text>
            <Stars rating={course.rating} />
            <Text $muted>({course.reviewCount} ulasan)</Text>
          </Stack>
        )}
        <QueryStates
          query={reviews}
          headingLevel={3}
          errorTitle="Ulasan belum dapat dimuat"
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title="Belum ada ulasan"
              description="Jadilah peserta pertama yang memberi ulasan untuk kelas ini."
            />
          }
        >
          {(data) => (
            <Stack $gap={4} aria-busy={reviews.isFetching}>
              <Stack as="ul" $gap={3} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {data.data.map((review) => (
                  <Card as="li" key={review.id}>
                    <Stack $gap={2}>
                      <Stack $direction="row" $gap={3} $align="center">
                        <Avatar src={review.reviewer.avatarUrl} name={review.reviewer.name} alt="" size={36} />
                        <Stack $gap={1}>
                          <Text $weight="semibold">{review.reviewer.name}</Text>
                          <Meta $size="sm" $muted>
                            <Stars rating={review.rating} />
                            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                          </Meta>
                        </Stack>
                      </Stack>
                      <Text>{review.comment}</Text>
                    </Stack>
                  </Card>
                ))}
              </Stack>
              <Pagination page={page} perPage={REVIEWS_PER_PAGE} total={data.meta.total} onPageChange={setPage} />
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </section>
  );
}

// ---------------------------------------------------------------- page

function CourseBody({ course }: { course: CourseDetail }) {
  const [preview, setPreview] = useState<SyllabusMaterial | null>(null);
  return (
    <>
      <PageBand $muted aria-labelledby="course-title">
        <Container>
          <Stack $gap={4}>
            <Crumbs aria-label="Lokasi halaman">
              <ol>
                <li>
                  <Link to="/belajar-online">Belajar Online</Link>
                </li>
                <li>
                  <Link to={`/belajar-online?kategori=${encodeURIComponent(course.category)}`}>{course.category}</Link>
                </li>
              </ol>
            </Crumbs>
            <Heading level={1} id="course-title">
              {course.title}
            </Heading>
            <Stack $direction="row" $gap={2} $wrap>
              <Badge $tone="info">{course.level}</Badge>
              {course.includedInSubscription && <Badge $tone="success">Termasuk langganan</Badge>}
            </Stack>
            <Meta $muted>
              <span>Oleh {course.author.name}</span>
              <span>
                {course.totalModules} modul · {course.totalMaterials} materi
              </span>
              {course.durationSeconds > 0 && <span>{formatDuration(course.durationSeconds)}</span>}
              <span>{formatNumber(course.enrolledCount)} peserta</span>
              {course.rating !== null && (
                <span>
                  <Stars rating={course.rating} /> {formatNumber(course.rating)} ({course.reviewCount} ulasan)
                </span>
              )}
            </Meta>
          </Stack>
        </Container>
      </PageBand>
      <PageBand>
        <Container>
          <DetailColumns $asideFirst>
            <Stack $gap={8}>
              <section aria-labelledby="about-title">
                <Stack $gap={3}>
                  <Heading level={2} id="about-title">
                    Tentang kelas ini
                  </Heading>
                  <ContentText body={course.description} headingLevel={3} />
                </Stack>
              </section>
              <section aria-labelledby="syllabus-title">
                <Stack $gap={3}>
                  <Heading level={2} id="syllabus-title">
                    Silabus
                  </Heading>
                  {course.modules.length === 0 ? (
                    <Text $muted>Silabus kelas ini sedang disusun.</Text>
                  ) : (
                    course.modules.map((module, index) => (
                      <ModuleSection key={module.slug} module={module} index={index} onPreview={setPreview} />
                    ))
                  )}
                </Stack>
              </section>
              <section aria-labelledby="author-title">
                <Stack $gap={3}>
                  <Heading level={2} id="author-title">
                    Pengajar
                  </Heading>
                  <Stack $direction="row" $gap={3} $align="center">
                    <Avatar src={course.author.avatarUrl} name={course.author.name} alt="" size={56} />
                    <Stack $gap={1}>
                      <Text $weight="semibold">{course.author.name}</Text>
                      <Link to={`/${course.author.username}`}>Lihat profil @{course.author.username}</Link>
                    </Stack>
                  </Stack>
                </Stack>
              </section>
              <Reviews course={course} />
            </Stack>
            <CoursePriceBox course={course} />
          </DetailColumns>
        </Container>
      </PageBand>
      {preview && <PreviewDialog slug={course.slug} material={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

export function CourseDetailPage() {
  const { slug = '' } = useParams();
  const course = useGetCourseQuery(slug);
  usePageTitle(course.data?.title ?? (course.error ? 'Kelas tidak ditemukan' : 'Belajar Online'));
  return (
    <DetailStates
      query={course}
      notFoundTitle="Kelas tidak ditemukan"
      notFoundText="Kelas ini tidak ada atau belum terbit."
      backTo="/belajar-online"
      backLabel="Lihat semua kelas"
    >
      {(data) => <CourseBody course={data} />}
    </DetailStates>
  );
}
