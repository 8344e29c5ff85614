// The teacher's lab (decision 0035): the catalogue to assign from, a classroom's assignments with due dates (late
// solves kept and marked), each student's results with the suspicious submissions, and the classroom's live
// scoreboard; lab access and classroom ownership hold (spec §8).
import {
  LAB_NO_ACCESS_MESSAGE,
  type ClassroomChallengeResults,
  type ClassroomExerciseResults,
  type ClassroomLabAssignment,
  type LabChallengeDetail,
  type LabScoreboard,
  type TeacherLabChallenge,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { classrooms, classroomStudents, teachers } from '../../db/schema';
import { expectErrorEnvelope, loginAs } from '../../test/helpers';
import { perUserFlag } from './flags';
import { labSuite, TEST_LAB_SECRET } from './testing';

type Envelope<T> = { success: boolean; message: string; data: T };
const CLASS_A = 'keamanan-jaringan-kelas-a-2026';

describe('lab: teachers', () => {
  const lab = labSuite();
  let teacher = '';
  beforeAll(async () => {
    teacher = await loginAs(lab.harness.app, 'teacher');
  });
  const get = async <T>(url: string, token = teacher) => {
    const response = await lab.send('GET', url, undefined, token);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<Envelope<T>>().data;
  };

  it("lists what a teacher may assign, with how many of the teacher's classrooms have it", async () => {
    const challenges = await get<TeacherLabChallenge[]>('/api/teacher/lab/challenges');
    expect(challenges.find((challenge) => challenge.slug === 'web-101')).toMatchObject({ classrooms: 1, value: 250 });
    expect(challenges.find((challenge) => challenge.slug === 'kunci-xor')).toMatchObject({ classrooms: 0 });
    const exercises = await get<{ slug: string; classrooms: number }[]>('/api/teacher/lab/exercises');
    expect(exercises.find((exercise) => exercise.slug === 'pengenalan-linux')).toMatchObject({ classrooms: 1 });
  });

  it("shows a classroom's assignments: done, late after the due date, out of its students", async () => {
    const assignments = await get<ClassroomLabAssignment[]>(`/api/teacher/classrooms/${CLASS_A}/lab-assignments`);
    const bySlug = Object.fromEntries(assignments.map((row) => [row.slug, row]));
    expect(Object.keys(bySlug).sort()).toEqual(['pengenalan-linux', 'pesan-berputar', 'port-tersembunyi', 'web-101']);
    expect(bySlug['web-101']).toMatchObject({ kind: 'challenge', done: 3, late: 2, students: 5 });
    expect(bySlug['pesan-berputar']).toMatchObject({ done: 2, late: 0 });
    expect(bySlug['port-tersembunyi']).toMatchObject({ done: 0, dueAt: null });
    expect(bySlug['pengenalan-linux']).toMatchObject({ kind: 'exercise', done: 0 });
  });

  it("shows each student's result on a challenge: when, late, attempts, hints", async () => {
    const results = await get<ClassroomChallengeResults>(`/api/teacher/classrooms/${CLASS_A}/ctf/web-101`);
    expect(results.assignment?.dueAt).not.toBeNull();
    const students = Object.fromEntries(results.students.map((student) => [student.username, student]));
    expect(Object.keys(students)).toHaveLength(5);
    expect(students['dimas.saputra']).toMatchObject({ late: false, points: 250, attempts: 2 });
    expect(students['member.demo']).toMatchObject({ late: true, points: 250, attempts: 3, hintsUsed: 0 });
    expect(students['agus.pratama']).toMatchObject({ solvedAt: null, late: false, points: null, attempts: 0 });
    const crypto = await get<ClassroomChallengeResults>(`/api/teacher/classrooms/${CLASS_A}/ctf/kriptografi-dasar`);
    expect(crypto.assignment).toBeNull();
    expect(crypto.students.find((student) => student.username === 'member.demo')).toMatchObject({ hintsUsed: 1 });
  });

  it('assigns with a due date, changes it, and unassigns', async () => {
    const dueAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const url = `/api/teacher/classrooms/${CLASS_A}/ctf/kriptografi-dasar/assignment`;
    const assigned = await lab.send('PUT', url, { dueAt }, teacher);
    expect(assigned.json<Envelope<ClassroomLabAssignment>>()).toMatchObject({
      message: 'Tantangan ditugaskan',
      data: { slug: 'kriptografi-dasar', dueAt, done: 1, late: 0 },
    });
    const past = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    expect(
      (await lab.send('PUT', url, { dueAt: past }, teacher)).json<Envelope<ClassroomLabAssignment>>().data,
    ).toMatchObject({
      dueAt: past,
      late: 1,
    });
    expect((await lab.send('DELETE', url, undefined, teacher)).statusCode).toBe(200);
    expect(expectErrorEnvelope(await lab.send('DELETE', url, undefined, teacher), 404)).toBe(
      'Belum ditugaskan di classroom ini.',
    );
    const hidden = await lab.send(
      'PUT',
      `/api/teacher/classrooms/${CLASS_A}/ctf/tantangan-mingguan/assignment`,
      { dueAt: null },
      teacher,
    );
    expect(hidden.statusCode).toBe(404);
    const exercise = await lab.send(
      'PUT',
      `/api/teacher/classrooms/${CLASS_A}/exercise-lab/dasar-nmap/assignment`,
      { dueAt: null },
      teacher,
    );
    expect(exercise.json<Envelope<ClassroomLabAssignment>>().data).toMatchObject({
      kind: 'exercise',
      slug: 'dasar-nmap',
    });
  });

  it("shows each student's progress on an exercise lab", async () => {
    const results = await get<ClassroomExerciseResults>(
      `/api/teacher/classrooms/${CLASS_A}/exercise-lab/pengenalan-linux`,
    );
    expect(results.exercise).toMatchObject({ slug: 'pengenalan-linux', steps: 3 });
    expect(results.students.find((student) => student.username === 'member.demo')).toMatchObject({
      answeredSteps: 2,
      completedAt: null,
      late: false,
    });
  });

  it("shows the suspicious submissions of the classroom's students, and its live scoreboard", async () => {
    const [owner, copier] = [await lab.player('mahasiswa.pemilik'), await lab.player('mahasiswa.penyalin')];
    const [classA] = await lab.harness.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.slug, CLASS_A));
    await lab.harness.db.insert(classroomStudents).values({ classroomId: classA.id, userId: copier.id });
    const detail = (await lab.send('GET', '/api/lab/challenges/log-pribadi', undefined, owner.token)).json<
      Envelope<LabChallengeDetail>
    >();
    await lab.send(
      'GET',
      `/api/lab/challenges/log-pribadi/attachments/${detail.data.attachments[0].id}/token`,
      undefined,
      owner.token,
    );
    const challengeId = (await lab.harness.db.query.labChallenges.findFirst({
      where: (t, { eq: is }) => is(t.slug, 'log-pribadi'),
    }))!.id;
    await lab.send(
      'POST',
      '/api/lab/challenges/log-pribadi/submissions',
      { flag: perUserFlag(TEST_LAB_SECRET, owner.id, challengeId) },
      copier.token,
    );

    const results = await get<ClassroomChallengeResults>(`/api/teacher/classrooms/${CLASS_A}/ctf/log-pribadi`);
    expect(results.suspicious).toEqual([
      {
        user: { username: 'mahasiswa.penyalin', name: expect.any(String) },
        flagOwner: { username: 'mahasiswa.pemilik', name: expect.any(String) },
        submittedAt: expect.any(String),
      },
    ]);
    expect(results.students.find((student) => student.username === 'mahasiswa.penyalin')).toMatchObject({
      suspicious: 1,
      attempts: 1,
    });

    const board = await get<LabScoreboard>(`/api/teacher/classrooms/${CLASS_A}/lab-scoreboard`);
    expect(board).toMatchObject({ live: true, classroom: { slug: CLASS_A } });
    expect(board.entries.map((entry) => entry.username)).not.toContain('maya.anggraini');
  });

  it("refuses another teacher's classroom (404) and a teacher without lab access (403, spec §8)", async () => {
    const other = await lab.player('guru.lain', 'teacher');
    const [campus] = await lab.harness.db.select({ id: teachers.campusId }).from(teachers).limit(1);
    await lab.harness.db.insert(teachers).values({ userId: other.id, campusId: campus.id, isAccessLab: true });
    expect(
      (await lab.send('GET', `/api/teacher/classrooms/${CLASS_A}/lab-assignments`, undefined, other.token)).statusCode,
    ).toBe(404);
    const assignment = `/api/teacher/classrooms/${CLASS_A}/ctf/web-101/assignment`;
    expect((await lab.send('PUT', assignment, { dueAt: null }, other.token)).statusCode).toBe(404);
    // Without a body too: the classroom is checked before the body, which its own teacher hears about (422).
    expect((await lab.send('PUT', assignment, undefined, other.token)).statusCode).toBe(404);
    expect(expectErrorEnvelope(await lab.send('PUT', assignment, undefined, teacher), 422)).toBe(
      'Batas waktu wajib dikirim (null: tanpa batas waktu).',
    );
    await lab.harness.db.update(teachers).set({ isAccessLab: false }).where(eq(teachers.userId, other.id));
    for (const url of [
      '/api/teacher/lab/challenges',
      '/api/teacher/lab/exercises',
      `/api/teacher/classrooms/${CLASS_A}/ctf/web-101`,
    ]) {
      expect(expectErrorEnvelope(await lab.send('GET', url, undefined, other.token), 403)).toBe(LAB_NO_ACCESS_MESSAGE);
    }
  });
});
