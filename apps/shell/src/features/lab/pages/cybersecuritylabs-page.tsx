/** /cybersecuritylabs (lab layout): what the Cybersecurity Lab offers, and the way into the lab site. */
import { Link } from 'react-router-dom';
import { useSession } from '@akademi-siber/data-access-auth';
import { ExternalLink, useSisterSites } from '@akademi-siber/feature-app-frame';
import { Button, Container, Heading, Stack, usePageTitle } from '@akademi-siber/ui-design-system';
import { Band, BandContent, DarkHero, FeatureGrid } from '../../../layout/marketing-parts';

const EXERCISE_LAB = [
  {
    title: 'Skenario terpandu',
    text: 'Langkah demi langkah dari pengintaian sampai pelaporan, dengan pertanyaan di tiap tahap untuk memastikan Anda paham.',
  },
  {
    title: 'Mesin sungguhan',
    text: 'Setiap skenario berjalan di jaringan lab yang terisolasi, jadi Anda bisa mencoba tanpa merusak apa pun.',
  },
  { title: 'Progres tersimpan', text: 'Lanjutkan kapan saja; langkah yang sudah selesai tetap tercatat di akun Anda.' },
] as const;

const CTF = [
  {
    title: 'Tantangan berbagai kategori',
    text: 'Web, kriptografi, forensik, reverse engineering, dan jaringan, dari tingkat pemula sampai mahir.',
  },
  {
    title: 'Poin dan papan peringkat',
    text: 'Setiap flag yang benar memberi poin dan XP. Pemecah pertama tercatat di papan peringkat.',
  },
  {
    title: 'Petunjuk bila buntu',
    text: 'Buka petunjuk dengan menukar poin, supaya tetap belajar tanpa langsung melihat jawaban.',
  },
] as const;

export function CybersecurityLabsPage() {
  usePageTitle('Cybersecurity Lab');
  const sites = useSisterSites();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <>
      <DarkHero aria-labelledby="lab-title">
        <Container>
          <Stack $gap={5}>
            <Heading level={1} id="lab-title">
              Berlatih menyerang dan bertahan, secara legal dan aman
            </Heading>
            <p>
              Exercise Lab terpandu dan tantangan Capture The Flag di jaringan lab terisolasi. Tempat terbaik untuk
              mengubah teori menjadi keterampilan.
            </p>
            <Stack $direction="row" $gap={3} $wrap>
              {sites && (
                <Button as={ExternalLink} href={sites.lab()} $variant="primary" $size="lg">
                  {signedIn ? 'Masuk ke Lab' : 'Kunjungi situs Lab'}
                </Button>
              )}
              {!signedIn && (
                <Button as={Link} to="/register" $variant="secondary" $size="lg">
                  Daftar gratis
                </Button>
              )}
            </Stack>
          </Stack>
        </Container>
      </DarkHero>
      <Band id="exercise-lab" aria-labelledby="exercise-lab-title">
        <BandContent
          id="exercise-lab"
          title="Exercise Lab"
          intro="Latihan terstruktur untuk menguasai satu teknik dalam satu sesi."
        >
          <FeatureGrid features={EXERCISE_LAB} />
        </BandContent>
      </Band>
      <Band $muted id="ctf" aria-labelledby="ctf-title">
        <BandContent
          id="ctf"
          title="Capture The Flag"
          intro="Uji kemampuan Anda dengan tantangan yang menyembunyikan sebuah flag."
        >
          <FeatureGrid features={CTF} />
        </BandContent>
      </Band>
      <Band id="vpn-access" aria-labelledby="vpn-access-title">
        <BandContent
          id="vpn-access"
          title="VPN Access"
          intro="Mesin lab hanya dapat dijangkau lewat VPN. Setelah masuk ke situs Lab, unduh berkas konfigurasi VPN pribadi Anda dan sambungkan dengan klien OpenVPN."
        />
      </Band>
    </>
  );
}
