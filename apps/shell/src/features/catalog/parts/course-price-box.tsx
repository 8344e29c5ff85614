/**
 * The price box of a course (decision 0012): a visitor is sent to log in and come back; a member sees what
 * getCourseAccess says they may do — enter the class, it is in their subscription, finish paying, it is in the
 * cart, or add it / buy it now; other roles read that buying is for member accounts. Adding invalidates 'Cart'
 * (the navbar badge) and 'CourseAccess' (this box), and sets the add-to-cart checkout state of spec §4.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  clientStateActions,
  useAddToCartMutation,
  useGetCourseAccessQuery,
  type ApiError,
} from '@akademi-siber/data-access-api';
import { loginPathFor, useAppDispatch } from '@akademi-siber/data-access-auth';
import {
  Button,
  Card,
  ErrorState,
  Heading,
  Notice,
  Skeleton,
  Stack,
  Text,
  theme,
} from '@akademi-siber/ui-design-system';
import type { CourseDetail } from '@akademi-siber/util-contracts';
import { useViewer } from '../../../layout/page-parts';
import { MEMBER_ONLY_NOTE, PriceTag } from './catalog-cards';

const Box = styled(Card)`
  position: sticky;
  top: 88px;
  border-top: 4px solid ${theme.colors.primary};
`;

function MemberActions({ course }: { course: CourseDetail }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const access = useGetCourseAccessQuery(course.slug);
  const [addToCart, adding] = useAddToCartMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (access.isLoading) return <Skeleton height={44} />;
  if (access.error || !access.data) {
    return (
      <ErrorState
        headingLevel={3}
        title="Status kelas belum dapat dimuat"
        message={(access.error as ApiError | undefined)?.message ?? 'Terjadi kesalahan. Silakan coba lagi.'}
        onRetry={() => void access.refetch()}
      />
    );
  }
  const { enrolled, includedInActiveSubscription, pendingIdTransaction, inCart } = access.data;
  const classroom = `/member/kelas/${course.slug}`;

  if (enrolled) {
    return (
      <Stack $gap={3}>
        <Text>Anda sudah terdaftar di kelas ini.</Text>
        <Button as={Link} to={classroom} $variant="primary" $block>
          Masuk kelas
        </Button>
      </Stack>
    );
  }
  if (includedInActiveSubscription) {
    return (
      <Stack $gap={3}>
        <Notice $tone="success">Termasuk dalam langganan Anda</Notice>
        <Button as={Link} to={classroom} $variant="primary" $block>
          Masuk kelas
        </Button>
      </Stack>
    );
  }
  if (pendingIdTransaction) {
    return (
      <Stack $gap={3}>
        <Text>Kelas ini ada di pesanan yang belum dibayar.</Text>
        <Button as={Link} to={`/member/pesanan/bayar/${pendingIdTransaction}`} $variant="primary" $block>
          Lanjutkan pembayaran
        </Button>
      </Stack>
    );
  }
  if (inCart) {
    return (
      <Stack $gap={3}>
        {notice?.tone === 'success' && (
          <Notice $tone="success" role="status">
            {notice.text}
          </Notice>
        )}
        <Button as={Link} to="/member/cart" $variant="secondary" $block>
          Sudah di keranjang
        </Button>
      </Stack>
    );
  }

  async function add() {
    setNotice(null);
    try {
      await addToCart({ type: 'course', ref: course.slug }).unwrap();
      dispatch(clientStateActions.setAddToCart(course.slug));
      setNotice({ tone: 'success', text: 'Kelas ditambahkan ke keranjang.' });
    } catch (failure) {
      setNotice({ tone: 'danger', text: (failure as ApiError).message });
    }
  }

  return (
    <Stack $gap={3}>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      <Button type="button" $variant="primary" $block onClick={() => void add()} loading={adding.isLoading}>
        Tambah ke keranjang
      </Button>
      <Button
        type="button"
        $variant="secondary"
        $block
        onClick={() => {
          dispatch(clientStateActions.setCheckoutCourse(course.slug));
          // `kelas`, not `ref`: `?ref=` on any page is a referral code (decision 0012) and would replace the kept one.
          navigate(`/member/checkout?type=course&kelas=${encodeURIComponent(course.slug)}`);
        }}
      >
        Beli sekarang
      </Button>
    </Stack>
  );
}

export function CoursePriceBox({ course }: { course: CourseDetail }) {
  const viewer = useViewer();
  const location = useLocation();
  return (
    <Box as="aside" aria-labelledby="price-box-title">
      <Stack $gap={4}>
        <Heading level={2} id="price-box-title" style={{ fontSize: theme.fontSizes.lg }}>
          Harga kelas
        </Heading>
        <PriceTag price={course.price} salePrice={course.salePrice} large />
        {course.includedInSubscription && (
          <Text $size="sm" $muted>
            Kelas ini juga terbuka bagi pelanggan paket langganan.
          </Text>
        )}
        {viewer.checking ? (
          <Skeleton height={44} />
        ) : viewer.role === null ? (
          <Button as={Link} to={loginPathFor(`${location.pathname}${location.search}`)} $variant="primary" $block>
            Masuk untuk membeli
          </Button>
        ) : viewer.role === 'member' ? (
          <MemberActions course={course} />
        ) : (
          <Text $muted>{MEMBER_ONLY_NOTE}</Text>
        )}
      </Stack>
    </Box>
  );
}
