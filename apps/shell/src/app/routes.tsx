import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GUARD_ROLE, type GuardName } from '@akademi-siber/data-access-auth';
import { PUBLIC_PROFILE_ROUTE } from '@akademi-siber/util-contracts';
import { REMOTE_BASE_PATHS, type RemoteName } from '@akademi-siber/util-federation';
import { AffiliateRefCapture } from '../features/affiliate';
import { HomePage } from '../features/home';
import { publicProfilePage } from '../features/profiles';
import { AreaLoading, RemoteArea } from '../federation/remote-area';
import { Guarded } from '../guards/guarded';
import { DepanLayout } from '../layout/depan-layout';
import { DepanNoGoogleLayout } from '../layout/depan-no-google-layout';
import { ErrorPage } from '../layout/error-page';
import { accountRoutes } from './account-routes';
import { depanRoutes, siteRoutes } from './site-routes';

const PublicProfilePage = publicProfilePage.Component;

const AREA_GUARDS: Record<RemoteName, Exclude<GuardName, 'login-auth-redirect'>> = {
  member: 'auth-member',
  author: 'auth-author',
  admin: 'auth-admin',
  corporate: 'auth-corporate',
  teacher: 'auth-teacher',
  lab: 'auth-lab',
};

// Each area's guard must be the one whose role matches the remote: checked once, at start-up.
for (const [remote, guard] of Object.entries(AREA_GUARDS)) {
  // The lab is the members' and lab teachers' (decision 0036): its guard is the one named after it.
  if (guard === 'auth-lab' ? remote !== 'lab' : GUARD_ROLE[guard] !== remote)
    throw new Error(`guard ${guard} does not protect ${remote}`);
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AreaLoading />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      {/* Pathless: every page, so a referral link works wherever it points (decision 0012). */}
      <Route element={<AffiliateRefCapture />}>
        <Route element={<DepanNoGoogleLayout />}>{accountRoutes()}</Route>
        {siteRoutes()}
        <Route element={<DepanLayout />}>
          <Route index element={<HomePage />} />
          {depanRoutes()}
          {/* Spec §2 `/{username}`: the public profile catches every other one-segment path. */}
          <Route
            path={PUBLIC_PROFILE_ROUTE.slice(1)}
            element={
              <Lazy>
                <PublicProfilePage />
              </Lazy>
            }
          />
        </Route>
        {(Object.keys(AREA_GUARDS) as RemoteName[]).map((remote) => (
          <Route
            key={remote}
            path={`${REMOTE_BASE_PATHS[remote]}/*`}
            element={
              <Guarded name={AREA_GUARDS[remote]}>
                <RemoteArea name={remote} />
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<ErrorPage status={404} />} />
      </Route>
    </Routes>
  );
}
