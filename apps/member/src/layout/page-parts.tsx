/** Page pieces the member's features share that know no domain: a titled card section, a copy-to-clipboard button. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Card, Heading, Stack } from '@akademi-siber/ui-design-system';

/** A titled card section. */
export function Section({
  title,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack $gap={4}>
        <Heading level={headingLevel} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/** Copies a value to the clipboard and says so (for a screen reader too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button type="button" $variant="secondary" $size="sm" onClick={copy} aria-label={`${label}: salin`}>
      <span aria-live="polite">
        {state === 'copied' ? 'Tersalin' : state === 'failed' ? 'Gagal menyalin' : 'Salin'}
      </span>
    </Button>
  );
}
