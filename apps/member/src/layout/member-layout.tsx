import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { Badge, NavItem, PageShell } from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';

const Score = styled.span`
  display: inline-flex;
  gap: 6px;
`;

/** The member area's layout: member navbar with points and XP, then the page. */
export function MemberLayout() {
  const { user } = useSession();
  return (
    <PageShell
      footer={<AreaFooter area="Member" />}
      header={
        <AreaTopBar homePath="/member">
          {user && (
            <NavItem>
              <Score aria-label={`${formatNumber(user.point)} poin dan ${formatNumber(user.xp)} XP`}>
                <Badge $tone="info">{formatNumber(user.point)} Poin</Badge>
                <Badge $tone="success">{formatNumber(user.xp)} XP</Badge>
              </Score>
            </NavItem>
          )}
        </AreaTopBar>
      }
    >
      <Outlet />
    </PageShell>
  );
}
