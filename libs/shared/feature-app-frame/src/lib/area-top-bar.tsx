import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import { Avatar, Brand, Button, Dropdown, NavItem, NavList, TopBar } from '@akademi-siber/ui-design-system';
import { LogoutNavItem } from './logout-button';
import { NotifNavItem, type NotifNavItemProps } from './nav-badges';

const BrandLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const UserChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 0.5rem;
  font-weight: 600;
`;

/** Keeps a long username from pushing the bar wider than a phone. */
const Username = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface AreaTopBarProps {
  /** Where "Beranda" leads. */
  homePath: string;
  /** Items after Beranda (e.g. the member's certificate link, points and XP). */
  children?: ReactNode;
  dark?: boolean;
  /** The area's unread-notification icon (spec §7 endpoint and failure rule). */
  notif?: NotifNavItemProps;
  /** Links inside the user menu opened from the avatar and username (e.g. Ganti Password). */
  accountLinks?: ReactNode;
  /** Accessible name of the bar's navigation. */
  navLabel?: string;
}

function UserMenu({ accountLinks }: { accountLinks?: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  // Spec §2: avatar (default image when none) and username; a username is always there, the name is the fallback.
  const displayName = user.username || user.name;
  const face = (
    <>
      <Avatar src={user.avatarUrl} name={user.name} alt="" size={32} />
      <Username>{displayName}</Username>
    </>
  );
  return (
    <NavItem>
      {accountLinks ? (
        <Dropdown label={face} align="end" buttonLabel={`Menu akun ${displayName}`}>
          {accountLinks}
        </Dropdown>
      ) : (
        <UserChip>{face}</UserChip>
      )}
    </NavItem>
  );
}

/**
 * The bar of the signed-in areas (spec §2): brand linking to /, Beranda, the area's own items, the unread
 * badge, the user menu (avatar and username) and Keluar. Each remote composes it into its layout.
 */
export function AreaTopBar({
  homePath,
  children,
  dark,
  notif,
  accountLinks,
  navLabel = 'Navigasi area',
}: AreaTopBarProps) {
  return (
    <TopBar
      $sticky
      $dark={dark}
      navLabel={navLabel}
      data-dark={dark ? 'true' : 'false'}
      brand={
        <BrandLink to="/" aria-label="Akademi Siber — halaman utama">
          <Brand />
        </BrandLink>
      }
    >
      <NavList>
        <NavItem>
          <Button as={Link} to={homePath} $variant="ghost" $size="sm">
            Beranda
          </Button>
        </NavItem>
        {children}
        {notif && <NotifNavItem {...notif} />}
        <UserMenu accountLinks={accountLinks} />
        <LogoutNavItem />
      </NavList>
    </TopBar>
  );
}
