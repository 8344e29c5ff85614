import { registerRequestSchema } from './accounts';
import { isReservedUsername, matchPagePath, matchPagePattern, SHELL_PAGE_ROUTES } from './public-routes';

describe('matchPagePattern (react-router syntax)', () => {
  it('matches static paths case-insensitively and ignores a trailing slash', () => {
    expect(matchPagePattern('/login', '/login')).toEqual({});
    expect(matchPagePattern('/login', '/LOGIN/')).toEqual({});
    expect(matchPagePattern('/', '/')).toEqual({});
    expect(matchPagePattern('/login', '/login/extra')).toBeNull();
    expect(matchPagePattern('/lupa-password', '/login')).toBeNull();
  });

  it('takes one decoded segment for a parameter', () => {
    expect(matchPagePattern('/auth-verification/:token', '/auth-verification/abc%2Edef')).toEqual({ token: 'abc.def' });
    expect(matchPagePattern('/auth-verification/:token', '/auth-verification')).toBeNull();
    expect(matchPagePattern('/auth-verification/:token', '/auth-verification/a/b')).toBeNull();
  });

  it('lets an optional parameter be absent', () => {
    expect(matchPagePattern('/blog/kategori/:kategori?', '/blog/kategori')).toEqual({});
    expect(matchPagePattern('/blog/kategori/:kategori?', '/blog/kategori/malware')).toEqual({ kategori: 'malware' });
  });

  it('does not match a malformed escape', () => {
    expect(matchPagePattern('/:username', '/%E0%A4%A')).toBeNull();
  });
});

describe('matchPagePath', () => {
  it.each(Object.values(SHELL_PAGE_ROUTES).map((pattern) => [pattern, pattern.replace(':token', 'a1b2c3')]))(
    'knows the shell page %s',
    (pattern, path) => {
      expect(matchPagePath(path)).toEqual({ kind: 'shell', pattern });
    },
  );

  it.each([
    ['/member', 'member'],
    ['/member/kelas/keamanan-web/modul', 'member'],
    ['/corporate-program/dashboard/1/group/1', 'corporate'],
    ['/Teacher/classroom', 'teacher'],
    ['/admin/tidak-ada', 'admin'],
    ['/lab/ctf/web-101', 'lab'],
    ['/lab/auth/kode', 'lab'],
  ])('sends %s to the %s area, which answers its own unknown paths', (path, area) => {
    expect(matchPagePath(path)).toEqual({ kind: 'area', area });
  });

  it('treats any other one-segment path that can be a username as a public profile', () => {
    expect(matchPagePath('/member.demo')).toEqual({ kind: 'profile', username: 'member.demo' });
    expect(matchPagePath('/Budi_Santoso')).toEqual({ kind: 'profile', username: 'budi_santoso' });
  });

  it.each([
    '/tidak/ada',
    '/a',
    '/-budi',
    '/nama dengan spasi',
    '/x'.repeat(2) + '/y',
    '/api',
    '/remotes.json',
    '/blog/all/lagi',
  ])('matches nothing for %s', (path) => {
    expect(matchPagePath(path)).toEqual({ kind: 'none' });
  });
});

describe('reserved usernames', () => {
  it.each(['login', 'Member', 'corporate-program', 'auth-verification', 'api', 'logout', 'belajar-online'])(
    'reserves %s',
    (name) => {
      expect(isReservedUsername(name)).toBe(true);
    },
  );

  it('leaves ordinary names free', () => {
    expect(isReservedUsername('member.demo')).toBe(false);
    expect(isReservedUsername('budi')).toBe(false);
  });

  it('is refused at registration with an Indonesian message', () => {
    const result = registerRequestSchema.safeParse({
      name: 'Budi',
      username: 'login',
      email: 'budi@example.com',
      password: 'Rahasia#2026',
      password_confirmation: 'Rahasia#2026',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Username ini tidak dapat digunakan']);
  });
});
