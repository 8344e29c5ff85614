/** Hooks that run the session flows: bootstrap on load, login with each strategy of spec §7, logout. */
import { useCallback, useEffect, useState } from 'react';
import { api, clientStateActions, type ApiError } from '@akademi-siber/data-access-api';
import { roleNameOf, type AuthUser, type LoginRequest } from '@akademi-siber/util-contracts';
import { authApi } from './auth-api';
import { sessionActions } from './session-slice';
import {
  clearStoredSession,
  preferredPasswordStrategy,
  readStoredBatchId,
  saveToken,
  writeRoleCookie,
  writeStoredBatchId,
  type AuthStrategy,
} from './storage';
import { useAppDispatch, useAppSelector, type AppDispatch } from './store';

/** Spec §8: a failed CSRF-cookie fetch is reported with this text. */
export const CSRF_FAILURE_MESSAGE = 'Internal Server Error';

/** Strategy 1 reads the user from GET /api/auth/user; strategies 2 and 3 from GET /api/users. */
export async function requestUser(dispatch: AppDispatch, strategy: AuthStrategy | null): Promise<AuthUser> {
  const endpoint =
    strategy === 'laravelSanctum' || strategy === 'google'
      ? authApi.endpoints.legacyUser
      : authApi.endpoints.getAuthUser;
  // Untracked: nothing reads the call's state; the answer goes straight to the caller (and the session slice).
  return dispatch(endpoint.initiate(undefined, { track: false })).unwrap();
}

/**
 * The user fetch of a login, per store. A login sets the session 'loading', which wakes the page-load bootstrap:
 * the bootstrap joins the login's fetch instead of making its own, because an own answer arriving first would
 * sign the user in before the login had written the role cookie — and a signed-in user without one is logged
 * out (spec §4). The login's promise settles only after its cookie and user are stored.
 */
const loginFetches = new WeakMap<AppDispatch, Promise<AuthUser>>();

/** "Logged out becomes logged in after login and user fetch" (spec §4): store the token, fetch, set the role. */
async function completeLogin(dispatch: AppDispatch, strategy: AuthStrategy, token: string): Promise<AuthUser> {
  saveToken(strategy, token);
  dispatch(sessionActions.loggedIn({ token, strategy }));
  // Registered in the same turn as the 'loading' status it follows: the bootstrap's effect runs later and finds it.
  const fetched = requestUser(dispatch, strategy).then((user) => {
    writeRoleCookie(roleNameOf(user.id_role));
    dispatch(sessionActions.userLoaded(user));
    return user;
  });
  const settled = () => {
    if (loginFetches.get(dispatch) === fetched) loginFetches.delete(dispatch);
  };
  fetched.then(settled, settled);
  loginFetches.set(dispatch, fetched);
  return fetched;
}

async function passwordLogin(dispatch: AppDispatch, credentials: LoginRequest): Promise<AuthUser> {
  const strategy = preferredPasswordStrategy();
  if (strategy === 'local') {
    const { token } = await dispatch(authApi.endpoints.login.initiate(credentials)).unwrap();
    return completeLogin(dispatch, 'local', token);
  }
  // Strategy 2: the API sets XSRF-TOKEN first; the baseQuery echoes it on the login POST.
  try {
    await dispatch(authApi.endpoints.csrfCookie.initiate()).unwrap();
  } catch (error) {
    throw { ...(error as ApiError), message: CSRF_FAILURE_MESSAGE } satisfies ApiError;
  }
  const data = await dispatch(authApi.endpoints.legacyLogin.initiate(credentials)).unwrap();
  return completeLogin(dispatch, 'laravelSanctum', data.token);
}

/** On page load with a stored token: fetch the user once (a 401 logs out through the baseQuery). */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);
  const strategy = useAppSelector((state) => state.session.strategy);
  useEffect(() => {
    if (status !== 'loading') return;
    let cancelled = false;
    (loginFetches.get(dispatch) ?? requestUser(dispatch, strategy))
      .then((user) => !cancelled && dispatch(sessionActions.userLoaded(user)))
      .catch((error: ApiError) => {
        if (!cancelled && error.status !== 401) dispatch(sessionActions.userUnavailable(error.message));
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch, status, strategy]);
}

/** Runs one login flow at a time and says whether it is running; failures reject with an ApiError. */
function useLoginFlow<Input>(flow: (dispatch: AppDispatch, input: Input) => Promise<AuthUser>) {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const submit = useCallback(
    async (input: Input): Promise<AuthUser> => {
      setLoading(true);
      try {
        return await flow(dispatch, input);
      } finally {
        setLoading(false);
      }
    },
    [dispatch, flow],
  );
  return [submit, { isLoading }] as const;
}

/** Email/username and password: strategy 1, or strategy 2 when `auth.strategy` selects it. */
export function useLogin() {
  return useLoginFlow(passwordLogin);
}

async function googleLogin(dispatch: AppDispatch, credential: string): Promise<AuthUser> {
  const data = await dispatch(authApi.endpoints.googleValidate.initiate({ credential })).unwrap();
  return completeLogin(dispatch, 'google', data.token);
}

/** Strategy 3: a Google ID token (from Google Identity Services) in, our session out. */
export function useGoogleLogin() {
  return useLoginFlow(googleLogin);
}

/**
 * Logout: the browser forgets the session first (so no guard sees a half-logged-out user while the call is
 * out), then the server revokes the token the strategy's way; an unreachable server does not keep anyone in.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const strategy = useAppSelector((state) => state.session.strategy);
  const token = useAppSelector((state) => state.session.token);
  return useCallback(async () => {
    clearStoredSession();
    dispatch(sessionActions.loggedOut());
    dispatch(clientStateActions.resetCart());
    dispatch(api.util.resetApiState());
    const endpoint =
      strategy === 'laravelSanctum' || strategy === 'google'
        ? authApi.endpoints.legacyLogout
        : authApi.endpoints.logout;
    await dispatch(endpoint.initiate(token))
      .unwrap()
      .catch(() => undefined);
  }, [dispatch, strategy, token]);
}

export function useSession() {
  return useAppSelector((state) => state.session);
}

/** Fetches the user again (e.g. after the corporate batch changes) and stores the fresh copy. */
export function useRefreshUser() {
  const dispatch = useAppDispatch();
  const strategy = useAppSelector((state) => state.session.strategy);
  return useCallback(async () => {
    const user = await requestUser(dispatch, strategy);
    dispatch(sessionActions.userLoaded(user));
    return user;
  }, [dispatch, strategy]);
}

/**
 * Spec §4's batch selection, for the manager's sidebar and an employee's program page: `select` stores the batch under
 * `batch` and in the client state and refreshes the user (the caller then reloads its route with that batch);
 * `remove` clears it. `storedBatchId` is the choice as stored, also from an earlier visit.
 */
export function useBatchSelection() {
  const dispatch = useAppDispatch();
  const refreshUser = useRefreshUser();
  const [storedBatchId, setStoredBatchId] = useState(readStoredBatchId);
  const select = useCallback(
    (batchId: number) => {
      writeStoredBatchId(batchId);
      dispatch(clientStateActions.setSelectedBatch(batchId));
      setStoredBatchId(batchId);
      // A failed refresh leaves the user as it was; the next page load fetches it again.
      void refreshUser().catch(() => undefined);
    },
    [dispatch, refreshUser],
  );
  const remove = useCallback(() => {
    writeStoredBatchId(null);
    dispatch(clientStateActions.setSelectedBatch(null));
    setStoredBatchId(null);
  }, [dispatch]);
  return { storedBatchId, select, remove };
}
