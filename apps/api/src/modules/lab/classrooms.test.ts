// GET /api/lab/classrooms: the classrooms whose lab scoreboard a player may open (the lab remote's per-classroom
// board, decision 0036) — the ones they study in, or teach; a teacher without lab access gets spec §8's 403.
import { LAB_NO_ACCESS_MESSAGE, LAB_PATHS, type LabClassroom } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { teachers, users } from '../../db/schema';
import { demoAccount, expectErrorEnvelope, loginAs } from '../../test/helpers';
import { labSuite } from './testing';

describe("lab: the player's classrooms", () => {
  const lab = labSuite();

  it("lists the member's classroom, which opens its board", async () => {
    const response = await lab.send('GET', LAB_PATHS.classrooms);
    expect(response.statusCode).toBe(200);
    const classrooms = response.json<{ data: LabClassroom[] }>().data;
    expect(classrooms).toEqual([{ slug: 'keamanan-jaringan-kelas-a-2026', name: expect.any(String) }]);
    const board = await lab.send('GET', `${LAB_PATHS.standings}?classroom=${classrooms[0].slug}`);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.classroom).toEqual(classrooms[0]);
  });

  it('lists nothing for a member of no classroom', async () => {
    const { token } = await lab.player('tanpa.kelas');
    const response = await lab.send('GET', LAB_PATHS.classrooms, undefined, token);
    expect(response.json().data).toEqual([]);
  });

  it('lists the classrooms a teacher teaches, and answers spec §8 403 without lab access', async () => {
    const teacher = await loginAs(lab.harness.app, 'teacher');
    const taught = await lab.send('GET', LAB_PATHS.classrooms, undefined, teacher);
    expect(
      taught
        .json<{ data: LabClassroom[] }>()
        .data.map((classroom) => classroom.slug)
        .sort(),
    ).toEqual(['forensik-digital-kelas-b-2026', 'keamanan-jaringan-kelas-a-2026']);
    const [row] = await lab.harness.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, demoAccount('teacher').username));
    await lab.harness.db.update(teachers).set({ isAccessLab: false }).where(eq(teachers.userId, row.id));
    try {
      const refused = await lab.send('GET', LAB_PATHS.classrooms, undefined, teacher);
      expect(expectErrorEnvelope(refused, 403)).toBe(LAB_NO_ACCESS_MESSAGE);
    } finally {
      await lab.harness.db.update(teachers).set({ isAccessLab: true }).where(eq(teachers.userId, row.id));
    }
  });
});
