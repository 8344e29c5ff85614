/**
 * The data sections of the home page, loaded after the hero (their own chunk, so the first page stays small):
 * featured courses, live classes with their next batch, upcoming Cyber Insight events, testimonials and the
 * subscription plans. Each section has its skeleton, its error with retry, and a short note when empty.
 */
import { Link } from 'react-router-dom';
import { Avatar, Button, Card, Grid, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { formatCurrency } from '@akademi-siber/util-format';
import {
  useGetCoursesQuery,
  useGetEventsQuery,
  useGetLiveClassesQuery,
  useGetSubscriptionPlansQuery,
} from '@akademi-siber/data-access-catalog';
import { useGetTestimonialsQuery } from '../data/testimonials-api';
import { CardsSkeleton, EmptyNote, Section } from './home-section';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { useViewer } from '../../../layout/page-parts';
import { CourseCard, EventCard, LiveClassCard } from './catalog-cards';

export const HOME_COURSES = 6;
export const HOME_LIVE_CLASSES = 3;
export const HOME_EVENTS = 3;

function FeaturedCourses() {
  const courses = useGetCoursesQuery({ page: 1, perPage: HOME_COURSES });
  return (
    <Section
      id="home-courses"
      title="Kelas pilihan"
      intro="Kelas mandiri terbaru, dari dasar keamanan siber hingga topik tingkat lanjut."
      more={
        <Button as={Link} to="/belajar-online" $variant="secondary">
          Lihat semua kelas
        </Button>
      }
    >
      <QueryStates
        query={courses}
        errorTitle="Kelas belum dapat dimuat"
        headingLevel={3}
        loading={<CardsSkeleton count={3} label="Memuat kelas…" />}
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyNote>Kelas baru segera terbit.</EmptyNote>}
      >
        {(data) => (
          <Grid $min={280}>
            {data.data.map((course) => (
              <CourseCard key={course.slug} course={course} headingLevel={3} />
            ))}
          </Grid>
        )}
      </QueryStates>
    </Section>
  );
}

function LiveClasses() {
  const list = useGetLiveClassesQuery({ page: 1, perPage: HOME_LIVE_CLASSES });
  return (
    <Section
      id="home-liveclass"
      muted
      title="Live Class terdekat"
      intro="Belajar langsung bersama instruktur dalam batch terjadwal."
      more={
        <Button as={Link} to="/liveclass" $variant="secondary">
          Lihat semua live class
        </Button>
      }
    >
      <QueryStates
        query={list}
        errorTitle="Live class belum dapat dimuat"
        headingLevel={3}
        loading={<CardsSkeleton count={3} label="Memuat live class…" />}
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyNote>Jadwal live class berikutnya segera diumumkan.</EmptyNote>}
      >
        {(data) => (
          <Grid $min={280}>
            {data.data.map((liveClass) => (
              <LiveClassCard key={liveClass.slug} liveClass={liveClass} headingLevel={3} />
            ))}
          </Grid>
        )}
      </QueryStates>
    </Section>
  );
}

function UpcomingEvents() {
  const events = useGetEventsQuery({ when: 'upcoming', page: 1, perPage: HOME_EVENTS });
  return (
    <Section
      id="home-events"
      title="Cyber Insight mendatang"
      intro="Webinar dan diskusi bersama praktisi keamanan siber."
      more={
        <Button as={Link} to="/cyber-insight" $variant="secondary">
          Lihat semua acara
        </Button>
      }
    >
      <QueryStates
        query={events}
        errorTitle="Acara belum dapat dimuat"
        headingLevel={3}
        loading={<CardsSkeleton count={3} label="Memuat acara…" />}
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyNote>Belum ada acara mendatang. Lihat arsip acara di halaman Cyber Insight.</EmptyNote>}
      >
        {(data) => (
          <Grid $min={280}>
            {data.data.map((event) => (
              <EventCard key={event.id} event={event} headingLevel={3} />
            ))}
          </Grid>
        )}
      </QueryStates>
    </Section>
  );
}

function Testimonials() {
  const testimonials = useGetTestimonialsQuery();
  // Nothing to say is better left unsaid: the section is left out when there are no testimonials yet.
  if (testimonials.data?.length === 0) return null;
  return (
    <Section
      id="home-testimonials"
      muted
      title="Kata mereka"
      intro="Cerita peserta yang sudah belajar di Akademi Siber."
    >
      <QueryStates
        query={testimonials}
        errorTitle="Testimoni belum dapat dimuat"
        headingLevel={3}
        loading={<CardsSkeleton count={3} label="Memuat testimoni…" />}
      >
        {(data) => (
          <Grid as="ul" $min={280} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {data.map((testimonial) => (
              <Card as="li" key={testimonial.id}>
                <figure style={{ margin: 0 }}>
                  <Stack $gap={3}>
                    <blockquote style={{ margin: 0 }}>
                      <Text>“{testimonial.quote}”</Text>
                    </blockquote>
                    <figcaption>
                      <Stack $direction="row" $gap={3} $align="center">
                        <Avatar src={testimonial.avatarUrl} name={testimonial.name} alt="" size={40} />
                        <Stack $gap={1}>
                          <Text $weight="semibold">{testimonial.name}</Text>
                          <Text $size="sm" $muted>
                            {testimonial.role}
                          </Text>
                        </Stack>
                      </Stack>
                    </figcaption>
                  </Stack>
                </figure>
              </Card>
            ))}
          </Grid>
        )}
      </QueryStates>
    </Section>
  );
}

function Plans() {
  const plans = useGetSubscriptionPlansQuery();
  const viewer = useViewer();
  const target =
    viewer.role === 'member'
      ? '/member/subscription'
      : viewer.role === null
        ? '/login?redirect=%2Fmember%2Fsubscription'
        : null;
  return (
    <Section
      id="home-plans"
      title="Paket langganan"
      intro="Satu langganan untuk membuka semua kelas yang termasuk paket, selama masa aktif."
    >
      <QueryStates
        query={plans}
        errorTitle="Paket langganan belum dapat dimuat"
        headingLevel={3}
        loading={<CardsSkeleton count={3} label="Memuat paket langganan…" />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyNote>Paket langganan belum tersedia. Kelas tetap bisa dibeli satu per satu.</EmptyNote>}
      >
        {(data) => (
          <Grid as="ul" $min={240} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {data.map((plan) => (
              <Card as="li" key={plan.id} style={{ borderTop: `4px solid ${theme.colors.primary}` }}>
                <Stack $gap={3}>
                  <Heading level={3} style={{ fontSize: theme.fontSizes.xl }}>
                    {plan.name}
                  </Heading>
                  <Text $size="lg" $weight="bold">
                    {formatCurrency(plan.price)}
                    <Text as="span" $size="sm" $muted $weight="regular">
                      {' '}
                      / {plan.months} bulan
                    </Text>
                  </Text>
                  <Text $muted>{plan.description}</Text>
                  {target && (
                    <Button as={Link} to={target} $variant="primary" aria-label={`Berlangganan ${plan.name}`}>
                      Berlangganan
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
          </Grid>
        )}
      </QueryStates>
    </Section>
  );
}

export function HomeSections() {
  return (
    <>
      <FeaturedCourses />
      <LiveClasses />
      <UpcomingEvents />
      <Testimonials />
      <Plans />
    </>
  );
}
