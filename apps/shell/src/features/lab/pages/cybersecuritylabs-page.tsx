/**
 * /cybersecuritylabs (lab layout): what the Cybersecurity Lab offers, its real catalogue by category and the top of
 * its scoreboard (the public API, decision 0035), and the way in: a visitor signs in on the way to /lab, a player
 * (a member, or a teacher with lab access) opens /lab.
 */
import { Link } from 'react-router-dom';
import { useSession, roleOf } from '@akademi-siber/data-access-auth';
import { Button, Container, Heading, Stack, usePageTitle } from '@akademi-siber/ui-design-system';
import { Band, BandContent, DarkHero, FeatureGrid } from '../../../layout/marketing-parts';
import { ChallengeCatalogue, ExerciseCatalogue } from '../parts/lab-catalogue';
import { LabScoreboardTop } from '../parts/lab-scoreboard';

const EXERCISE_LAB = [
  {
    title: 'Skenario terpandu',
    text:
      'Langkah demi langkah dari pengintaian sampai pelaporan, ' +
      'dengan pertanyaan di tiap tahap untuk memastikan Anda paham.',
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

/** Who is looking: still checking, a visitor, a player of the lab, or another role (no way in for them). */
function useLabViewer(): 'checking' | 'visitor' | 'player' | 'other' {
  const { status, user } = useSession();
  if (status === 'loading') return 'checking';
  if (status !== 'authenticated') return 'visitor';
  const role = roleOf(user);
  return role === 'member' || (role === 'teacher' && user?.teacher?.is_access_lab) ? 'player' : 'other';
}

function LabCallToAction() {
  const viewer = useLabViewer();
  if (viewer === 'player') {
    return (
      <Button as={Link} to="/lab" $variant="primary" $size="lg">
        Buka Lab
      </Button>
    );
  }
  if (viewer !== 'visitor') return null;
  return (
    <>
      <Button as={Link} to="/login?redirect=/lab" $variant="primary" $size="lg">
        Masuk untuk mulai
      </Button>
      <Button as={Link} to="/register" $variant="secondary" $size="lg">
        Daftar gratis
      </Button>
    </>
  );
}

export function CybersecurityLabsPage() {
  usePageTitle('Cybersecurity Lab');
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
              <LabCallToAction />
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
          <ExerciseCatalogue />
        </BandContent>
      </Band>
      <Band $muted id="ctf" aria-labelledby="ctf-title">
        <BandContent
          id="ctf"
          title="Capture The Flag"
          intro="Uji kemampuan Anda dengan tantangan yang menyembunyikan sebuah flag."
        >
          <FeatureGrid features={CTF} />
          <ChallengeCatalogue />
        </BandContent>
      </Band>
      <Band id="papan-skor" aria-labelledby="papan-skor-title">
        <BandContent id="papan-skor" title="Papan Skor" intro="Pemain dengan poin tertinggi di Cybersecurity Lab.">
          <LabScoreboardTop />
        </BandContent>
      </Band>
      <Band $muted id="vpn-access" aria-labelledby="vpn-access-title">
        <BandContent
          id="vpn-access"
          title="VPN Access"
          intro={
            'Mesin lab hanya dapat dijangkau lewat VPN. Setelah masuk ke Lab, buat dan unduh ' +
            'konfigurasi WireGuard pribadi Anda di menu VPN, lalu sambungkan dengan aplikasi ' +
            'WireGuard.'
          }
        />
      </Band>
    </>
  );
}
