/**
 * The corporate program manager's layout (spec §2, §4): the area bar, and a sidebar with the batch selector and
 * Dashboard, Member, Progres Belajar and Reset Password. The sidebar is a fixed 255px column on wide screens with
 * the page offset beside it, and a drawer on phones.
 */
import { useEffect, type ChangeEvent } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { readStoredBatchId, useBatchSelection, useSession } from '@akademi-siber/data-access-auth';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell, Select, Sidebar, Stack } from '@akademi-siber/ui-design-system';

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  &.active {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const NavItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The pages of a batch share this path shape; the selector swaps the batch id inside it. */
const BATCH_PAGE = /\/(dashboard|member|point)\/\d+\//;

/** The batch selector of spec §2/§4: stores the choice under `batch`, reloads the route, refreshes the user. */
function BatchSelector({ current }: { current: string }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { select } = useBatchSelection();
  const batches = user?.program?.batches ?? [];
  const corporateId = user?.program?.corporate_id ?? 0;

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const id = Number(event.target.value);
    if (!Number.isInteger(id) || id <= 0) return;
    select(id);
    // On a batch page the same page opens for the new batch; elsewhere (Reset Password) its dashboard does.
    const next = BATCH_PAGE.test(location.pathname)
      ? location.pathname.replace(BATCH_PAGE, `/$1/${id}/`)
      : `/corporate-program/dashboard/${id}/group/${corporateId}`;
    navigate(next);
  }

  return (
    <Select label="Batch" value={batches.length === 0 ? '' : current} onChange={onChange}>
      {batches.length === 0 ? (
        <option value="">Empty Batch</option>
      ) : (
        batches.map((batch) => (
          <option key={batch.id} value={batch.id}>
            {batch.name}
          </option>
        ))
      )}
    </Select>
  );
}

/**
 * Spec §4: a removed batch is forgotten. A stored batch the manager no longer has (an admin took it away) is cleared
 * from storage and from the shared state, so the next entry opens the first batch they do have.
 */
function useForgetRemovedBatch() {
  const { user } = useSession();
  const { storedBatchId, remove } = useBatchSelection();
  useEffect(() => {
    if (storedBatchId === null || !user?.program) return;
    if (!user.program.batches.some((batch) => batch.id === storedBatchId)) remove();
  }, [user, storedBatchId, remove]);
}

export function CorporateLayout() {
  const { user } = useSession();
  const params = useParams();
  useForgetRemovedBatch();
  // Pages without a batch in the path (Reset Password) use the stored batch, else the first one (spec §4).
  const batches = user?.program?.batches ?? [];
  const stored = readStoredBatchId();
  const fallback = batches.some((batch) => batch.id === stored) ? stored : (batches[0]?.id ?? 0);
  const batchId = params['batchId'] ?? String(fallback);
  const corporateId = params['corporateId'] ?? String(user?.program?.corporate_id ?? 0);
  const suffix = `${batchId}/group/${corporateId}`;
  const items = [
    { label: 'Dashboard', to: `/corporate-program/dashboard/${suffix}` },
    { label: 'Member', to: `/corporate-program/member/${suffix}` },
    { label: 'Progres Belajar', to: `/corporate-program/point/${suffix}` },
    { label: 'Reset Password', to: '/corporate-program/reset-password' },
  ];
  return (
    <div data-layout="corporate">
      <PageShell
        footer={<AreaFooter area="Corporate Program" />}
        header={<AreaTopBar homePath={items[0].to} navLabel="Navigasi program korporat" />}
        sidebar={
          <Sidebar label="Menu program korporat">
            <Stack $gap={4}>
              <BatchSelector current={batchId} />
              <nav aria-label="Halaman program korporat">
                <NavItems>
                  {items.map((item) => (
                    <li key={item.label}>
                      <SideLink to={item.to}>{item.label}</SideLink>
                    </li>
                  ))}
                </NavItems>
              </nav>
            </Stack>
          </Sidebar>
        }
      >
        <Outlet />
      </PageShell>
    </div>
  );
}
