/** Hooks that run the session flows: bootstrap on load, login, logout. */
import { useCallback, useEffect } from 'react';
import { api, clientStateActions, type ApiError } from '@akademi-siber/data-access-api';
import { roleNameOf, type AuthUser, type LoginRequest } from '@akademi-siber/util-contracts';
import { authApi } from './auth-api';
import { sessionActions } from './session-slice';
import { clearStoredSession, saveToken, writeRoleCookie } from './storage';
import { useAppDispatch, useAppSelector, type AppDispatch } from './store';

async function fetchUser(dispatch: AppDispatch): Promise<AuthUser> {
  const request = dispatch(authApi.endpoints.getAuthUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
  return request.unwrap();
}

/** On page load with a stored token: fetch the user once (a 401 logs out through the baseQuery). */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);
  useEffect(() => {
    if (status !== 'loading') return;
    let cancelled = false;
    fetchUser(dispatch)
      .then((user) => !cancelled && dispatch(sessionActions.userLoaded(user)))
      .catch((error: ApiError) => {
        if (!cancelled && error.status !== 401) dispatch(sessionActions.userUnavailable(error.message));
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch, status]);
}

export function useLogin() {
  const dispatch = useAppDispatch();
  const [login, state] = authApi.useLoginMutation();
  const submit = useCallback(
    async (credentials: LoginRequest): Promise<AuthUser> => {
      const { token } = await login(credentials).unwrap();
      saveToken('local', token);
      dispatch(sessionActions.loggedIn({ token, strategy: 'local' }));
      const user = await fetchUser(dispatch);
      writeRoleCookie(roleNameOf(user.id_role));
      dispatch(sessionActions.userLoaded(user));
      return user;
    },
    [dispatch, login],
  );
  return [submit, state] as const;
}

export function useLogout() {
  const dispatch = useAppDispatch();
  const [logout] = authApi.useLogoutMutation();
  return useCallback(async () => {
    // The server revokes the token; the browser forgets it even when the server cannot be reached.
    await logout().unwrap().catch(() => undefined);
    clearStoredSession();
    dispatch(sessionActions.loggedOut());
    dispatch(clientStateActions.resetCart());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
}

export function useSession() {
  return useAppSelector((state) => state.session);
}

/** Fetches the user again (e.g. after the corporate batch changes) and stores the fresh copy. */
export function useRefreshUser() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const user = await fetchUser(dispatch);
    dispatch(sessionActions.userLoaded(user));
    return user;
  }, [dispatch]);
}
