import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container, Grid, Heading, Stack, Text } from '@akademi-siber/ui-design-system';

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy} 0%, #12315c 60%, ${({ theme }) => theme.colors.primary} 140%);
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
  { title: 'Belajar Online', text: 'Kursus mandiri dengan video, kuis, ujian, dan sertifikat yang dapat diverifikasi siapa saja.' },
  { title: 'Live Class', text: 'Kelas langsung bersama praktisi dalam batch terjadwal, lengkap dengan pre-test dan post-test.' },
  { title: 'Corporate Training', text: 'Pelatihan untuk tim perusahaan dengan materi dan laporan kemajuan per peserta.' },
  { title: 'Cybersecurity Culture', text: 'Program budaya keamanan siber untuk seluruh karyawan dengan dashboard untuk manajer.' },
  { title: 'Cybersecurity Lab', text: 'Exercise lab terpandu dan tantangan CTF untuk mengasah keterampilan secara langsung.' },
  { title: 'Poin & XP', text: 'Setiap materi, kuis, dan tantangan memberi poin yang dapat ditukar dengan reward.' },
];

/** Public home: what the platform offers and the way in. */
export function HomePage() {
  return (
    <>
      <Hero>
        <Container>
          <Stack $gap={6}>
            <HeroTitle level={1}>Kelas online cyber security dengan standar industri</HeroTitle>
            <HeroText>
              Belajar keamanan siber dari dasar hingga mahir: kursus mandiri, live class, pelatihan korporat, lab CTF,
              dan sertifikat yang dapat diverifikasi.
            </HeroText>
            <Stack $direction="row" $gap={3} $wrap>
              <Button as={Link} to="/login" $variant="primary" $size="lg">
                Mulai belajar
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
              <Card key={item.title}>
                <Stack $gap={2}>
                  <Heading level={3}>{item.title}</Heading>
                  <Text $muted>{item.text}</Text>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Stack>
      </Container>
    </>
  );
}
