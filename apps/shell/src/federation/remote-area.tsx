import { Suspense, useCallback, useEffect, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { PageLoadingSignal, reloadForFailedChunk } from '@akademi-siber/feature-app-frame';
import { Button, Container, ErrorState, SkeletonList } from '@akademi-siber/ui-design-system';
import type { RemoteApp, RemoteName } from '@akademi-siber/util-federation';
import { PublicLayout } from '../layout/public-layout';
import { loadRemoteApp } from './remotes';

const AREA_LABELS: Record<RemoteName, string> = {
  member: 'Member',
  author: 'Author',
  admin: 'Admin',
  corporate: 'Corporate Program',
  teacher: 'Teacher',
  lab: 'Lab',
};

type AreaState = { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'failed' };

function RemoteRoutes({ app }: { app: RemoteApp }) {
  return useRoutes(app.routes);
}

/** The skeleton while an area (remote, guard, lazy page) loads; it also moves the page-loading bar. */
export function AreaLoading() {
  return (
    <PageLoadingSignal>
      <Container style={{ paddingBlock: 48 }}>
        <SkeletonList rows={4} />
      </Container>
    </PageLoadingSignal>
  );
}

/** Mounts a role remote's routes; when the remote cannot load, the shell's layout stays and offers a retry. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteApp(name, attempt > 0)
      .then((app) => active && setState({ status: 'ready', app }))
      .catch(() => {
        // A remote that fails on entering forces one reload per minute (spec §9: usually a redeploy moved
        // its files); a retry by hand, or a second failure within the minute, shows the fallback.
        if (active && !(attempt === 0 && reloadForFailedChunk())) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'ready') {
    return (
      <Suspense fallback={<AreaLoading />}>
        <RemoteRoutes app={state.app} />
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      {state.status === 'loading' ? (
        <AreaLoading />
      ) : (
        <Container style={{ paddingBlock: 48 }}>
          <ErrorState
            title={`Area ${AREA_LABELS[name]} belum dapat dimuat`}
            message={
              'Bagian ini sedang tidak dapat dijangkau. Periksa koneksi Anda, lalu coba lagi. ' +
              'Halaman lain tetap bisa digunakan.'
            }
            onRetry={retry}
            retryLabel="Coba lagi"
            actions={
              <Button as="a" href="/" $variant="ghost">
                Kembali ke beranda
              </Button>
            }
          />
        </Container>
      )}
    </PublicLayout>
  );
}
