/**
 * The buyer's transfer proof, fetched through a single-use download token (decision 0011): an image is shown
 * inline (an `<img>` draws it although the API sends every proof as a sandboxed attachment, decision 0026), a
 * PDF is a download link — it opens in the admin's own PDF viewer, never as a page of this site. Each token
 * serves one request, so a fresh one is fetched after the link is used and when the image fails to load.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRequestAuthTokenMutation, type ApiError } from '@akademi-siber/data-access-api';
import { Button, Notice, Skeleton, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import type { PaymentProof as PaymentProofInfo } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { orderPath } from '../data/orders-api';

const ProofImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 640px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
`;

const PROOF_FAILED = 'Bukti transfer tidak dapat dimuat.';

export function PaymentProof({ idTransaction, proof }: { idTransaction: string; proof: PaymentProofInfo }) {
  const [requestToken, { isLoading }] = useRequestAuthTokenMutation();
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const base = orderPath(idTransaction);
  const isPdf = proof.contentType === 'application/pdf';

  const load = useCallback(async () => {
    setFailure(null);
    setToken(null);
    try {
      const next = await requestToken(`${base}/proof-token`).unwrap();
      if (next) setToken(next);
      else setFailure(PROOF_FAILED);
    } catch (error) {
      setFailure((error as ApiError).message || PROOF_FAILED);
    }
  }, [base, requestToken]);

  useEffect(() => {
    void load();
  }, [load]);

  const src = token ? `${base}/proof?token=${encodeURIComponent(token)}` : null;
  const meta =
    `${proof.originalName} · ${formatNumber(Math.ceil(proof.size / 1024))} KB · diunggah ` +
    `${formatDateTime(proof.uploadedAt, { fallback: '—' })}`;

  return (
    <Stack $gap={3}>
      <Text $size="sm" $muted>
        {meta}
      </Text>
      {failure ? (
        <Stack $gap={2} $align="flex-start">
          <Notice $tone="danger" role="alert">
            {failure}
          </Notice>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void load()}>
            Muat ulang bukti
          </Button>
        </Stack>
      ) : !src || isLoading ? (
        <Skeleton height={isPdf ? 44 : 240} width={isPdf ? 200 : '100%'} />
      ) : isPdf ? (
        <div>
          <Button
            as="a"
            href={src}
            download={proof.originalName}
            $variant="secondary"
            // The token is used by this click; the next click needs a new one.
            onClick={() => window.setTimeout(() => void load(), 0)}
          >
            Unduh bukti (PDF)
          </Button>
        </div>
      ) : (
        <ProofImage
          src={src}
          alt={`Bukti transfer pesanan ${idTransaction}`}
          onError={() => setFailure(PROOF_FAILED)}
        />
      )}
    </Stack>
  );
}
