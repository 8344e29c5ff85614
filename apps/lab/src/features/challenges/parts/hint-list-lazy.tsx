/**
 * The hint list as the exercises feature takes it from this feature's index: loaded on first render, so the index
 * (which the route table imports) does not pull the hints and their Markdown renderer into the lab's first chunk.
 */
import { lazy, Suspense } from 'react';
import { SkeletonList } from '@akademi-siber/ui-design-system';
import type { HintListProps } from './hints';

const LazyHintList = lazy(() => import('./hints').then((module) => ({ default: module.HintList })));

export function HintList(props: HintListProps) {
  return (
    <Suspense fallback={<SkeletonList rows={1} label="Memuat petunjuk…" />}>
      <LazyHintList {...props} />
    </Suspense>
  );
}
