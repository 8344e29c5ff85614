import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import {
  loginPathFor,
  saveToken,
  sessionActions,
  useAppDispatch,
  useSession,
  writeRoleCookie,
  type AppDispatch,
} from '@akademi-siber/data-access-auth';
import { Button, Notice, Spinner, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { roleNameOf, type AuthUser, type TokenInData } from '@akademi-siber/util-contracts';
import { useExchangeLabHandoffMutation } from '../data/handoff-api';
import { HandoffFrame } from '../parts/handoff-frame';
import { sectionPath } from '../parts/sections';

/**
 * Signs this tab in with the session the code was exchanged for, as a login does (spec §4): the token stored, the
 * role cookie written, then the user; whatever a previous session of another user left in the cache is dropped.
 */
function signIn(dispatch: AppDispatch, previous: AuthUser | null, session: TokenInData) {
  const { token, token_type: _type, expires_at: _expires, ...user } = session;
  if (previous && previous.id !== user.id) dispatch(api.util.resetApiState());
  saveToken('local', token);
  writeRoleCookie(roleNameOf(user.id_role));
  dispatch(sessionActions.loggedIn({ token, strategy: 'local' }));
  dispatch(sessionActions.userLoaded(user));
}

/**
 * /lab/auth/:code?redirect=<section> — the lab's end of the hand-off (decision 0036): the single-use code from the
 * address is exchanged once for a session of the lab's own, and the player lands on the section, signed in. The
 * guard lets this page in without a session; the address leaves the history as soon as the code is spent.
 */
export function HandoffEntryPage() {
  usePageTitle('Masuk ke lab', 'Lab');
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const target = sectionPath(params.get('redirect'));
  const { status, user } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [exchange, { error }] = useExchangeLabHandoffMutation();
  // The code is single-use: it goes out once, even when React runs effects twice, and only once this tab has
  // finished checking a session it may already hold (so that check cannot overwrite the new one).
  const sentFor = useRef<string | null>(null);
  const enter = useCallback(() => {
    sentFor.current = code;
    exchange(code)
      .unwrap()
      .then((session) => {
        signIn(dispatch, user, session);
        navigate(target, { replace: true });
      })
      .catch(() => undefined); // shown below
  }, [code, dispatch, exchange, navigate, target, user]);

  useEffect(() => {
    if (status !== 'loading' && sentFor.current !== code) enter();
  }, [code, enter, status]);

  if (!error) {
    return (
      <HandoffFrame title="Masuk ke Cybersecurity Lab">
        <Stack $direction="row" $gap={3}>
          <Spinner label="Memeriksa akses lab…" />
          <Text aria-hidden="true">Memeriksa akses lab…</Text>
        </Stack>
      </HandoffFrame>
    );
  }
  const spent = errorStatus(error) === 404 || errorStatus(error) === 410;
  return (
    <HandoffFrame title="Tidak dapat masuk ke lab">
      <Notice $tone="danger" role="alert">
        {errorMessage(error)}
      </Notice>
      <Stack $direction="row" $gap={3} $wrap>
        {status === 'authenticated' ? (
          <Button as={Link} to={target} replace $variant="primary">
            Buka lab
          </Button>
        ) : (
          <Button as={Link} to={loginPathFor(target)} replace $variant="primary">
            Masuk dengan akunmu
          </Button>
        )}
        {!spent && (
          <Button $variant="ghost" onClick={enter}>
            Coba lagi
          </Button>
        )}
      </Stack>
    </HandoffFrame>
  );
}
