import { lazy, Suspense, type ComponentType } from 'react';
import { Container, SkeletonList } from '@akademi-siber/ui-design-system';

/** A route element whose page module loads on first visit, with a skeleton meanwhile. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense
      fallback={
        <Container style={{ paddingBlock: 32 }}>
          <SkeletonList rows={4} />
        </Container>
      }
    >
      <Page />
    </Suspense>
  );
}
