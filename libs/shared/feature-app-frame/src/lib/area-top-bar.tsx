import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import { Avatar, Brand, Button, NavItem, NavList, TopBar } from '@akademi-siber/ui-design-system';
import { LogoutNavItem } from './logout-button';

const BrandLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const UserChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

export interface AreaTopBarProps {
  /** Where "Beranda" leads (the area's home). */
  homePath: string;
  /** Extra items before the user chip (e.g. the member's points and XP). */
  children?: ReactNode;
  dark?: boolean;
}

/**
 * The bar of the signed-in areas (spec §2): brand linking to /, Beranda, the user's avatar (default image
 * when none) and username, and Keluar. Each remote composes it into its own layout.
 */
export function AreaTopBar({ homePath, children, dark }: AreaTopBarProps) {
  const { user } = useSession();
  return (
    <TopBar
      $sticky
      $dark={dark}
      brand={
        <BrandLink to="/" aria-label="Akademi Siber — halaman utama">
          <Brand />
        </BrandLink>
      }
    >
      <NavList aria-label="Navigasi area">
        <NavItem>
          <Button as={Link} to={homePath} $variant="ghost" $size="sm">
            Beranda
          </Button>
        </NavItem>
        {children}
        {user && (
          <NavItem>
            <UserChip>
              <Avatar src={user.avatarUrl} name={user.name} size={32} />
              <span>{user.username}</span>
            </UserChip>
          </NavItem>
        )}
        <LogoutNavItem />
      </NavList>
    </TopBar>
  );
}
