import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  evaluateGuard,
  GUARD_ROLE,
  readRoleCookie,
  readStoredBatchId,
  sessionActions,
  useAppDispatch,
  useLogout,
  useSession,
  type GuardName,
} from '@akademi-siber/data-access-auth';
import { navigationError } from '@akademi-siber/feature-app-frame';
import { Container, ErrorState } from '@akademi-siber/ui-design-system';
import { ErrorPage } from '../layout/error-page';
import { AreaLoading } from '../federation/remote-area';
import { PublicLayout } from '../layout/public-layout';

/** Logs out once (the logout callback changes with the token it revokes) and goes to `to`. */
function LogoutAndRedirect({ to }: { to: string }) {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <Navigate to={to} replace />;
}

function SessionUnavailable({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <PublicLayout>
      <Container style={{ paddingBlock: 48 }}>
        <ErrorState
          title="Data akun belum dapat dimuat"
          message={message ?? 'Server sedang tidak dapat dijangkau. Coba lagi sebentar lagi.'}
          onRetry={() => dispatch(sessionActions.userRetry())}
        />
      </Container>
    </PublicLayout>
  );
}

const KNOWN_GUARDS: ReadonlySet<string> = new Set([...Object.keys(GUARD_ROLE), 'login-auth-redirect']);

/** Renders a page behind one of the spec's named guards. */
export function Guarded({ name, children }: { name: GuardName; children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  // Spec §8: a guard name that does not exist is a 500 'Unknown middleware {name}', never an open page.
  if (!KNOWN_GUARDS.has(name)) throw navigationError(500, `Unknown middleware ${name}`);
  const here = `${location.pathname}${location.search}`;
  // Where a guard's logout is taking the user. The router navigates in a transition, but the logout empties the
  // session at once: without this, the page re-renders signed out before it has left, and the signed-out rule's
  // /login?redirect=… replaces the destination the guard chose (spec §5: a teacher without campus data → /login).
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const decision = evaluateGuard(name, {
    path: here,
    status: session.status,
    user: session.user,
    roleCookie: readRoleCookie(),
    storedBatchId: readStoredBatchId(),
  });

  if (decision.type === 'logout' && leavingTo === null && decision.to !== here) setLeavingTo(decision.to);
  if (leavingTo !== null) return <LogoutAndRedirect to={leavingTo} />;

  switch (decision.type) {
    case 'allow':
      return <>{children}</>;
    case 'pending':
      return (
        <PublicLayout>
          <AreaLoading />
        </PublicLayout>
      );
    case 'unavailable':
      return <SessionUnavailable message={session.unavailableMessage} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'logout':
      return <LogoutAndRedirect to={decision.to} />;
    case 'not-found':
      return <ErrorPage status={404} message={decision.message} />;
    case 'forbidden':
      return <ErrorPage status={403} message={decision.message} />;
  }
}
