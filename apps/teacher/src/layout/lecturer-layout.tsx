import { useSession } from '@akademi-siber/data-access-auth';
import { Text } from '@akademi-siber/ui-design-system';
import { Band } from './band';
import { TeacherFrame } from './teacher-chrome';

/** lecturer: the lecturer's classroom list, under a band naming the campus they teach at. */
export function LecturerLayout() {
  const { user } = useSession();
  return (
    <TeacherFrame
      name="lecturer"
      sidebar
      band={
        user?.campus && (
          <Band>
            <Text $size="sm" $muted>
              {user.campus.name} · Dosen {user.name}
            </Text>
          </Band>
        )
      }
    />
  );
}
