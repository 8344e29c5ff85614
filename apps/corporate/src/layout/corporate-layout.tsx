import type { ChangeEvent } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { clientStateActions } from '@akademi-siber/data-access-api';
import { useAppDispatch, useRefreshUser, useSession, writeStoredBatchId } from '@akademi-siber/data-access-auth';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell, Select, Sidebar, Stack } from '@akademi-siber/ui-design-system';

const SideLink = styled(NavLink)`
  display: block;
  padding: 10px 14px;
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  &.active {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The batch selector of spec §2/§4: stores the choice under `batch`, reloads the route, refreshes the user. */
function BatchSelector() {
  const { user } = useSession();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const refreshUser = useRefreshUser();
  const batches = user?.program?.batches ?? [];
  const current = params['batchId'] ?? '';

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const id = Number(event.target.value);
    if (!Number.isInteger(id)) return;
    writeStoredBatchId(id);
    dispatch(clientStateActions.setSelectedBatch(id));
    navigate(location.pathname.replace(/\/(dashboard|member|point)\/\d+\//, `/$1/${id}/`));
    void refreshUser();
  }

  return (
    <Select label="Batch" value={current} onChange={onChange}>
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

/** The corporate program manager's layout: sidebar with the batch selector, then the page. */
export function CorporateLayout() {
  const { user } = useSession();
  const params = useParams();
  const batchId = params['batchId'] ?? '0';
  const corporateId = params['corporateId'] ?? String(user?.program?.corporate_id ?? 0);
  return (
    <PageShell
      footer={<AreaFooter area="Corporate Program" />}
      header={<AreaTopBar homePath={`/corporate-program/dashboard/${batchId}/group/${corporateId}`} />}
      sidebar={
        <Sidebar>
          <Stack $gap={4}>
            <BatchSelector />
            <nav aria-label="Menu program korporat">
              <SideLink to={`/corporate-program/dashboard/${batchId}/group/${corporateId}`}>Dashboard</SideLink>
            </nav>
          </Stack>
        </Sidebar>
      }
    >
      <Outlet />
    </PageShell>
  );
}
