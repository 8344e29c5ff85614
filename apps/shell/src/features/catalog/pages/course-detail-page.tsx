/**
 * /belajar-online/{slug} (depan): a course before buying — description, syllabus (modules → materials with kind
 * and duration; free previews open in a dialog), the author, rating and reviews, and the price box.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Container, Heading, Stack, Text, theme, usePageTitle } from '@akademi-siber/ui-design-system';
import type { CourseDetail, SyllabusMaterial } from '@akademi-siber/util-contracts';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import { useGetCourseQuery } from '@akademi-siber/data-access-catalog';
import { ContentText } from '../../../layout/content-text';
import { DetailColumns, DetailStates, Meta, PageBand } from '../../../layout/page-parts';
import { CourseByline } from '../parts/course-byline';
import { CoursePriceBox } from '../parts/course-price-box';
import { Reviews, Stars } from '../parts/course-reviews';
import { ModuleSection, PreviewDialog } from '../parts/course-syllabus';

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
              <CourseByline author={course.author} />
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
