/**
 * The admin home's shortcuts to the staff pages; the order card says how many transfers wait for verification, the
 * discussion card how many questions wait for an answer.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, Grid, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetDiscussionCourseCountsQuery } from '@akademi-siber/feature-discussions/staff-api';
import { useGetAdminOrdersQuery } from '../../orders';

const ShortcutLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${theme.radii.lg};

  &:hover > div {
    border-color: ${theme.colors.primary};
  }
`;

const SHORTCUTS = [
  { to: '/admin/pengguna', title: 'Pengguna', text: 'Cari akun, ubah peran, nonaktifkan atau aktifkan kembali.' },
  { to: '/admin/pesanan', title: 'Verifikasi pesanan', text: 'Periksa bukti transfer, setujui atau tolak.' },
  { to: '/admin/kode-promo', title: 'Kode promo', text: 'Potongan harga dan banner halaman Promo.' },
  { to: '/admin/token-aktivasi', title: 'Token aktivasi', text: 'Buat dan unduh kode akses kelas atau langganan.' },
  { to: '/admin/acara', title: 'Acara Cyber Insight', text: 'Jadwal, pembicara, kuota, dan pendaftar.' },
  { to: '/admin/liveclass', title: 'Live class', text: 'Batch, harga, kuota, peserta, dan kehadiran.' },
  { to: '/admin/afiliasi', title: 'Pencairan afiliasi', text: 'Tandai komisi yang sudah ditransfer.' },
  { to: '/admin/paket-langganan', title: 'Paket langganan', text: 'Durasi dan harga paket berlangganan.' },
  { to: '/admin/permintaan-pelatihan', title: 'Permintaan pelatihan', text: 'Pengajuan pelatihan dari perusahaan.' },
  { to: '/admin/corporate-training', title: 'Pelatihan korporat', text: 'Grup perusahaan, peserta, dan impor CSV.' },
  {
    to: '/admin/corporate-program',
    title: 'Program korporat',
    text: 'Batch budaya keamanan: perusahaan, materi, manajer, dan karyawan.',
  },
  { to: '/admin/diskusi?status=unanswered', title: 'Diskusi kelas', text: 'Pertanyaan peserta yang menunggu jawaban.' },
] as const;

export function StaffShortcuts() {
  // Only the count is needed; a failure simply leaves the badge out.
  const { data } = useGetAdminOrdersQuery({ page: 1, perPage: 1, status: 'waiting_verification' });
  const waiting = data?.meta.total ?? 0;
  const { data: discussionCourses } = useGetDiscussionCourseCountsQuery();
  const questions = discussionCourses?.reduce((sum, line) => sum + line.unanswered, 0) ?? 0;
  return (
    <Stack $gap={3} as="section" aria-labelledby="staff-shortcuts-title">
      <Heading level={4} as="h2" id="staff-shortcuts-title">
        Kelola
      </Heading>
      <Grid $min="220px" $gap={4}>
        {SHORTCUTS.map((shortcut) => (
          <ShortcutLink key={shortcut.to} to={shortcut.to}>
            <Card $padding={4} style={{ height: '100%' }}>
              <Stack $gap={2}>
                <Stack $direction="row" $gap={2} $wrap>
                  <Text as="span" style={{ fontWeight: 600 }}>
                    {shortcut.title}
                  </Text>
                  {shortcut.to === '/admin/pesanan' && waiting > 0 && (
                    <Badge $tone="warning">{formatNumber(waiting)} menunggu</Badge>
                  )}
                  {shortcut.to.startsWith('/admin/diskusi') && questions > 0 && (
                    <Badge $tone="warning">{formatNumber(questions)} belum dijawab</Badge>
                  )}
                </Stack>
                <Text $size="sm" $muted>
                  {shortcut.text}
                </Text>
              </Stack>
            </Card>
          </ShortcutLink>
        ))}
      </Grid>
    </Stack>
  );
}
