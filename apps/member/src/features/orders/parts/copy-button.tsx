import { useEffect, useState } from 'react';
import { Button } from '@akademi-siber/ui-design-system';

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
