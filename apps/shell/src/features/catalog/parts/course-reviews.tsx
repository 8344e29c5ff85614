/** A course's rating and its participants' reviews, page by page. */
import { useState } from 'react';
import { Avatar, Card, EmptyState, Heading, Pagination, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import type { CourseDetail } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetCourseReviewsQuery } from '@akademi-siber/data-access-catalog';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { Meta } from '../../../layout/page-parts';

export const REVIEWS_PER_PAGE = 5;

export function Stars({ rating }: { rating: number }) {
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

export function Reviews({ course }: { course: CourseDetail }) {
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
