import { differingInstances, recordSharedInstances } from './shared-instances';
import { isRemoteApp, REMOTE_BASE_PATHS, REMOTE_NAMES } from './remote-app';

describe('remote app contract', () => {
  it('accepts { id, basePath, routes } and refuses anything else', () => {
    expect(isRemoteApp({ id: 'member', basePath: '/member', routes: [] })).toBe(true);
    expect(isRemoteApp({ id: 'member', basePath: '/member' })).toBe(false);
    expect(isRemoteApp(null)).toBe(false);
    expect(isRemoteApp('member')).toBe(false);
  });

  it('mounts every remote at its spec area', () => {
    expect(REMOTE_NAMES.map((name) => REMOTE_BASE_PATHS[name])).toEqual([
      '/member',
      '/author',
      '/admin',
      '/corporate-program',
      '/teacher',
      '/lab',
    ]);
  });
});

describe('shared instance records', () => {
  it('records the instances a build resolves, and finds none differing within one build', () => {
    const marker = {};
    recordSharedInstances('shell', { lib: marker });
    recordSharedInstances('member', { lib: marker });
    const registry = window.__akademiSharedInstances ?? {};
    expect(Object.keys(registry['shell'] ?? {})).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router',
        'react-router-dom',
        'react-redux',
        '@reduxjs/toolkit',
        'styled-components',
        'lib',
      ]),
    );
    expect(differingInstances(registry['shell'] ?? {}, registry['member'] ?? {})).toEqual([]);
  });

  it('names the instances that differ', () => {
    expect(differingInstances({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual(['b']);
  });
});
