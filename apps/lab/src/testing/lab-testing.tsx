/**
 * What the lab's page tests share: a remote of just the routes under test, the demo member, the API's envelopes
 * (success and failure, as msw answers), and a render with nobody signed in (the hand-off's entry).
 */
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { createAppStore, initialSessionState } from '@akademi-siber/data-access-auth';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AuthUser } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';

export const member = demoUser('member', { id: 7, name: 'Rina Member', username: 'member.demo' });

export function labApp(routes: RouteObject[]): RemoteApp {
  return { id: 'lab', basePath: '/lab', routes };
}

/** Renders `routes` as the lab remote at `url`, signed in as `user` (the demo member by default). */
export function renderLab(routes: RouteObject[], url: string, user: AuthUser = member) {
  return renderRemote(labApp(routes), url, user);
}

export const ok = <T,>(data: T, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });

export const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ success: false, message, data: null }, { status, headers });

function Pathname({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = `${location.pathname}${location.search}`;
  return null;
}

function Routed({ app }: { app: RemoteApp }) {
  return useRoutes(app.routes);
}

/** The lab at `url` in a tab with no session (the hand-off's entry is the one page that allows it). */
export function renderLabSignedOut(routes: RouteObject[], url: string) {
  const store = createAppStore({ session: initialSessionState(null, null) });
  const location = { current: url };
  const app = labApp(routes);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Pathname into={location} />
        <Routes>
          <Route path={`${app.basePath}/*`} element={<Routed app={app} />} />
          <Route path="*" element={<p>di luar lab</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, currentUrl: () => location.current };
}

/** Records the address of every download link the token helper clicks (jsdom does not navigate). */
export function downloadClicks(): string[] {
  const hrefs: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    hrefs.push(this.getAttribute('href') ?? '');
  });
  return hrefs;
}
