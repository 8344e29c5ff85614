/** /cybersecurity-culture (depan-dark): the corporate cybersecurity-culture program and how a company joins. */
import { Link } from 'react-router-dom';
import { Button, Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Band, BandContent, DarkHero, FeatureGrid } from '../../../layout/marketing-parts';

const FEATURES = [
  {
    title: 'Materi untuk semua karyawan',
    text:
      'Modul singkat tentang phishing, password, perangkat kerja, ' +
      'dan pelindungan data, dalam bahasa yang mudah dipahami siapa saja.',
  },
  {
    title: 'Dashboard manajer program',
    text:
      'Partisipasi, penyelesaian, rata-rata nilai, ' +
      'dan poin tiap batch dan perusahaan, dengan grafik tren dari waktu ke waktu.',
  },
  {
    title: 'Poin dan peringkat',
    text:
      'Karyawan mengumpulkan poin dari setiap materi yang selesai. ' +
      'Peringkat per batch membuat program terasa hidup.',
  },
  {
    title: 'Laporan siap audit',
    text: 'Unduh daftar peserta beserta progresnya untuk kebutuhan kepatuhan dan laporan ke manajemen.',
  },
] as const;

const STEPS = [
  'Tim kami menyusun batch program bersama HR dan tim keamanan perusahaan Anda.',
  'Karyawan bergabung dengan akun Akademi Siber dan mulai belajar dari ponsel atau laptop.',
  'Manajer program memantau kemajuan tiap batch dari dashboard dan mengatur ulang password karyawan bila perlu.',
] as const;

export function CybersecurityCulturePage() {
  usePageTitle('Cybersecurity Culture');
  return (
    <>
      <DarkHero aria-labelledby="culture-title">
        <Container>
          <Stack $gap={5}>
            <Heading level={1} id="culture-title">
              Bangun budaya keamanan siber di seluruh perusahaan
            </Heading>
            <p>
              Sebagian besar insiden berawal dari satu klik. Program Cybersecurity Culture melatih setiap karyawan
              mengenali risiko sehari-hari, dan memberi manajer data untuk melihat hasilnya.
            </p>
            <Stack $direction="row" $gap={3} $wrap>
              <Button
                as="a"
                href="mailto:halo@akademisiber.id?subject=Program%20Cybersecurity%20Culture"
                $variant="primary"
                $size="lg"
              >
                Hubungi tim kami
              </Button>
              <Button as={Link} to="/login" $variant="secondary" $size="lg">
                Masuk sebagai manajer program
              </Button>
            </Stack>
          </Stack>
        </Container>
      </DarkHero>
      <Band aria-labelledby="culture-features-title">
        <BandContent id="culture-features" title="Apa yang perusahaan Anda dapatkan">
          <FeatureGrid features={FEATURES} />
        </BandContent>
      </Band>
      <Band $muted aria-labelledby="culture-steps-title">
        <BandContent id="culture-steps" title="Cara kerjanya">
          <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 12 }}>
            {STEPS.map((step) => (
              <li key={step}>
                <Text>{step}</Text>
              </li>
            ))}
          </ol>
        </BandContent>
      </Band>
    </>
  );
}
