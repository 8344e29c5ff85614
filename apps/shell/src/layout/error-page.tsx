import { ErrorPanel, type ErrorPanelProps } from '@akademi-siber/feature-app-frame';
import { Button, Container, ErrorState, Stack } from '@akademi-siber/ui-design-system';
import { PublicLayout } from './public-layout';

/** The shell's error page (spec §2, §8): 404, 500, 403 and other statuses inside the public layout. */
export function ErrorPage(props: ErrorPanelProps) {
  return (
    <PublicLayout>
      <ErrorPanel {...props} />
    </PublicLayout>
  );
}

/**
 * A page chunk failed to download again within a minute of the forced reload (spec §9): instead of
 * reloading in a loop, the visitor gets the choice to reload by hand or leave.
 */
export function ChunkFailedPage() {
  return (
    <PublicLayout>
      <Container style={{ paddingBlock: 48 }}>
        <Stack $gap={4} $align="center">
          <ErrorState
            headingLevel={1}
            title="Halaman belum dapat dimuat"
            message={
              'Sebagian file halaman ini gagal diunduh, mungkin karena koneksi terputus atau situs ' +
              'baru saja diperbarui. Muat ulang halaman untuk mencoba lagi.'
            }
            onRetry={() => window.location.reload()}
            retryLabel="Muat ulang halaman"
          />
          <Button as="a" href="/" $variant="ghost">
            Kembali ke Beranda
          </Button>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
