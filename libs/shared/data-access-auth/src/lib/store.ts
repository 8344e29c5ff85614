/** The one Redux store of the platform (created by the shell; remotes reach it through react-redux). */
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, clientStateSlice, sessionExpired } from '@akademi-siber/data-access-api';
import { initialSessionState, sessionActions, sessionSlice } from './session-slice';
import { clearStoredSession, loadStoredSession } from './storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [clientStateSlice.name]: clientStateSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Storage side effects of the session live in one listener, so reducers stay pure. */
function sessionStorageListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => sessionExpired.match(action) || sessionActions.loggedOut.match(action),
    effect: () => clearStoredSession(),
  });
  return listener;
}

export function createAppStore(preloaded?: Partial<RootState>) {
  const stored = loadStoredSession();
  // Spec §4: "when not logged in, the local user token is reset" — leftovers (a role cookie, a broken token) go.
  if (!stored.token && !preloaded?.session) clearStoredSession();
  const listener = sessionStorageListener();
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSessionState(stored.token, stored.strategy),
      ...preloaded,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware, listener.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
