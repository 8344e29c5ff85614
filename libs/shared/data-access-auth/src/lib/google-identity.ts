/**
 * Google sign-in (spec §7 strategy 3) on the page: loads Google Identity Services only where it is used
 * (login and register) and only when the API says Google sign-in is configured, renders Google's own button,
 * and hands the ID token it returns to the caller (which posts it to /api/auth/google/validate).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useGoogleSignInConfigQuery } from './auth-api';

export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The part of Google's `google.accounts.id` API this client uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: string;
      size?: string;
      text?: string;
      shape?: string;
      locale?: string;
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let scriptRequest: Promise<GoogleAccountsId> | null = null;

/** Adds Google's script once per page (concurrent callers share the load); a failed load may be tried again. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  scriptRequest ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.appendChild(script);
  }).then(
    (id) => {
      scriptRequest = null; // loaded: `window.google` answers from now on
      return id;
    },
    (error: unknown) => {
      scriptRequest = null; // failed: the next visit adds a fresh script
      document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`)?.remove();
      throw error;
    },
  );
  return scriptRequest;
}

/** `disabled`: not configured (no button at all); `error`: configured but Google's script did not load. */
export type GoogleSignInStatus = 'checking' | 'disabled' | 'loading' | 'ready' | 'error';

export interface GoogleSignInButton {
  status: GoogleSignInStatus;
  /** Attach to the element Google renders its button into. */
  containerRef: RefObject<HTMLDivElement | null>;
}

/**
 * Shows Google's sign-in button in `containerRef` when the API has a client id; `onCredential` receives the
 * ID token after the user picks an account. `context` is 'signup' on the register page.
 */
export function useGoogleSignInButton(
  onCredential: (credential: string) => void,
  context: 'signin' | 'signup' = 'signin',
): GoogleSignInButton {
  const { data: config, isLoading, isError } = useGoogleSignInConfigQuery();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<GoogleSignInStatus>('checking');
  const callback = useRef(onCredential);
  callback.current = onCredential;

  const clientId = config?.enabled ? config.client_id : null;
  useEffect(() => {
    if (isLoading) return;
    // An API that cannot say whether Google is configured is treated as "not configured": the form still works.
    if (isError || !clientId) {
      setStatus('disabled');
      return;
    }
    let active = true;
    setStatus('loading');
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !containerRef.current) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => response.credential && callback.current(response.credential),
          ux_mode: 'popup',
          context,
          itp_support: true,
        });
        const width = Math.min(400, Math.max(200, containerRef.current.clientWidth || 320));
        google.renderButton(containerRef.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          shape: 'rectangular',
          locale: 'id',
          width,
        });
        setStatus('ready');
      })
      .catch(() => active && setStatus('error'));
    return () => {
      active = false;
    };
  }, [clientId, context, isError, isLoading]);

  return { status, containerRef };
}
