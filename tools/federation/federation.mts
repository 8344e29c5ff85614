/**
 * THE one place where run-time sharing is configured (docs/architecture.md). Every vite config imports it.
 * Only the packages and workspace libs that hold state or context are shared, as singletons pinned to
 * one version; nothing else is shared.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** npm packages shared as singletons; their version is the exact pin in the root package.json. */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
] as const;

/** Workspace libs that hold state or context, shared as singletons too. */
export const SHARED_WORKSPACE_LIBS = {
  '@akademi-siber/data-access-api': 'libs/shared/data-access-api',
  '@akademi-siber/data-access-auth': 'libs/shared/data-access-auth',
  '@akademi-siber/ui-design-system': 'libs/shared/ui-design-system',
} as const;

/** Subpaths imported directly that must resolve to the same singleton as their package. */
const SHARED_SUBPATHS: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
};

function exactVersion(pkg: string): string {
  const range = rootPackage.dependencies[pkg];
  if (!range || !/^\d+\.\d+\.\d+$/.test(range)) {
    throw new Error(`${pkg} must be pinned to an exact version in package.json (found "${range}")`);
  }
  return range;
}

function workspaceVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(workspaceRoot, dir, 'package.json'), 'utf8')) as { version: string }).version;
}

type SharedEntry = { singleton: true; requiredVersion: string; version: string; strictVersion: true; eager?: true };

/**
 * `providerEager` (the shell only): the workspace libs import each other at module top level
 * (data-access-auth calls `api.injectEndpoints`). A deferred share can still be unresolved when a
 * dependent lib evaluates, so the shell — which provides them to everyone — loads them eagerly.
 * Remotes then find them already resolved in the share scope and keep no copy of their own in use.
 */
export function sharedConfig({ providerEager = false, allEager = false } = {}): Record<string, SharedEntry> {
  const entry = (version: string): SharedEntry => ({
    singleton: true,
    requiredVersion: version,
    version,
    strictVersion: true,
    ...(allEager ? { eager: true as const } : {}),
  });
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SHARED_PACKAGES) shared[pkg] = entry(exactVersion(pkg));
  for (const [sub, pkg] of Object.entries(SHARED_SUBPATHS)) shared[sub] = entry(exactVersion(pkg));
  for (const [lib, dir] of Object.entries(SHARED_WORKSPACE_LIBS)) {
    shared[lib] = { ...entry(workspaceVersion(dir)), ...(providerEager ? { eager: true as const } : {}) };
  }
  return shared;
}

/** The shell: a host with no build-time remotes; it learns them from /remotes.json at run time. */
export function shellFederation() {
  return federation({
    name: 'shell',
    remotes: {},
    shared: sharedConfig({ providerEager: true }),
    dts: false,
    manifest: false,
  });
}

/**
 * A role remote exposing `./app` = `{ id, basePath, routes }`. On its own dev server the remote is also
 * its own host (standalone page), so there it provides the workspace libs eagerly as the shell does.
 */
export function remoteFederation(name: string, { standaloneHost = false } = {}) {
  return federation({
    name,
    filename: 'remoteEntry.js',
    exposes: { './app': './src/app.tsx' },
    // Dev-server only: bytes do not matter there, and every share resolved up front avoids the
    // deferred-share race for libs that use another shared package at module top level.
    shared: sharedConfig({ providerEager: standaloneHost, allEager: standaloneHost }),
    dts: false,
    manifest: true,
  });
}
