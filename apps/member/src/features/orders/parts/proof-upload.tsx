import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Notice, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { PAYMENT_PROOF_MAX_BYTES, PAYMENT_PROOF_TYPES, type OrderDetail } from '@akademi-siber/util-contracts';
import { ORDER_PATHS } from './order-paths';
import { Section } from '../../../layout/page-parts';
import { useUploadPaymentProofMutation } from '../data/orders-api';

const ACCEPT = PAYMENT_PROOF_TYPES.join(',');
const MAX_MB = PAYMENT_PROOF_MAX_BYTES / (1024 * 1024);

/** Client-side checks before sending (the server decides again from the file's bytes). */
export function proofProblem(file: File): string | null {
  if (!(PAYMENT_PROOF_TYPES as readonly string[]).includes(file.type)) {
    return 'Format berkas tidak didukung. Unggah gambar JPG, PNG, WebP, atau dokumen PDF.';
  }
  if (file.size === 0) return 'Berkas kosong. Pilih berkas bukti transfer yang benar.';
  if (file.size > PAYMENT_PROOF_MAX_BYTES)
    return `Ukuran berkas melebihi ${MAX_MB} MB. Perkecil atau pindai ulang bukti transfer Anda.`;
  return null;
}

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 320px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  object-fit: contain;
`;

const FileInput = styled.input`
  font: inherit;
  min-height: 44px;
  max-width: 100%;

  &::file-selector-button {
    min-height: 44px;
    margin-right: 0.75rem;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.primaryText};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.primaryText};
    font: inherit;
    cursor: pointer;
  }
`;

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Choose, check, preview and send the transfer proof; on success go to the order's status page. */
export function ProofUpload({ order }: { order: OrderDetail }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadPaymentProofMutation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      setProblem(null);
      return;
    }
    const issue = proofProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
    if (issue) event.target.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!file) {
      setProblem(problem ?? 'Pilih berkas bukti transfer terlebih dahulu.');
      return;
    }
    setProblem(null);
    try {
      await upload({ idTransaction: order.idTransaction, file }).unwrap();
      navigate(ORDER_PATHS[order.kind].result(order.idTransaction), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Section title={order.status === 'rejected' ? 'Unggah ulang bukti transfer' : 'Unggah bukti transfer'}>
      <form onSubmit={submit} noValidate aria-label="Unggah bukti transfer">
        <Stack $gap={4}>
          <Stack $gap={2}>
            <label htmlFor={inputId}>
              <Text as="span" $weight="semibold">
                Berkas bukti transfer
              </Text>
            </label>
            <FileInput
              id={inputId}
              type="file"
              accept={ACCEPT}
              onChange={choose}
              disabled={isLoading}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            />
            <Text $size="sm" $muted id={hintId}>
              JPG, PNG, WebP, atau PDF, maksimal {MAX_MB} MB. Pastikan nominal, tanggal, dan rekening tujuan terbaca.
            </Text>
            {problem && (
              <Notice $tone="danger" role="alert" id={errorId}>
                {problem}
              </Notice>
            )}
          </Stack>
          {file && (
            <Stack $gap={2}>
              <Text $size="sm">
                Dipilih: <strong>{file.name}</strong> ({formatSize(file.size)})
              </Text>
              {preview && <Preview src={preview} alt={`Pratinjau ${file.name}`} />}
            </Stack>
          )}
          <div>
            <Button type="submit" $size="lg" loading={isLoading} disabled={isLoading}>
              {isLoading ? 'Mengunggah…' : 'Kirim bukti transfer'}
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}
