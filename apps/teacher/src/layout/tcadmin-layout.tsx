import { useSession } from '@akademi-siber/data-access-auth';
import { Text } from '@akademi-siber/ui-design-system';
import { Band, Breadcrumbs } from './band';
import { TeacherFrame } from './teacher-chrome';

/**
 * tcadmin: the teacher's campus-administration pages — the online courses a teacher with Belajar Online access
 * assigns to classrooms (/teacher/online-courses, a course's and its exam's preview). Full width for the catalogue,
 * with the way back to the classrooms.
 */
export function TcAdminLayout() {
  const { user } = useSession();
  return (
    <TeacherFrame
      name="tcadmin"
      sidebar={false}
      band={
        <Band>
          <Breadcrumbs items={[{ label: 'Classroom', to: '/teacher/classroom' }, { label: 'Belajar Online' }]} />
          {user?.campus && (
            <Text $size="sm" $muted>
              Administrasi kampus · {user.campus.name}
            </Text>
          )}
        </Band>
      }
    />
  );
}
