import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Container, SkeletonList } from '@akademi-siber/ui-design-system';
import { loadChunk } from './chunk-reload';
import { PageLoadingSignal } from './page-loading';

export interface PreloadableComponent {
  Component: LazyExoticComponent<ComponentType>;
  /** Downloads the page's module ahead of a visit (link prefetch); the same request serves the visit. */
  preload: () => Promise<unknown>;
}

/**
 * A page component whose module downloads on first render (or on `preload`). A failed download forces
 * one reload per minute (chunk-reload.ts), then rejects for the error boundary.
 */
export function preloadablePage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PreloadableComponent {
  let request: Promise<M> | null = null;
  const download = () => {
    request ??= load().catch((error: unknown) => {
      request = null; // a failed download may be tried again
      throw error;
    });
    return request;
  };
  // Only the visit reloads on failure: a prefetch that fails must never reload the page under the visitor.
  return { Component: lazy(async () => ({ default: pick(await loadChunk(download)) })), preload: download };
}

/** The skeleton shown while a page's module loads; it also moves the page-loading bar. */
export function PageSkeleton() {
  return (
    <PageLoadingSignal>
      <Container style={{ paddingBlock: 32 }}>
        <SkeletonList rows={4} />
      </Container>
    </PageLoadingSignal>
  );
}

/** A route element whose page module loads on first visit, with a skeleton meanwhile. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const { Component } = preloadablePage(load, pick);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}
