/**
 * A Markdown text box with a preview rendered the way players will see it: the design system's safe Markdown
 * (`@akademi-siber/ui-design-system/markdown`: React elements, never HTML from the text, links only to http(s) and
 * mailto). The preview opens under the box and follows the typing.
 */
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';

const Preview = styled.div`
  padding: 0.75rem 1rem;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  min-width: 0;
`;

export interface MarkdownFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: string;
  /** The text as typed (the form's watched value). */
  source: string;
  error?: ReactNode;
  hint?: ReactNode;
}

export function MarkdownField({ label, source, hint, ...props }: MarkdownFieldProps) {
  const [open, setOpen] = useState(false);
  const previewId = useId();
  return (
    <Stack $gap={2}>
      <TextAreaField
        label={label}
        rows={8}
        spellCheck={false}
        hint={hint ?? 'Markdown: **tebal**, *miring*, `kode`, ```blok kode```, - daftar, [tautan](https://…).'}
        {...props}
      />
      <div>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          aria-expanded={open}
          aria-controls={open ? previewId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? `Tutup pratinjau ${label.toLowerCase()}` : `Pratinjau ${label.toLowerCase()}`}
        </Button>
      </div>
      {open && (
        <Preview id={previewId} role="region" aria-label={`Pratinjau ${label.toLowerCase()}`}>
          {source.trim() ? (
            <Markdown source={source} headingLevel={3} />
          ) : (
            <Text $size="sm" $muted>
              Belum ada teks untuk dipratinjau.
            </Text>
          )}
        </Preview>
      )}
    </Stack>
  );
}
