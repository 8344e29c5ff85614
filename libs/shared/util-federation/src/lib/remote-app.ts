import type { RouteObject } from 'react-router-dom';
import { AREA_BASE_PATHS } from '@akademi-siber/util-contracts';

/** What every remote exposes as `./app` (docs/architecture.md): its id, where it mounts, and its routes. */
export interface RemoteApp {
  id: RemoteName;
  basePath: string;
  routes: RouteObject[];
}

export const REMOTE_NAMES = ['member', 'author', 'admin', 'corporate', 'teacher', 'lab'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Where each remote mounts in the one domain (spec §2). The shell mounts `${basePath}/*` behind the guard;
 * the one-origin server reads the same paths from util-contracts to know which paths are pages.
 */
export const REMOTE_BASE_PATHS: Readonly<Record<RemoteName, string>> = AREA_BASE_PATHS;

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`, written at deploy time. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export function isRemoteApp(value: unknown): value is RemoteApp {
  if (!value || typeof value !== 'object') return false;
  const app = value as Partial<RemoteApp>;
  return typeof app.id === 'string' && typeof app.basePath === 'string' && Array.isArray(app.routes);
}
