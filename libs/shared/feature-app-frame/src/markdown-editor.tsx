/**
 * A Markdown text box with a live preview beside it (under it on a narrow screen), rendered by the design system's
 * sanitised Markdown — the same renderer the public pages use (decision 0048), so what the staff see is what readers
 * get. Optionally, "Sisipkan gambar" uploads a picture and inserts `![alt](url)` where the cursor is. A subpath of its
 * own: only the staff's editor pages load it, with the Markdown libraries.
 */
import { useId, useRef, useState, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Stack, Text, theme, useToast } from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import { TextAreaField } from './text-area-field';

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${theme.breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Preview = styled.div`
  padding: 0.75rem 1rem;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  min-width: 0;
  max-height: 70vh;
  overflow: auto;

  img {
    max-width: 100%;
    height: auto;
  }
`;

const FilePicker = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;

  input {
    font-size: ${theme.fontSizes.sm};
  }
`;

export interface MarkdownEditorProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'value'> {
  label: string;
  /** The text as typed (the form's watched value): the preview follows it. */
  source: string;
  /** Sets the whole text (after a picture is inserted). */
  onSourceChange: (source: string) => void;
  /** Uploads a picture and answers its URL; without it there is no "Sisipkan gambar". */
  uploadImage?: (file: File) => Promise<string>;
  /** The preview's headings start one below this (the page's title is h1). */
  headingLevel?: 1 | 2 | 3;
  rows?: number;
  error?: ReactNode;
  hint?: ReactNode;
}

/** The text with `snippet` put at the cursor, on a line of its own. */
function inserted(text: string, at: number, snippet: string): { text: string; cursor: number } {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n') ? '' : '\n\n';
  const block = `${lead}${snippet}${trail}`;
  return { text: before + block + after, cursor: before.length + block.length };
}

/** The alt text from the file's name: `sampul-acara_2026.png` → `sampul acara 2026`. */
const altOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[[\]()_-]+/g, ' ')
    .trim() || 'gambar';

export function MarkdownEditor({
  label,
  source,
  onSourceChange,
  uploadImage,
  headingLevel = 1,
  rows = 16,
  hint,
  ref,
  ...props
}: MarkdownEditorProps) {
  const toast = useToast();
  const previewId = useId();
  const pickerId = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [uploading, setUploading] = useState(false);

  const setRefs = (element: HTMLTextAreaElement | null) => {
    area.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = element;
  };

  const insertImage = async (file: File) => {
    if (!uploadImage) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      const at = area.current?.selectionStart ?? source.length;
      const next = inserted(source, at, `![${altOf(file)}](${url})`);
      onSourceChange(next.text);
      requestAnimationFrame(() => {
        area.current?.focus();
        area.current?.setSelectionRange(next.cursor, next.cursor);
      });
      toast.show({ title: 'Berhasil', message: 'Gambar disisipkan ke teks.', variant: 'success' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Columns>
      <Stack $gap={2}>
        <TextAreaField
          label={label}
          rows={rows}
          spellCheck={false}
          aria-controls={previewId}
          hint={hint ?? 'Markdown: ## subjudul, **tebal**, *miring*, `kode`, - daftar, [tautan](https://…).'}
          {...props}
          ref={setRefs as Ref<HTMLTextAreaElement>}
        />
        {uploadImage && (
          <FilePicker htmlFor={pickerId}>
            <span>{uploading ? 'Mengunggah gambar…' : 'Sisipkan gambar (JPG, PNG, WebP; maks. 5 MB):'}</span>
            <input
              id={pickerId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading || props.disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void insertImage(file);
              }}
            />
          </FilePicker>
        )}
      </Stack>
      <Stack $gap={2}>
        <Text $size="sm" aria-hidden="true" style={{ fontWeight: 600 }}>
          Pratinjau (seperti yang dilihat pembaca)
        </Text>
        <Preview id={previewId} role="region" aria-label={`Pratinjau ${label.toLowerCase()}`} aria-live="off">
          {source.trim() ? (
            <Markdown source={source} headingLevel={headingLevel} />
          ) : (
            <Text $size="sm" $muted>
              Belum ada teks untuk dipratinjau.
            </Text>
          )}
        </Preview>
      </Stack>
    </Columns>
  );
}
