/**
 * Public home (depan). The hero and the offerings are static and render at once (they are the first paint);
 * the sections with data — featured courses, live classes, events, testimonials, plans — come in their own
 * chunk (the catalog feature's homeSections) with skeletons, so the catalogue code never weighs on the first page.
 */
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, Grid, Heading, SkeletonList, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';
import { homeSections } from '../../catalog';

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.colors.navy} 0%, #12315c 60%, ${theme.colors.primary} 140%);
  color: #fff;
  padding-block: clamp(48px, 9vw, 112px);
`;

const HeroTitle = styled(Heading)`
  color: #fff;
  max-width: 760px;
  font-size: clamp(2rem, 5vw, 3.25rem);
`;

const HeroText = styled(Text)`
  color: rgba(255, 255, 255, 0.86);
  max-width: 640px;
  font-size: 1.125rem;
`;

const OFFERINGS = [
  {
    title: 'Belajar Online',
    to: '/belajar-online',
    text: 'Kursus mandiri dengan video, kuis, ujian, dan sertifikat yang dapat diverifikasi siapa saja.',
  },
  {
    title: 'Live Class',
    to: '/liveclass',
    text: 'Kelas langsung bersama praktisi dalam batch terjadwal, lengkap dengan pre-test dan post-test.',
  },
  {
    title: 'Corporate Training',
    to: '/corporate-training',
    text: 'Pelatihan untuk tim perusahaan dengan materi dan laporan kemajuan per peserta.',
  },
  {
    title: 'Cybersecurity Culture',
    to: '/cybersecurity-culture',
    text: 'Program budaya keamanan siber untuk seluruh karyawan dengan dashboard untuk manajer.',
  },
  {
    title: 'Cyber Insight',
    to: '/cyber-insight',
    text: 'Webinar dan diskusi bersama praktisi untuk mengikuti perkembangan dunia siber.',
  },
  {
    title: 'Cybersecurity Lab',
    to: '/cybersecuritylabs',
    text: 'Exercise lab terpandu dan tantangan CTF untuk mengasah keterampilan secara langsung.',
  },
] as const;

const HomeSections = homeSections.Component;

/** Public home: what the platform offers, what is on now, and the way in. */
export function HomePage() {
  return (
    <>
      <Hero aria-labelledby="home-title">
        <Container>
          <Stack $gap={6}>
            <HeroTitle level={1} id="home-title">
              Kelas online cyber security dengan standar industri
            </HeroTitle>
            <HeroText>
              Belajar keamanan siber dari dasar hingga mahir: kursus mandiri, live class, pelatihan korporat, lab CTF,
              dan sertifikat yang dapat diverifikasi.
            </HeroText>
            <Stack $direction="row" $gap={3} $wrap>
              <Button as={Link} to="/belajar-online" $variant="primary" $size="lg">
                Lihat kelas
              </Button>
              <Button as={Link} to="/register" $variant="secondary" $size="lg">
                Daftar gratis
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Hero>
      <Container as="section" aria-labelledby="offerings-title" style={{ paddingBlock: 56 }}>
        <Stack $gap={6}>
          <Heading level={2} id="offerings-title">
            Semua yang Anda butuhkan untuk menjadi profesional keamanan siber
          </Heading>
          <Grid $min={260}>
            {OFFERINGS.map((item) => (
              <LinkCard key={item.title}>
                <Stack $gap={2}>
                  <Heading level={3}>
                    <CardTitleLink to={item.to}>{item.title}</CardTitleLink>
                  </Heading>
                  <Text $muted>{item.text}</Text>
                </Stack>
              </LinkCard>
            ))}
          </Grid>
        </Stack>
      </Container>
      <Suspense
        fallback={
          <Container style={{ paddingBlock: 32 }}>
            <SkeletonList rows={3} label="Memuat kelas dan acara…" />
          </Container>
        }
      >
        <HomeSections />
      </Suspense>
    </>
  );
}
