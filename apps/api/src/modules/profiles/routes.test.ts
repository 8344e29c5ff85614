import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, expectErrorEnvelope, type TestApp } from '../../test/helpers';
import { PROFILE_NOT_FOUND_MESSAGE } from './routes';

describe('GET /api/profiles/:username', () => {
  let harness: TestApp;
  const get = (username: string) =>
    harness.app.inject({ method: 'GET', url: `/api/profiles/${encodeURIComponent(username)}` });

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('shows what anyone may see of a member, without a token', async () => {
    const response = await get('member.demo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { username: 'member.demo', role: 'member' } });
    expect(Object.keys(body.data).sort()).toEqual([
      'avatarUrl',
      'bio',
      'certificates',
      'city',
      'finishedCourses',
      'institution',
      'joinedAt',
      'name',
      'role',
      'username',
      'xp',
    ]);
    expect(new Date(body.data.joinedAt).toString()).not.toBe('Invalid Date');
  });

  it('finds the username whatever its case', async () => {
    expect((await get('Author.Demo')).json().data).toMatchObject({ username: 'author.demo', role: 'author' });
    expect((await get('teacher.demo')).json().data.role).toBe('teacher');
  });

  it.each(['admin.demo', 'corporate.demo'])('has no public page for the staff account %s', async (username) => {
    expect(expectErrorEnvelope(await get(username), 404)).toBe(PROFILE_NOT_FOUND_MESSAGE);
  });

  it.each(['tidak.ada', '-x-', 'a', 'nama dengan spasi', '💥'.repeat(10)])(
    'answers 404, not 422, for %p',
    async (username) => {
      expect(expectErrorEnvelope(await get(username), 404)).toBe(PROFILE_NOT_FOUND_MESSAGE);
    },
  );

  it('hides a deleted account', async () => {
    const [row] = await harness.db
      .insert(users)
      .values({
        username: 'akan.dihapus',
        name: 'Akan Dihapus',
        email: 'hapus@uji.akademisiber.id',
        passwordHash: 'x',
        idRole: ROLE_IDS.member,
        bio: '',
      })
      .returning({ id: users.id });
    expect((await get('akan.dihapus')).json().data.bio).toBeNull();
    await harness.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, row.id));
    expect((await get('akan.dihapus')).statusCode).toBe(404);
  });
});
