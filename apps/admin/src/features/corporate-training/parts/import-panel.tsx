/**
 * The participants' CSV import (decision 0044): one file (UTF-8, header `name,email`, at most 1 MB and 2,000 rows),
 * applied whole or not at all. A refused file lists every problem by its line; a good one says how many existing
 * accounts were enrolled and how many new ones were made and invited by email.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { Button, Card, Heading, Notice, Stack, Table, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import { GROUP_IMPORT_LIMITS, importProblemLine, type GroupImportResult } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useImportAdminGroupParticipantsMutation, type GroupRef } from '../data/corporate-training-api';

const Example = styled.pre`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-x: auto;
`;

interface Problem {
  line: number | null;
  message: string;
}

/** The refused file's problems from the API's 422 (`data.errors`, `path` = `line.{n}` or `file`). */
function problemsOf(failure: unknown): Problem[] {
  const body = (failure as { data?: { data?: { errors?: unknown } } }).data;
  const errors = Array.isArray(body?.data?.errors) ? (body.data.errors as { path?: unknown; message?: unknown }[]) : [];
  return errors.flatMap((error) =>
    typeof error.path === 'string' && typeof error.message === 'string'
      ? [{ line: importProblemLine(error.path), message: error.message }]
      : [],
  );
}

const resultText = (result: GroupImportResult) =>
  `${formatNumber(result.rows)} baris dibaca: ${formatNumber(result.enrolled)} akun terdaftar ditambahkan, ` +
  `${formatNumber(result.invited)} akun baru dibuat dan diundang lewat email` +
  (result.alreadyInGroup > 0 ? `, ${formatNumber(result.alreadyInGroup)} sudah menjadi peserta.` : '.');

export function ImportPanel({ group }: { group: GroupRef }) {
  const [send, sending] = useImportAdminGroupParticipantsMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<
    { kind: 'done'; result: GroupImportResult } | { kind: 'refused'; message: string; problems: Problem[] } | null
  >(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) return setFieldError('Pilih berkas CSV peserta untuk diunggah.');
    if (file.size > GROUP_IMPORT_LIMITS.maxBytes) return setFieldError('Ukuran berkas CSV maksimal 1 MB.');
    setFieldError(undefined);
    try {
      const result = await send({ ...group, file }).unwrap();
      setOutcome({ kind: 'done', result });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      const problems = errorStatus(failure) === 422 ? problemsOf(failure) : [];
      setOutcome({ kind: 'refused', message: errorMessage(failure), problems });
    }
  };

  const lines = outcome?.kind === 'refused' ? outcome.problems.filter((problem) => problem.line !== null) : [];

  return (
    <Card as="section" aria-labelledby="import-title" $padding={5}>
      <Stack $gap={4}>
        <Stack $gap={1}>
          <Heading level={4} as="h2" id="import-title">
            Impor peserta dari CSV
          </Heading>
          <Text $size="sm" $muted>
            Akun yang sudah ada (dicocokkan dari email) langsung menjadi peserta. Email baru dibuatkan akun member dan
            dikirimi undangan untuk membuat password. Satu baris saja bermasalah, seluruh berkas tidak diimpor.
          </Text>
        </Stack>
        <Text $size="sm">
          Format: teks UTF-8, baris pertama judul kolom <code>name,email</code> (koma atau titik koma), maksimal 1 MB
          dan {formatNumber(GROUP_IMPORT_LIMITS.maxRows)} peserta. Contoh:
        </Text>
        <Example aria-label="Contoh isi berkas">
          {'name,email\nRina Wulandari,rina@perusahaan.co.id\nBayu Jatmiko,bayu@perusahaan.co.id'}
        </Example>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Impor peserta">
          <Stack $gap={3}>
            <TextField
              ref={input}
              label="Berkas CSV"
              type="file"
              accept=".csv,text/csv"
              error={fieldError}
              disabled={sending.isLoading}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFieldError(undefined);
              }}
            />
            <div>
              <Button type="submit" loading={sending.isLoading}>
                Impor peserta
              </Button>
            </div>
          </Stack>
        </form>
        {outcome?.kind === 'done' && (
          <Notice $tone="success" role="status">
            {resultText(outcome.result)}
          </Notice>
        )}
        {outcome?.kind === 'refused' && (
          <Stack $gap={3} role="alert">
            <Notice $tone="danger">{outcome.message}</Notice>
            {lines.length > 0 && (
              <Table
                caption="Baris bermasalah"
                columns={[
                  { key: 'line', header: 'Baris', align: 'right', render: (problem: Problem) => problem.line },
                  { key: 'message', header: 'Masalah', render: (problem: Problem) => problem.message },
                ]}
                rows={lines}
                rowKey={(problem, index) => `${problem.line}-${index}`}
                emptyText=""
              />
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
