/**
 * `@akademi-siber/feature-app-frame/csv-import`: a staff page's CSV import — of people (a corporate-training group's
 * participants, a company's employees in a corporate program batch) or of a quiz's questions (decision 0050), with an
 * optional guide to the columns and a template to download. One file, applied whole or not at all by the
 * API: a refused file (422, `data.errors[]` with `path` = `line.{n}` or `file`) lists every problem by its line, a
 * good one says what was done (the caller's words). A subpath of its own, imported only by the pages that import.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { Button, Card, Heading, Notice, Stack, Table, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import { importProblemLine } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

const Example = styled.pre`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-x: auto;
`;

export interface ImportProblem {
  /** The file's line (1 is the header row); null for a problem of the whole file. */
  line: number | null;
  message: string;
}

/** The refused file's problems from the API's 422 (`data.errors`, `path` = `line.{n}` or `file`). */
export function importProblems(failure: unknown): ImportProblem[] {
  const body = (failure as { data?: { data?: { errors?: unknown } } }).data;
  const errors = Array.isArray(body?.data?.errors) ? (body.data.errors as { path?: unknown; message?: unknown }[]) : [];
  return errors.flatMap((error) =>
    typeof error.path === 'string' && typeof error.message === 'string'
      ? [{ line: importProblemLine(error.path), message: error.message }]
      : [],
  );
}

export interface CsvImportPanelProps<R> {
  /** The panel's heading, e.g. "Impor peserta dari CSV". */
  title: string;
  /** What the import does with existing and new addresses. */
  description: ReactNode;
  /** Who a row is, in "Pilih berkas CSV {noun}" and "maksimal 2.000 {noun}": "peserta", "karyawan". */
  noun: string;
  /** The header row, e.g. "name,email"; optional columns are named in `columnsNote`. */
  columns: string;
  columnsNote?: ReactNode;
  /** The example file's rows after its header. */
  exampleRows: readonly string[];
  /** What each column holds, shown under the example. */
  guide?: ReactNode;
  /** A ready file to fill in, offered for download as `fileName`. */
  template?: { fileName: string; text: string };
  /** The heading's level in the page; 2 by default (a dialog's panel sits under its title). */
  headingAs?: 'h2' | 'h3';
  maxBytes: number;
  maxRows: number;
  submitLabel: string;
  sending: boolean;
  /** Sends the file; resolves with what the API did, rejects with its refusal. */
  send: (file: File) => Promise<R>;
  /** What a good import did, said in the success notice. */
  resultText: (result: R) => string;
}

/** A link that saves the template; the file is made in the browser, so it works offline and costs no request. */
function TemplateLink({ template }: { template: { fileName: string; text: string } }) {
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(template.text)}`;
  return (
    <a href={href} download={template.fileName} style={{ alignSelf: 'flex-start' }}>
      Unduh templat CSV ({template.fileName})
    </a>
  );
}

const megabytes = (bytes: number) => `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;

export function CsvImportPanel<R>({
  title,
  description,
  noun,
  columns,
  columnsNote,
  exampleRows,
  guide,
  template,
  headingAs = 'h2',
  maxBytes,
  maxRows,
  submitLabel,
  sending,
  send,
  resultText,
}: CsvImportPanelProps<R>) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<
    { kind: 'done'; text: string } | { kind: 'refused'; message: string; problems: ImportProblem[] } | null
  >(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) return setFieldError(`Pilih berkas CSV ${noun} untuk diunggah.`);
    if (file.size > maxBytes) return setFieldError(`Ukuran berkas CSV maksimal ${megabytes(maxBytes)}.`);
    setFieldError(undefined);
    try {
      const result = await send(file);
      setOutcome({ kind: 'done', text: resultText(result) });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      const problems = errorStatus(failure) === 422 ? importProblems(failure) : [];
      setOutcome({ kind: 'refused', message: errorMessage(failure), problems });
    }
  };

  const lines = outcome?.kind === 'refused' ? outcome.problems.filter((problem) => problem.line !== null) : [];

  return (
    <Card as="section" aria-labelledby={titleId} $padding={5}>
      <Stack $gap={4}>
        <Stack $gap={1}>
          <Heading level={4} as={headingAs} id={titleId}>
            {title}
          </Heading>
          <Text $size="sm" $muted>
            {description}
          </Text>
        </Stack>
        <Text $size="sm">
          Format: teks UTF-8, baris pertama judul kolom <code>{columns}</code> (koma atau titik koma)
          {columnsNote ? <>; {columnsNote}</> : null}. Maksimal {megabytes(maxBytes)} dan {formatNumber(maxRows)} {noun}
          . Contoh:
        </Text>
        <Example aria-label="Contoh isi berkas">{[columns, ...exampleRows].join('\n')}</Example>
        {guide}
        {template && <TemplateLink template={template} />}
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
          <Stack $gap={3}>
            <TextField
              ref={input}
              label="Berkas CSV"
              type="file"
              accept=".csv,text/csv"
              error={fieldError}
              disabled={sending}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFieldError(undefined);
              }}
            />
            <div>
              <Button type="submit" loading={sending}>
                {submitLabel}
              </Button>
            </div>
          </Stack>
        </form>
        {outcome?.kind === 'done' && (
          <Notice $tone="success" role="status">
            {outcome.text}
          </Notice>
        )}
        {outcome?.kind === 'refused' && (
          <Stack $gap={3} role="alert">
            <Notice $tone="danger">{outcome.message}</Notice>
            {lines.length > 0 && (
              <Table
                caption="Baris bermasalah"
                columns={[
                  { key: 'line', header: 'Baris', align: 'right', render: (problem: ImportProblem) => problem.line },
                  { key: 'message', header: 'Masalah', render: (problem: ImportProblem) => problem.message },
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
