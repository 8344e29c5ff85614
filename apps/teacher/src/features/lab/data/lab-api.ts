/**
 * The teacher's lab (decision 0035, 0037): the challenges and exercise labs to assign, a classroom's assignments with
 * the grids of its students and each student's results on one item. The
 * teacher's classrooms for the assign dialog and the VPN status come from data-access-lab (the same endpoints the lab
 * remote reads).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import {
  LAB_PATHS,
  type ClassroomChallengeGridRow,
  type ClassroomChallengeResults,
  type ClassroomExerciseGridRow,
  type ClassroomExerciseResults,
  type ClassroomLabAssignment,
  type TeacherLabChallenge,
  type TeacherLabExercise,
} from '@akademi-siber/util-contracts';

export type LabItemKind = ClassroomLabAssignment['kind'];

interface GridArgs {
  slug: string;
  page: number;
  perPage: number;
  q?: string;
}

interface AssignArgs {
  classroomSlug: string;
  kind: LabItemKind;
  itemSlug: string;
  dueAt: string | null;
}

const url = (path: string) => path.replace(/^\//, '');
const gridParams = ({ page, perPage, q }: GridArgs) => ({ page, per_page: perPage, ...(q ? { q } : {}) });
const assignmentPath = ({ classroomSlug, kind, itemSlug }: Omit<AssignArgs, 'dueAt'>) =>
  url(
    kind === 'challenge'
      ? LAB_PATHS.classroomChallengeAssignment(classroomSlug, itemSlug)
      : LAB_PATHS.classroomExerciseAssignment(classroomSlug, itemSlug),
  );

// 'TeacherLab': everything an assignment changes (the catalogue's counts, the assignments, the grids, the results).
export const teacherLabApi = api.enhanceEndpoints({ addTagTypes: ['TeacherLab'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeacherLabChallenges: build.query<TeacherLabChallenge[], void>({
      query: () => url(LAB_PATHS.teacherChallenges),
      providesTags: ['TeacherLab'],
    }),
    getTeacherLabExercises: build.query<TeacherLabExercise[], void>({
      query: () => url(LAB_PATHS.teacherExercises),
      providesTags: ['TeacherLab'],
    }),
    getClassroomLabAssignments: build.query<ClassroomLabAssignment[], string>({
      query: (slug) => url(LAB_PATHS.classroomAssignments(slug)),
      providesTags: ['TeacherLab'],
    }),
    getClassroomChallengeGrid: build.query<ApiList<ClassroomChallengeGridRow>, GridArgs>({
      query: (args) => ({ url: url(LAB_PATHS.classroomChallengeGrid(args.slug)), params: gridParams(args) }),
      providesTags: ['TeacherLab'],
    }),
    getClassroomExerciseGrid: build.query<ApiList<ClassroomExerciseGridRow>, GridArgs>({
      query: (args) => ({ url: url(LAB_PATHS.classroomExerciseGrid(args.slug)), params: gridParams(args) }),
      providesTags: ['TeacherLab'],
    }),
    getClassroomChallengeResults: build.query<ClassroomChallengeResults, { slug: string; itemSlug: string }>({
      query: ({ slug, itemSlug }) => url(LAB_PATHS.classroomChallenge(slug, itemSlug)),
      providesTags: ['TeacherLab'],
    }),
    getClassroomExerciseResults: build.query<ClassroomExerciseResults, { slug: string; itemSlug: string }>({
      query: ({ slug, itemSlug }) => url(LAB_PATHS.classroomExercise(slug, itemSlug)),
      providesTags: ['TeacherLab'],
    }),
    /** Assigns, or changes the due date of what is assigned already. */
    assignLabItem: build.mutation<ClassroomLabAssignment, AssignArgs>({
      query: ({ dueAt, ...target }) => ({ url: assignmentPath(target), method: 'PUT', body: { dueAt } }),
      invalidatesTags: ['TeacherLab'],
    }),
    unassignLabItem: build.mutation<null, Omit<AssignArgs, 'dueAt'>>({
      query: (target) => ({ url: assignmentPath(target), method: 'DELETE' }),
      invalidatesTags: ['TeacherLab'],
    }),
  }),
});

export const {
  useGetTeacherLabChallengesQuery,
  useGetTeacherLabExercisesQuery,
  useGetClassroomLabAssignmentsQuery,
  useGetClassroomChallengeGridQuery,
  useGetClassroomExerciseGridQuery,
  useGetClassroomChallengeResultsQuery,
  useGetClassroomExerciseResultsQuery,
  useAssignLabItemMutation,
  useUnassignLabItemMutation,
} = teacherLabApi;
