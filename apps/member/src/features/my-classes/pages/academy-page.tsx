/**
 * /member/academy (spec §2; the public navbar's Academy menu lists the same five products, spec §3): the member's
 * way into every learning product — what they already follow in each (from Kelas Saya) and where to find more.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { MemberClass } from '@akademi-siber/util-contracts';
import { Link } from 'react-router-dom';
import { useGetMemberClassesQuery } from '../data/my-classes-api';

/** Enough for any real member's classes; the page says so when there are more. */
export const ACADEMY_CLASSES = 50;

interface Product {
  id: string;
  title: string;
  description: string;
  /** The public catalogue of the product. */
  catalogue: string;
  /** The member's own page for the product, if it has one. */
  mine?: { to: string; label: string };
  /** The enrollments of Kelas Saya that belong to the product. */
  kind?: MemberClass['kind'];
}

const PRODUCTS: Product[] = [
  {
    id: 'belajar-online',
    title: 'Belajar Online',
    description: 'Kelas mandiri dengan video, artikel, kuis, dan ujian; belajar kapan saja dan dapatkan sertifikat.',
    catalogue: '/belajar-online',
    mine: { to: '/member/kelas-saya', label: 'Kelas saya' },
    kind: 'course',
  },
  {
    id: 'liveclass',
    title: 'Live Class',
    description: 'Kelas langsung bersama instruktur dalam batch, lengkap dengan sesi terjadwal dan tes.',
    catalogue: '/liveclass',
    mine: { to: '/member/liveclass', label: 'Live class saya' },
    kind: 'liveclass',
  },
  {
    id: 'corporate-training',
    title: 'Corporate Training',
    description: 'Pelatihan untuk tim perusahaan Anda, dalam grup dengan materi dan jadwal sendiri.',
    catalogue: '/corporate-training',
    kind: 'corporate-training',
  },
  {
    id: 'cybersecurity-culture',
    title: 'Cybersecurity Culture',
    description: 'Program budaya keamanan siber untuk seluruh karyawan, dengan dasbor untuk pengelola program.',
    catalogue: '/cybersecurity-culture',
    mine: { to: '/member/corporate-program', label: 'Program saya' },
  },
  {
    id: 'cyber-insight',
    title: 'Cyber Insight',
    description: 'Webinar, workshop, dan meetup tentang ancaman dan praktik keamanan terbaru.',
    catalogue: '/cyber-insight',
    mine: { to: '/member/cyber-insight', label: 'Acara saya' },
  },
];

function ProductCard({ product, classes }: { product: Product; classes: MemberClass[] | null }) {
  const mine = product.kind && classes ? classes.filter((item) => item.kind === product.kind) : [];
  const titleId = `akademi-${product.id}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $align="center" $wrap>
          <Heading level={2} id={titleId} style={{ fontSize: '1.25rem' }}>
            {product.title}
          </Heading>
          {product.kind && classes && (
            <Badge $tone={mine.length > 0 ? 'success' : 'neutral'}>
              {mine.length > 0 ? `${mine.length} diikuti` : 'Belum diikuti'}
            </Badge>
          )}
        </Stack>
        <Text $muted>{product.description}</Text>
        {mine.length > 0 && (
          <Stack
            as="ul"
            $gap={1}
            style={{ margin: 0, paddingLeft: 20 }}
            aria-label={`${product.title} yang Anda ikuti`}
          >
            {mine.slice(0, 3).map((item) => (
              <li key={item.slug}>
                {item.kind === 'course' ? (
                  <Link to={`/member/kelas/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
                ) : (
                  item.title
                )}{' '}
                <Text as="span" $size="sm" $muted>
                  ({item.progress}%)
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <Stack $direction="row" $gap={3} $wrap>
          {product.mine && (
            <Button as={Link} to={product.mine.to} $size="sm">
              {product.mine.label}
            </Button>
          )}
          <Button as={Link} to={product.catalogue} $size="sm" $variant="secondary">
            Lihat katalog
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

export function AcademyPage() {
  usePageTitle('Akademi');
  const { data, isLoading, error, refetch } = useGetMemberClassesQuery({ page: 1, perPage: ACADEMY_CLASSES });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Akademi</Heading>
          <Text $muted>Semua cara belajar di Akademi Siber, dan yang sudah Anda ikuti di masing-masing.</Text>
        </Stack>
        {isLoading && <SkeletonList rows={2} label="Memuat kelas Anda…" />}
        {error && (
          <ErrorState
            title="Kelas Anda belum dapat dimuat"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        )}
        <Grid $min={300}>
          {PRODUCTS.map((product) => (
            <ProductCard key={product.id} product={product} classes={data?.data ?? null} />
          ))}
        </Grid>
        {data && data.meta.total > ACADEMY_CLASSES && (
          <Text $size="sm" $muted>
            Menampilkan {ACADEMY_CLASSES} kelas terakhir Anda; semuanya ada di{' '}
            <Link to="/member/kelas-saya">Kelas Saya</Link>.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
