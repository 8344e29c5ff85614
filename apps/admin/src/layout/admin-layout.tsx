import { Outlet } from 'react-router-dom';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell } from '@akademi-siber/ui-design-system';

/** The admin layout (spec §2): brand to /, Beranda to /admin, avatar with username, Keluar. */
export function AdminLayout() {
  return (
    <PageShell footer={<AreaFooter area="Admin" />} header={<AreaTopBar homePath="/admin" dark />}>
      <Outlet />
    </PageShell>
  );
}
