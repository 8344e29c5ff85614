import { Outlet } from 'react-router-dom';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell } from '@akademi-siber/ui-design-system';

/** The teacher layout: the same kind of bar as admin (avatar with default image, username, Keluar). */
export function TeacherLayout() {
  return (
    <PageShell footer={<AreaFooter area="Teacher" />} header={<AreaTopBar homePath="/teacher/classroom" />}>
      <Outlet />
    </PageShell>
  );
}
