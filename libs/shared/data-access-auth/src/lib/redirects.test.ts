import type { AuthUser } from '@akademi-siber/util-contracts';
import { corporateHome, loginPathFor, roleHome, safeRedirectPath } from './redirects';

const base: AuthUser = {
  id: 1,
  id_role: 1,
  username: 'u',
  name: 'U',
  email: 'u@example.id',
  avatarUrl: null,
  point: 0,
  xp: 0,
  subscribtion_course_end_date: null,
  program: null,
  teacher: null,
  campus: null,
  scope: [],
};

describe('roleHome (spec §4, §6)', () => {
  it.each([
    [1, '/member'],
    [2, '/author'],
    [3, '/admin'],
    [5, '/teacher'],
  ])('role %i goes to %s', (idRole, home) => {
    expect(roleHome({ ...base, id_role: idRole })).toBe(home);
  });

  it('sends a corporate manager to the stored batch, else the first batch, else 0', () => {
    const manager = { ...base, id_role: 4, program: { corporate_id: 7, batches: [{ id: 3, name: 'B3', is_full_access: true }] } };
    expect(roleHome(manager, 9)).toBe('/corporate-program/dashboard/9/group/7');
    expect(roleHome(manager, null)).toBe('/corporate-program/dashboard/3/group/7');
    expect(corporateHome({ ...manager, program: { corporate_id: 7, batches: [] } }, null)).toBe('/corporate-program/dashboard/0/group/7');
  });
});

describe('safeRedirectPath (no open redirect)', () => {
  it.each(['/member', '/member/kelas/abc?tab=1#x', '/teacher/classroom'])('accepts the local path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'member',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/member',
    '/%0d%0aSet-Cookie',
    '/a\u0000b',
  ])('refuses %p', (path) => {
    const result = safeRedirectPath(path as string | null);
    if (path === '/%0d%0aSet-Cookie') expect(result).toBe('/%0d%0aSet-Cookie'); // stays an encoded local path
    else expect(result).toBeNull();
  });

  it('builds the login path with the intended page', () => {
    expect(loginPathFor('/admin')).toBe('/login?redirect=%2Fadmin');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
