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
    const manager = {
      ...base,
      id_role: 4,
      program: {
        corporate_id: 7,
        batches: [
          { id: 3, name: 'B3', is_full_access: true },
          { id: 9, name: 'B9', is_full_access: false },
        ],
      },
    };
    expect(roleHome(manager, 9)).toBe('/corporate-program/dashboard/9/group/7');
    expect(roleHome(manager, null)).toBe('/corporate-program/dashboard/3/group/7');
    // A stored batch the manager no longer has is not used.
    expect(roleHome(manager, 12)).toBe('/corporate-program/dashboard/3/group/7');
    expect(corporateHome({ ...manager, program: { corporate_id: 7, batches: [] } }, null)).toBe(
      '/corporate-program/dashboard/0/group/7',
    );
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
    '/a\u0000b',
    '/\t/evil.example',
    // encoded variants: one, two and three rounds of percent-encoding
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/%0d%0aSet-Cookie',
    '/%E0%A4%A',
    // the URL parser would make these protocol-relative
    '/member/../..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
  ])('refuses %p', (path) => {
    expect(safeRedirectPath(path as string | null)).toBeNull();
  });

  it('keeps a local path whose query holds an encoded path', () => {
    expect(safeRedirectPath('/member?next=%2Fmember%2Fcart')).toBe('/member?next=%2Fmember%2Fcart');
  });

  it('refuses over-long values', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('builds the login path with the intended page', () => {
    expect(loginPathFor('/admin')).toBe('/login?redirect=%2Fadmin');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
