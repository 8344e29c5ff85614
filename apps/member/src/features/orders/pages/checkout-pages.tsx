/**
 * Buy-now checkouts: one item, promo, terms, create the order.
 * /member/checkout?type=course&kelas=slug, /member/liveclass/checkout?batch=id[&kelas=liveclass-slug],
 * /member/subscription/checkout?plan=id. Never `?ref=`: on any page that is an affiliate code (decision 0012), and
 * the shell would keep the slug in place of the referrer's code.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { clientStateActions, errorMessage, useGetCourseAccessQuery } from '@akademi-siber/data-access-api';
import { useAppDispatch } from '@akademi-siber/data-access-auth';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import {
  FIRST_HUNDRED,
  useGetCourseQuery,
  useGetLiveClassesQuery,
  useGetLiveClassQuery,
  useGetSubscriptionPlansQuery,
} from '@akademi-siber/data-access-catalog';
import type { LiveClassBatch } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { CheckoutPanel } from '../parts/checkout-panel';
import { ORDER_PATHS } from '../parts/order-paths';

function CheckoutFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>{title}</Heading>
          <Text $muted>{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

function MissingItem({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <EmptyState
      title={`${what} tidak ditemukan`}
      description="Tautan pembelian ini tidak lengkap atau sudah tidak berlaku."
      action={
        <Button as={Link} to={back}>
          {backLabel}
        </Button>
      }
    />
  );
}

function CourseCheckout({ slug }: { slug: string }) {
  const dispatch = useAppDispatch();
  const course = useGetCourseQuery(slug);
  const access = useGetCourseAccessQuery(slug);
  useEffect(() => {
    dispatch(clientStateActions.setCheckoutCourse(slug));
  }, [dispatch, slug]);

  if (course.isLoading || access.isLoading) return <SkeletonList rows={3} />;
  if (course.error) {
    if ('status' in course.error && course.error.status === 404)
      return <MissingItem what="Kelas" back="/belajar-online" backLabel="Jelajahi kelas" />;
    return (
      <ErrorState title="Kelas belum dapat dimuat" message={errorMessage(course.error)} onRetry={course.refetch} />
    );
  }
  if (!course.data) return null;
  const state = access.data;
  if (state?.enrolled || state?.includedInActiveSubscription) {
    return (
      <EmptyState
        title="Anda sudah memiliki kelas ini"
        description={state.enrolled ? 'Kelas ini sudah ada di Kelas Saya.' : 'Kelas ini termasuk langganan aktif Anda.'}
        action={
          <Button as={Link} to="/member/kelas-saya">
            Buka Kelas Saya
          </Button>
        }
      />
    );
  }
  if (state?.pendingIdTransaction) {
    return (
      <EmptyState
        title="Kelas ini menunggu pembayaran"
        description={
          'Anda sudah punya pesanan untuk kelas ini. Selesaikan pembayarannya, tidak perlu membuat pesanan baru.'
        }
        action={
          <Button as={Link} to={ORDER_PATHS.course.pay(state.pendingIdTransaction)}>
            Lihat tagihan
          </Button>
        }
      />
    );
  }
  const item = course.data;
  return (
    <CheckoutPanel
      kind="course"
      scope={`course-${slug}`}
      items={[{ type: 'course', ref: slug }]}
      lines={[
        {
          key: slug,
          title: item.title,
          detail: `Kelas online · ${item.level} · ${item.author.name}`,
          price: item.salePrice ?? item.price,
        },
      ]}
    />
  );
}

/** /member/checkout?type=course&kelas=slug — buy one course now. */
export function CourseCheckoutPage() {
  const [params] = useSearchParams();
  const type = params.get('type') ?? 'course';
  const ref = params.get('kelas');
  return (
    <CheckoutFrame title="Checkout" intro="Beli kelas ini sekarang tanpa lewat keranjang.">
      {type === 'course' && ref ? (
        <CourseCheckout slug={ref} />
      ) : (
        <MissingItem what="Kelas" back="/belajar-online" backLabel="Jelajahi kelas" />
      )}
    </CheckoutFrame>
  );
}

function batchDetail(batch: LiveClassBatch): string {
  return `${batch.name} · ${formatDate(batch.startsAt)}–${formatDate(batch.endsAt)} · sisa ${batch.seatsLeft} kursi`;
}

const BATCH_CLOSED: Record<Exclude<LiveClassBatch['registrationStatus'], 'open'>, string> = {
  upcoming: 'Pendaftaran batch ini belum dibuka.',
  closed: 'Pendaftaran batch ini sudah ditutup.',
  full: 'Kursi batch ini sudah penuh.',
};

function LiveClassCheckout({ batchId, slug: slugParam }: { batchId: string; slug: string | null }) {
  const dispatch = useAppDispatch();
  // A link that names only the batch (`?batch=id`): the class whose next batch it is, from the live-class list.
  const list = useGetLiveClassesQuery(FIRST_HUNDRED, { skip: Boolean(slugParam) });
  const slug = slugParam ?? list.data?.data.find((item) => String(item.nextBatch?.id) === batchId)?.slug ?? null;
  const liveClass = useGetLiveClassQuery(slug ?? '', { skip: !slug });
  useEffect(() => {
    dispatch(clientStateActions.setCheckoutLiveClassBatch(batchId));
  }, [dispatch, batchId]);

  if (list.isLoading || liveClass.isLoading) return <SkeletonList rows={3} />;
  if (liveClass.error)
    return (
      <ErrorState
        title="Live class belum dapat dimuat"
        message={errorMessage(liveClass.error)}
        onRetry={liveClass.refetch}
      />
    );
  const batch = liveClass.data?.batches.find((candidate) => String(candidate.id) === batchId);
  if (slugParam && !batch) return <MissingItem what="Batch" back="/liveclass" backLabel="Lihat live class" />;
  if (batch && batch.registrationStatus !== 'open') {
    return (
      <EmptyState
        title="Batch tidak dapat dibeli"
        description={BATCH_CLOSED[batch.registrationStatus]}
        action={
          <Button as={Link} to="/liveclass">
            Lihat batch lain
          </Button>
        }
      />
    );
  }
  return (
    <Stack $gap={4}>
      {!batch && (
        <Notice $tone="info">Detail batch tampil lengkap di halaman pembayaran setelah pesanan dibuat.</Notice>
      )}
      <CheckoutPanel
        kind="liveclass"
        scope={`batch-${batchId}`}
        items={[{ type: 'batch', ref: batchId }]}
        lines={[
          batch && liveClass.data
            ? {
                key: batchId,
                title: liveClass.data.title,
                detail: batchDetail(batch),
                price: batch.salePrice ?? batch.price,
              }
            : { key: batchId, title: `Live class, batch #${batchId}`, detail: 'Live class', price: null },
        ]}
      />
    </Stack>
  );
}

/** /member/liveclass/checkout?batch=id — buy a seat in one live-class batch. */
export function LiveClassCheckoutPage() {
  const [params] = useSearchParams();
  const batch = params.get('batch');
  const slug = params.get('kelas');
  return (
    <CheckoutFrame title="Checkout live class" intro="Amankan kursi Anda di batch live class ini.">
      {batch && /^\d+$/.test(batch) ? (
        <LiveClassCheckout batchId={batch} slug={slug} />
      ) : (
        <MissingItem what="Batch" back="/liveclass" backLabel="Lihat live class" />
      )}
    </CheckoutFrame>
  );
}

function PlanCheckout({ planId }: { planId: string }) {
  const { data, isLoading, error, refetch } = useGetSubscriptionPlansQuery();
  if (isLoading) return <SkeletonList rows={3} />;
  if (error) return <ErrorState title="Paket belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  const plan = data?.find((candidate) => String(candidate.id) === planId);
  if (!plan) return <MissingItem what="Paket langganan" back="/member/subscription" backLabel="Pilih paket" />;
  return (
    <CheckoutPanel
      kind="subscription"
      scope={`plan-${planId}`}
      items={[{ type: 'plan', ref: planId }]}
      lines={[
        {
          key: planId,
          title: `Langganan ${plan.name}`,
          detail: `${plan.months} bulan akses kelas berlangganan`,
          price: plan.price,
        },
      ]}
    />
  );
}

/** /member/subscription/checkout?plan=id — buy a subscription plan. */
export function SubscriptionCheckoutPage() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  return (
    <CheckoutFrame
      title="Checkout langganan"
      intro="Masa langganan diperpanjang dari tanggal akhir langganan Anda yang masih aktif."
    >
      {plan && /^\d+$/.test(plan) ? (
        <PlanCheckout planId={plan} />
      ) : (
        <MissingItem what="Paket langganan" back="/member/subscription" backLabel="Pilih paket" />
      )}
    </CheckoutFrame>
  );
}
