import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, Notice, Stack, Text } from '@akademi-siber/ui-design-system';
import type { OrderDetail } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { ORDER_PATHS } from '../parts/order-paths';
import { Section } from '../../../layout/page-parts';
import { OrderItems } from '../parts/order-items';
import { OrderLoader, type OrderPageProps } from '../parts/order-loader';
import { ProofUpload } from '../parts/proof-upload';

function startPath(order: OrderDetail): { to: string; label: string } {
  switch (order.kind) {
    case 'subscription':
      return { to: '/member/subscription', label: 'Lihat langganan' };
    case 'event':
      return { to: '/member/cyber-insight', label: 'Lihat acara saya' };
    case 'liveclass':
      return { to: '/member/kelas-saya', label: 'Mulai belajar' };
    default:
      return { to: '/member/kelas-saya', label: 'Mulai belajar' };
  }
}

function StatusPanel({ order }: { order: OrderDetail }) {
  const paths = ORDER_PATHS[order.kind];
  switch (order.status) {
    case 'paid': {
      const next = startPath(order);
      const free = order.total === 0;
      return (
        <Card>
          <Stack $gap={3}>
            <Notice $tone="success" role="status">
              {order.kind === 'event'
                ? 'Pendaftaran Anda berhasil. Detail acara dan tautan bergabung dikirim ke email Anda.'
                : free
                  ? 'Pesanan gratis Anda sudah aktif.'
                  : `Pembayaran diterima${order.paidAt ? ` pada ${formatDate(order.paidAt)}` : ''}. Akses ` +
                    `Anda sudah aktif.`}
            </Notice>
            <div>
              <Button as={Link} to={next.to} $size="lg">
                {next.label}
              </Button>
            </div>
          </Stack>
        </Card>
      );
    }
    case 'waiting_verification':
      return (
        <Card>
          <Stack $gap={3}>
            <Notice $tone="info" role="status">
              Bukti transfer sudah kami terima
              {order.proof ? ` (${order.proof.originalName}, ${formatDate(order.proof.uploadedAt)})` : ''} dan sedang
              diverifikasi. Kami mengabari Anda lewat notifikasi dan email setelah pembayaran disetujui.
            </Notice>
          </Stack>
        </Card>
      );
    case 'rejected':
      return (
        <Stack $gap={4}>
          <Notice $tone="danger" role="alert">
            Bukti transfer ditolak{order.rejectionReason ? `: ${order.rejectionReason}` : '.'}
          </Notice>
          {new Date(order.expiresAt).getTime() > Date.now() ? (
            <ProofUpload order={order} />
          ) : (
            <Text>Batas waktu pesanan ini sudah lewat. Silakan buat pesanan baru.</Text>
          )}
        </Stack>
      );
    case 'pending':
      return (
        <EmptyState
          title="Menunggu pembayaran"
          description={`Selesaikan transfer sebelum ${formatDate(order.expiresAt)}, lalu unggah bukti transfernya.`}
          action={
            <Button as={Link} to={paths.pay(order.idTransaction)}>
              Lihat cara bayar
            </Button>
          }
        />
      );
    case 'expired':
      return (
        <EmptyState
          title="Pesanan kedaluwarsa"
          description="Bukti transfer tidak diterima sebelum batas waktu. Silakan buat pesanan baru."
        />
      );
    case 'cancelled':
      return (
        <EmptyState title="Pesanan dibatalkan" description="Pesanan ini sudah dibatalkan dan tidak perlu dibayar." />
      );
  }
}

function History({ order }: { order: OrderDetail }) {
  if (order.history.length === 0) return null;
  return (
    <Section title="Riwayat status" headingLevel={2}>
      <Stack as="ol" $gap={2} style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {order.history.map((change, index) => (
          <li key={index}>
            <Text $size="sm">
              {formatDate(change.at)} — {change.by}: {change.note ?? STATUS_WORDS[change.to]}
            </Text>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

const STATUS_WORDS: Record<OrderDetail['status'], string> = {
  pending: 'pesanan dibuat',
  waiting_verification: 'bukti transfer diunggah',
  paid: 'pembayaran disetujui',
  expired: 'pesanan kedaluwarsa',
  rejected: 'bukti transfer ditolak',
  cancelled: 'pesanan dibatalkan',
};

/** /member/pesanan/berhasil/:idTransaction (and variants): where the order stands and what to do next. */
export function ResultPage({ kind }: OrderPageProps) {
  return (
    <OrderLoader kind={kind} title="Status pesanan">
      {(order) => (
        <Stack $gap={6}>
          <StatusPanel order={order} />
          <OrderItems order={order} />
          <History order={order} />
        </Stack>
      )}
    </OrderLoader>
  );
}
