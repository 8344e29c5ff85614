import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@akademi-siber/data-access-api';
import type { AuthUser } from '@akademi-siber/util-contracts';
import { PASSWORD_CHANGED_LOGOUT_MESSAGE } from './messages';
import type { AuthStrategy } from './storage';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'unavailable';

export interface SessionState {
  token: string | null;
  strategy: AuthStrategy | null;
  user: AuthUser | null;
  status: SessionStatus;
  forceLogoutMessage: string | null;
  passwordChangedLogoutMessage: string | null;
  /** Why the user could not be fetched (a §8 message), while status is 'unavailable'. */
  unavailableMessage: string | null;
}

export function initialSessionState(token: string | null, strategy: AuthStrategy | null): SessionState {
  return {
    token,
    strategy,
    user: null,
    status: token ? 'loading' : 'anonymous',
    forceLogoutMessage: null,
    passwordChangedLogoutMessage: null,
    unavailableMessage: null,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(null, null),
  reducers: {
    loggedIn: (state, action: PayloadAction<{ token: string; strategy: AuthStrategy }>) => {
      state.token = action.payload.token;
      state.strategy = action.payload.strategy;
      state.status = 'loading';
      state.forceLogoutMessage = null;
      state.passwordChangedLogoutMessage = null;
    },
    userLoaded: (state, action: PayloadAction<AuthUser>) => {
      state.user = action.payload;
      state.status = 'authenticated';
      state.unavailableMessage = null;
    },
    /** The user could not be fetched for a reason other than 401 (API down): keep the token, offer retry. */
    userUnavailable: (state, action: PayloadAction<string>) => {
      state.status = 'unavailable';
      state.unavailableMessage = action.payload;
    },
    userRetry: (state) => {
      if (state.token) state.status = 'loading';
      state.unavailableMessage = null;
    },
    loggedOut: (state) => {
      state.token = null;
      state.strategy = null;
      state.user = null;
      state.status = 'anonymous';
    },
    passwordChangedElsewhere: (state, action: PayloadAction<string>) => {
      state.passwordChangedLogoutMessage = action.payload;
    },
    logoutMessagesCleared: (state) => {
      state.forceLogoutMessage = null;
      state.passwordChangedLogoutMessage = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state, action) => {
      const hadSession = state.token !== null;
      state.token = null;
      state.strategy = null;
      state.user = null;
      state.status = 'anonymous';
      if (!hadSession) return;
      // A password change elsewhere gets its own explanation; every other end of session the §8 text.
      if (action.payload.reason === 'password_changed')
        state.passwordChangedLogoutMessage = PASSWORD_CHANGED_LOGOUT_MESSAGE;
      else state.forceLogoutMessage = action.payload.message;
    });
  },
});

export const sessionActions = sessionSlice.actions;

export interface SessionRootState {
  session: SessionState;
}

export const selectSession = (state: SessionRootState) => state.session;
export const selectUser = (state: SessionRootState) => state.session.user;
