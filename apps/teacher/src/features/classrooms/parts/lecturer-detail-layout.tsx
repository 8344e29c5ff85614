/**
 * lecturer-detail: one classroom (/teacher/classroom/{classroomSlug}/…): its header with the join code, and the
 * tabs of spec §2 — information, student, online-course, and with is_access_lab exercise-lab and ctf (the lab
 * feature's pages). The page under each tab reads the classroom from the outlet context, so it is fetched once.
 */
import { NavLink, Outlet, useOutletContext, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { hasLabAccess, useSession } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  theme,
} from '@akademi-siber/ui-design-system';
import type { TeacherClassroomDetail } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetClassroomDetailQuery } from '../data/classrooms-api';
import { Band, Breadcrumbs } from '../../../layout/band';
import { TeacherFrame } from '../../../layout/teacher-chrome';

export const CLASSROOM_TABS = [
  { path: 'information', label: 'Informasi', lab: false },
  { path: 'student', label: 'Mahasiswa', lab: false },
  { path: 'online-course', label: 'Online Course', lab: false },
  { path: 'exercise-lab', label: 'Exercise Lab', lab: true },
  { path: 'ctf', label: 'CTF', lab: true },
] as const;

const Tabs = styled.nav`
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0 0 -17px;
    padding: 0;
    overflow-x: auto;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.875rem;
    border-bottom: 3px solid transparent;
    color: inherit;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }

  a.active {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

export function useClassroom(): TeacherClassroomDetail {
  return useOutletContext<TeacherClassroomDetail>();
}

function ClassroomBand({ classroom }: { classroom: TeacherClassroomDetail }) {
  const base = `/teacher/classroom/${classroom.slug}`;
  const lab = hasLabAccess(useSession().user);
  return (
    <Band>
      <Breadcrumbs items={[{ label: 'Classroom', to: '/teacher/classroom' }, { label: classroom.name }]} />
      <Stack $gap={1}>
        <Heading level={1}>{classroom.name}</Heading>
        <Stack $direction="row" $gap={2} $wrap>
          <Text $muted>{classroom.campus}</Text>
          <Badge $tone="info">Kode bergabung: {classroom.joinCode}</Badge>
          <Badge>{formatNumber(classroom.students)} mahasiswa</Badge>
        </Stack>
      </Stack>
      <Tabs aria-label="Bagian classroom">
        <ul>
          {CLASSROOM_TABS.filter((tab) => lab || !tab.lab).map((tab) => (
            <li key={tab.path}>
              <NavLink to={`${base}/${tab.path}`}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
    </Band>
  );
}

function ClassroomContent() {
  const { classroomSlug = '' } = useParams();
  const { data, isLoading, error, refetch } = useGetClassroomDetailQuery(classroomSlug);
  if (isLoading) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <SkeletonList rows={4} />
      </Container>
    );
  }
  if (error || !data) {
    const { status, message } = (error ?? {}) as Partial<ApiError>;
    if (status === 404) return <ErrorPanel status={404} message={message} />;
    return (
      <Container style={{ paddingBlock: 32 }}>
        <ErrorState title="Classroom belum dapat dimuat" message={message ?? ''} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return (
    <>
      <ClassroomBand classroom={data} />
      <Outlet context={data} />
    </>
  );
}

export function LecturerDetailLayout() {
  return (
    <TeacherFrame name="lecturer-detail" sidebar>
      <ClassroomContent />
    </TeacherFrame>
  );
}
