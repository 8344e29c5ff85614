import { Outlet } from 'react-router-dom';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell } from '@akademi-siber/ui-design-system';

/** The author area's layout (spec §2: Beranda, Keluar). */
export function AuthorLayout() {
  return (
    <PageShell footer={<AreaFooter area="Author" />} header={<AreaTopBar homePath="/author" />}>
      <Outlet />
    </PageShell>
  );
}
