/**
 * The Google One Tap prompt of the depan layout: a signed-out visitor on a marketing page is offered to sign in
 * with the Google account the browser already knows. It needs Google sign-in to be configured on the API and is
 * absent from depan-no-google (the login and register family, which show Google's button instead).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  loadGoogleIdentity,
  readStoredBatchId,
  roleHome,
  useGoogleLogin,
  useGoogleSignInConfigQuery,
  useSession,
  type GoogleAccountsId,
} from '@akademi-siber/data-access-auth';
import { useToast } from '@akademi-siber/ui-design-system';

/** `prompt` and `cancel` of Google Identity Services, which the button-only type leaves out. */
type OneTapApi = GoogleAccountsId & { prompt?: () => void; cancel?: () => void };

export function GoogleOneTap() {
  const { status } = useSession();
  const signedOut = status === 'anonymous';
  const { data: config } = useGoogleSignInConfigQuery(undefined, { skip: !signedOut });
  const [login] = useGoogleLogin();
  const navigate = useNavigate();
  const toast = useToast();
  const onCredential = useRef<(credential: string) => void>(() => undefined);
  onCredential.current = (credential) => {
    login(credential)
      .then((user) => navigate(roleHome(user, readStoredBatchId())))
      .catch((error: { message?: string }) => toast.show({ message: error.message ?? 'Masuk dengan Google gagal.' }));
  };

  const clientId = signedOut && config?.enabled ? config.client_id : null;
  useEffect(() => {
    if (!clientId) return undefined;
    let google: OneTapApi | null = null;
    let active = true;
    loadGoogleIdentity()
      .then((loaded) => {
        if (!active) return;
        google = loaded as OneTapApi;
        google.initialize({
          client_id: clientId,
          callback: (response) => response.credential && onCredential.current(response.credential),
          context: 'signin',
          itp_support: true,
        });
        google.prompt?.();
      })
      // One Tap is an offer, not a feature the page needs: without Google's script the page simply has none.
      .catch(() => undefined);
    return () => {
      active = false;
      google?.cancel?.();
    };
  }, [clientId]);

  return null;
}
