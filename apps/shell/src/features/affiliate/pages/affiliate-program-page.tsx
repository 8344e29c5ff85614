/**
 * `/affiliate-program` (depan): how the referral program works — the rate and holding period are shown to members
 * on /member/afiliasi (there is no public endpoint for them). The policy text is `/affiliate-program/kebijakan`
 * (default layout, its text a static page the admins edit at /admin/halaman, decision 0052).
 */
import { Link } from 'react-router-dom';
import { Button, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Band, BandContent, FeatureGrid } from '../../../layout/marketing-parts';
import { PageHeader, useViewer } from '../../../layout/page-parts';

const STEPS = [
  {
    title: '1. Gabung',
    text:
      'Masuk dengan akun member, buka menu Afiliasi, dan aktifkan program. ' +
      'Anda langsung mendapat kode dan tautan referral.',
  },
  {
    title: '2. Bagikan',
    text:
      'Bagikan tautan referral ke teman, komunitas, atau media sosial. ' +
      'Tautan ke halaman mana pun bisa dipakai dengan menambahkan ?ref=KODE.',
  },
  {
    title: '3. Dapat komisi',
    text:
      'Saat orang yang datang lewat tautan Anda membeli dalam 30 hari, ' +
      'Anda mendapat komisi dari nilai pembelian setelah diskon.',
  },
  {
    title: '4. Cairkan',
    text: 'Komisi tersedia setelah masa tunggu berakhir. Ajukan pencairan ke rekening bank Anda dari halaman Afiliasi.',
  },
] as const;

const RULES = [
  'Kode referral disimpan di peramban pengunjung selama 30 hari; tautan referral yang lebih baru ' +
    'menggantikan yang lama.',
  'Komisi dihitung dari pembelian yang sudah lunas, setelah potongan promo dan tanpa kode unik transfer.',
  'Anda tidak dapat memakai tautan referral sendiri untuk pembelian Anda.',
  'Besaran komisi, masa tunggu, dan batas minimum pencairan tampil di halaman Afiliasi akun Anda.',
];

export function AffiliateProgramPage() {
  usePageTitle('Program Afiliasi');
  const viewer = useViewer();
  const start =
    viewer.role === 'member' ? (
      <Button as={Link} to="/member/afiliasi" $variant="primary" $size="lg">
        Buka halaman Afiliasi
      </Button>
    ) : viewer.role === null ? (
      <Stack $direction="row" $gap={3} $wrap>
        <Button as={Link} to="/login?redirect=%2Fmember%2Fafiliasi" $variant="primary" $size="lg">
          Masuk dan gabung
        </Button>
        <Button as={Link} to="/register" $variant="secondary" $size="lg">
          Daftar akun member
        </Button>
      </Stack>
    ) : (
      <Text $muted>Program afiliasi tersedia untuk akun member.</Text>
    );
  return (
    <>
      <PageHeader
        title="Program Afiliasi"
        lead={
          'Ajak orang lain belajar keamanan siber dan dapatkan komisi dari setiap pembelian yang ' +
          'datang lewat tautan Anda.'
        }
      >
        {!viewer.checking && <div>{start}</div>}
      </PageHeader>
      <Band aria-labelledby="affiliate-steps-title">
        <BandContent id="affiliate-steps" title="Cara kerjanya">
          <FeatureGrid features={STEPS} />
        </BandContent>
      </Band>
      <Band $muted aria-labelledby="affiliate-rules-title">
        <BandContent id="affiliate-rules" title="Ketentuan singkat">
          <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 12 }}>
            {RULES.map((rule) => (
              <li key={rule}>
                <Text>{rule}</Text>
              </li>
            ))}
          </ul>
          <Text>
            Baca selengkapnya di <Link to="/affiliate-program/kebijakan">Kebijakan Program Afiliasi</Link>.
          </Text>
        </BandContent>
      </Band>
    </>
  );
}
