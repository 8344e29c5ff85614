import {
  clearStoredSession,
  loadStoredSession,
  preferredPasswordStrategy,
  readCookie,
  readRoleCookie,
  readStoredBatchId,
  saveToken,
  writeRoleCookie,
  writeStoredBatchId,
} from './storage';

describe('session storage (spec §3, §9 names)', () => {
  beforeEach(() => {
    clearStoredSession();
    localStorage.clear();
  });

  it('stores the token under auth._token.<strategy> with the Bearer type', () => {
    saveToken('local', 'abc123');
    expect(localStorage.getItem('auth.strategy')).toBe('local');
    expect(localStorage.getItem('auth._token.local')).toBe('Bearer abc123');
    expect(readCookie('auth._token.local')).toBe('Bearer abc123');
    expect(loadStoredSession()).toEqual({ token: 'abc123', strategy: 'local' });
  });

  it('sets the login_google flag only for Google sign-in', () => {
    saveToken('google', 'g');
    expect(readCookie('login_google')).toBe('true');
    saveToken('local', 'l');
    expect(readCookie('login_google')).toBeNull();
  });

  it('keeps the role in the user_role cookie and forgets everything on clear', () => {
    saveToken('local', 'abc');
    writeRoleCookie('member');
    expect(readRoleCookie()).toBe('member');
    clearStoredSession();
    expect(readRoleCookie()).toBeNull();
    expect(loadStoredSession()).toEqual({ token: null, strategy: null });
  });

  it('remembers the strategy for the next login: laravelSanctum selects strategy 2, anything else strategy 1', () => {
    expect(preferredPasswordStrategy()).toBe('local');
    saveToken('laravelSanctum', 'x');
    clearStoredSession();
    expect(localStorage.getItem('auth.strategy')).toBe('laravelSanctum');
    expect(preferredPasswordStrategy()).toBe('laravelSanctum');
    saveToken('google', 'g');
    expect(preferredPasswordStrategy()).toBe('local');
  });

  it('ignores a strategy name it does not know', () => {
    localStorage.setItem('auth.strategy', 'evil');
    localStorage.setItem('auth._token.evil', 'Bearer x');
    expect(loadStoredSession()).toEqual({ token: null, strategy: null });
  });

  it('keeps the selected batch under the key "batch"', () => {
    writeStoredBatchId(4);
    expect(localStorage.getItem('batch')).toBe('4');
    expect(readStoredBatchId()).toBe(4);
    writeStoredBatchId(null);
    expect(readStoredBatchId()).toBeNull();
    localStorage.setItem('batch', 'abc');
    expect(readStoredBatchId()).toBeNull();
  });
});
