import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { useUnsubscribeEmailMutation } from '@akademi-siber/data-access-auth';
import { Button, Notice, Text } from '@akademi-siber/ui-design-system';
import { linkTokenSchema } from '@akademi-siber/util-contracts';
import { AccountCard } from '../parts/account-parts';

const INVALID_LINK = 'Tautan berhenti berlangganan tidak valid.';

/**
 * /unsubscribe?token= — the opt-out link at the bottom of our emails. Opening it changes nothing (mail
 * scanners open links too); the visitor confirms with a button, which POSTs the signed token.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeEmailMutation();
  const failure = error as ApiError | undefined;

  if (!linkTokenSchema.safeParse(token).success) {
    return (
      <AccountCard titleId="unsubscribe-title" title="Berhenti berlangganan email">
        <Notice $tone="danger" role="alert">
          {INVALID_LINK}
        </Notice>
        <Text>Buka kembali tautan "Berhenti berlangganan" dari email terbaru kami.</Text>
      </AccountCard>
    );
  }

  if (data) {
    return (
      <AccountCard titleId="unsubscribe-title" title="Kamu sudah berhenti berlangganan">
        <Notice $tone="success" role="status">
          {data.message}
        </Notice>
        <Text>
          <strong>{data.data.email}</strong> tidak akan lagi menerima email pemberitahuan dari Akademi Siber. Email
          penting tentang akunmu, seperti verifikasi dan atur ulang password, tetap dikirim.
        </Text>
        <Button as={Link} to="/" $variant="secondary" $block>
          Kembali ke beranda
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      titleId="unsubscribe-title"
      title="Berhenti berlangganan email"
      intro={
        'Kamu tidak akan lagi menerima email pemberitahuan dari Akademi Siber. Email penting tentang ' +
        'akunmu tetap dikirim.'
      }
    >
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure.message}
        </Notice>
      )}
      <Button type="button" $variant="primary" $block loading={isLoading} onClick={() => void unsubscribe({ token })}>
        Ya, berhenti berlangganan
      </Button>
      <Button as={Link} to="/" $variant="ghost" $block>
        Batal
      </Button>
    </AccountCard>
  );
}
