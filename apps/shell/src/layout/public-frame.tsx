import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@akademi-siber/feature-app-frame';
import { PageShell } from '@akademi-siber/ui-design-system';
import { PublicNavbar } from './public-navbar';

export interface PublicFrameProps {
  /** The navy navbar (spec §2 dark variant). */
  dark?: boolean;
  /** A bar under the navbar that belongs to the section (the Blog or Cybercast categories, the lab's menu). */
  sectionBar?: ReactNode;
  /** The page; a layout route leaves it out and the matched child route renders in its place. */
  children?: ReactNode;
  /** Marks the layout in the DOM, so tests and styles can tell which one a page sits in. */
  name: string;
}

/** The frame every public layout shares: navbar, optional section bar, the page, the site footer. */
export function PublicFrame({ dark = false, sectionBar, children, name }: PublicFrameProps) {
  return (
    <div data-layout={name}>
      <PageShell header={<PublicNavbar dark={dark} />} footer={<SiteFooter />}>
        {sectionBar}
        {children ?? <Outlet />}
      </PageShell>
    </div>
  );
}
