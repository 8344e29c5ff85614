/**
 * The pieces every teacher layout is built from: the top bar (the admin kind of bar, spec §2 — Beranda to
 * /author, default avatar and username fallback, the unread badge of GET /api/tc-adm/notif-total with failures
 * ignored) and the teacher sidebar, whose Belajar Online and Cybersecurity Lab entries (the teacher's own lab pages,
 * decision 0037) are disabled with the §6 tooltips when the teacher lacks the access.
 */
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { teacherMenuAccess, useSession } from '@akademi-siber/data-access-auth';
import { AreaFooter, AreaTopBar } from '@akademi-siber/feature-app-frame';
import { PageShell, Sidebar, Stack, Tooltip, theme } from '@akademi-siber/ui-design-system';

export function TeacherTopBar() {
  return (
    <AreaTopBar
      // Spec §2 says the teacher bar's Beranda leads to /author (docs/decisions: layouts); the sidebar's
      // Classroom entry is the teacher's own home.
      homePath="/author"
      navLabel="Navigasi teacher"
      notif={{ area: 'tc-adm', onFailure: 'ignore' }}
      accountLinks={
        <ul>
          <li>
            <Link to="/teacher/settings">Pengaturan</Link>
          </li>
        </ul>
      }
    />
  );
}

const entryLook = `
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 44px;
  padding: 0 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
`;

const SideLink = styled(NavLink)`
  ${entryLook}
  &.active {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primaryText};
  }
`;

/** Focusable and announced as unavailable, so the tooltip also reaches keyboard and screen-reader users. */
const DisabledEntry = styled.button`
  ${entryLook}
  color: ${theme.colors.textMuted};
  cursor: not-allowed;
`;

const Group = styled.p`
  margin: 0.75rem 0 0.25rem;
  padding: 0 14px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* The tooltip wrapper is inline-flex; in the menu it spans the row like the other entries. */
  & > li > span {
    display: flex;
  }

  /* Inside the 255px column the tooltip starts at the entry's text and wraps, instead of being cut by the edge. */
  [role='tooltip'] {
    left: 14px;
    max-width: 210px;
    transform: none;
  }
`;

function Entry({ enabled, tooltip, children }: { enabled: boolean; tooltip: string | null; children: ReactNode }) {
  if (enabled) return <li>{children}</li>;
  return (
    <li>
      <Tooltip content={tooltip} placement="bottom">
        <DisabledEntry type="button" aria-disabled="true">
          {children}
        </DisabledEntry>
      </Tooltip>
    </li>
  );
}

const LAB_ENTRIES = [
  { label: 'Exercise Lab', to: '/teacher/exercise-lab' },
  { label: 'CTF', to: '/teacher/ctf' },
  { label: 'VPN Access', to: '/teacher/vpn-access' },
] as const;

export function TeacherSidebar() {
  const { user } = useSession();
  const access = teacherMenuAccess(user);
  return (
    <Sidebar label="Menu teacher">
      <nav aria-label="Halaman teacher">
        <Items>
          <li>
            <SideLink to="/teacher/classroom">Classroom</SideLink>
          </li>
          <Entry enabled={access.course.enabled} tooltip={access.course.tooltip}>
            {access.course.enabled ? (
              <SideLink to="/teacher/online-courses">Belajar Online</SideLink>
            ) : (
              'Belajar Online'
            )}
          </Entry>
        </Items>
        <Group id="teacher-lab-group">Cybersecurity Lab</Group>
        <Items aria-labelledby="teacher-lab-group">
          {LAB_ENTRIES.map((entry) => (
            <Entry key={entry.to} enabled={access.lab.enabled} tooltip={access.lab.tooltip}>
              {access.lab.enabled ? <SideLink to={entry.to}>{entry.label}</SideLink> : entry.label}
            </Entry>
          ))}
        </Items>
        <Items style={{ marginTop: 12 }}>
          <li>
            <SideLink to="/teacher/settings">Pengaturan</SideLink>
          </li>
        </Items>
      </nav>
    </Sidebar>
  );
}

export interface TeacherFrameProps {
  /** Which of the teacher layouts this is (data-layout, for tests and styles). */
  name: string;
  /** With the teacher sidebar (teacher, lecturer, lecturer-detail) or full width (lecturer-detail-course, tcadmin). */
  sidebar: boolean;
  /** A band above the page: the campus, the classroom header and tabs, or a way back. */
  band?: ReactNode;
  children?: ReactNode;
}

export function TeacherFrame({ name, sidebar, band, children }: TeacherFrameProps) {
  return (
    <div data-layout={name}>
      <PageShell
        header={<TeacherTopBar />}
        sidebar={sidebar ? <TeacherSidebar /> : undefined}
        footer={<AreaFooter area="Teacher" />}
      >
        <Stack $gap={0}>
          {band}
          {children ?? <Outlet />}
        </Stack>
      </PageShell>
    </div>
  );
}
