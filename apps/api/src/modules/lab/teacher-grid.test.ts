// The classroom's grids behind the teacher's ctf and exercise-lab tabs: a page of students × the assigned items, with
// solves after the due date marked late, search and paging; lab access and classroom ownership hold (spec §8).
import {
  LAB_NO_ACCESS_MESSAGE,
  type ApiPage,
  type ClassroomChallengeGridRow,
  type ClassroomExerciseGridRow,
  type ClassroomLabAssignment,
  type TeacherLabChallenge,
  type TeacherLabExercise,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { teachers } from '../../db/schema';
import { expectErrorEnvelope, loginAs } from '../../test/helpers';
import { labSuite } from './testing';

const CLASS_A = 'keamanan-jaringan-kelas-a-2026';

describe('lab: the classroom grids', () => {
  const lab = labSuite();
  let teacher = '';
  beforeAll(async () => {
    teacher = await loginAs(lab.harness.app, 'teacher');
  });
  const page = async <T>(url: string, token = teacher) => {
    const response = await lab.send('GET', url, undefined, token);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<ApiPage<T>>();
  };

  it('gives every student of the page a cell per assigned challenge: solved, when, late, attempts, hints', async () => {
    const grid = await page<ClassroomChallengeGridRow>(`/api/teacher/classrooms/${CLASS_A}/ctf`);
    expect(grid.meta).toEqual({ page: 1, per_page: 10, total: 5 });
    expect(grid.data.map((row) => row.username)).toEqual([
      'agus.pratama',
      'dimas.saputra',
      'putri.lestari',
      'member.demo',
      'siti.rahmawati',
    ]);
    const assignments = (
      await lab.send('GET', `/api/teacher/classrooms/${CLASS_A}/lab-assignments`, undefined, teacher)
    ).json<{ data: ClassroomLabAssignment[] }>().data;
    const challengeOrder = assignments.filter((row) => row.kind === 'challenge').map((row) => row.slug);
    for (const row of grid.data) expect(row.cells.map((cell) => cell.slug)).toEqual(challengeOrder);

    const cell = (username: string, slug: string) =>
      grid.data.find((row) => row.username === username)?.cells.find((candidate) => candidate.slug === slug);
    // web-101 was due 7 days ago: dimas solved it 10 days ago, the demo member 5 days ago (after two wrong flags).
    expect(cell('dimas.saputra', 'web-101')).toMatchObject({ late: false, points: 250, attempts: 2, hintsUsed: 0 });
    expect(cell('member.demo', 'web-101')).toMatchObject({ late: true, points: 250, attempts: 3 });
    expect(cell('agus.pratama', 'web-101')).toEqual({
      slug: 'web-101',
      solvedAt: null,
      late: false,
      points: null,
      attempts: 0,
      hintsUsed: 0,
    });
    expect(cell('putri.lestari', 'pesan-berputar')).toMatchObject({ late: false, solvedAt: expect.any(String) });
  });

  it('shows a newly assigned challenge with the hints a student used; pages and searches the students', async () => {
    await lab.send(
      'PUT',
      `/api/teacher/classrooms/${CLASS_A}/ctf/kriptografi-dasar/assignment`,
      { dueAt: null },
      teacher,
    );
    const found = await page<ClassroomChallengeGridRow>(`/api/teacher/classrooms/${CLASS_A}/ctf?q=rina`);
    expect(found.data.map((row) => row.username)).toEqual(['member.demo']);
    expect(found.data[0].cells.find((cell) => cell.slug === 'kriptografi-dasar')).toMatchObject({
      points: 250,
      hintsUsed: 1,
      late: false,
    });
    const second = await page<ClassroomChallengeGridRow>(`/api/teacher/classrooms/${CLASS_A}/ctf?page=2&per_page=2`);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(second.data.map((row) => row.username)).toEqual(['putri.lestari', 'member.demo']);
  });

  it('gives a cell per assigned exercise lab: answered steps out of the steps, completed, late', async () => {
    const grid = await page<ClassroomExerciseGridRow>(`/api/teacher/classrooms/${CLASS_A}/exercise-lab`);
    expect(grid.meta.total).toBe(5);
    const member = grid.data.find((row) => row.username === 'member.demo');
    expect(member?.cells).toEqual([
      { slug: 'pengenalan-linux', answeredSteps: 2, steps: 3, completedAt: null, late: false },
    ]);
  });

  it("counts per catalogue entry how many of the teacher's students solved the challenge or did the lab", async () => {
    const challenges = (await lab.send('GET', '/api/teacher/lab/challenges', undefined, teacher)).json<{
      data: TeacherLabChallenge[];
    }>().data;
    const bySlug = Object.fromEntries(challenges.map((challenge) => [challenge.slug, challenge]));
    // Class A: dimas, siti and the demo member solved web-101; class B: nadia solved jejak-digital. maya.anggraini
    // and intan.permata are in no classroom of the teacher.
    expect(bySlug['web-101'].studentSolves).toBe(3);
    expect(bySlug['pesan-berputar'].studentSolves).toBe(2);
    expect(bySlug['port-tersembunyi'].studentSolves).toBe(0);
    expect(bySlug['jejak-digital'].studentSolves).toBe(1);
    const exercises = (await lab.send('GET', '/api/teacher/lab/exercises', undefined, teacher)).json<{
      data: TeacherLabExercise[];
    }>().data;
    expect(exercises.every((exercise) => exercise.studentCompletions === 0)).toBe(true);
  });

  it("refuses another teacher's classroom (404), a teacher without lab access (403) and a bad page (422)", async () => {
    const other = await lab.player('guru.grid', 'teacher');
    const [campus] = await lab.harness.db.select({ id: teachers.campusId }).from(teachers).limit(1);
    await lab.harness.db.insert(teachers).values({ userId: other.id, campusId: campus.id, isAccessLab: true });
    for (const tab of ['ctf', 'exercise-lab']) {
      const url = `/api/teacher/classrooms/${CLASS_A}/${tab}`;
      expect(expectErrorEnvelope(await lab.send('GET', url, undefined, other.token), 404)).toBe(
        'Classroom tidak ditemukan.',
      );
    }
    await lab.harness.db.update(teachers).set({ isAccessLab: false }).where(eq(teachers.userId, other.id));
    expect(
      expectErrorEnvelope(await lab.send('GET', `/api/teacher/classrooms/${CLASS_A}/ctf`, undefined, other.token), 403),
    ).toBe(LAB_NO_ACCESS_MESSAGE);
    expect(
      (await lab.send('GET', `/api/teacher/classrooms/${CLASS_A}/ctf?page=0`, undefined, teacher)).statusCode,
    ).toBe(422);
  });
});
