/**
 * Spec §4 "the app tracks online/offline status": the browser's online/offline events go to the shared
 * client state (`app.online`), and a banner tells the user while the connection is gone and when it is back.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { clientStateActions } from '@akademi-siber/data-access-api';
import { useAppDispatch, useAppSelector } from '@akademi-siber/data-access-auth';
import { media, theme } from '@akademi-siber/ui-design-system';

export const NETWORK_TEXTS = {
  offlineTitle: 'Anda sedang offline.',
  offlineBody:
    'Periksa koneksi internet Anda. Bagian halaman yang belum dimuat baru bisa dibuka setelah koneksi kembali.',
  backOnline: 'Koneksi internet kembali tersambung.',
} as const;

/** How long "back online" stays on screen. */
export const BACK_ONLINE_VISIBLE_MS = 4000;

/** Keeps `app.online` in the store in step with the browser. The shell calls it once. */
export function useNetworkStatusTracking(target: Window = window): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const update = () => dispatch(clientStateActions.setOnline(target.navigator.onLine !== false));
    update();
    target.addEventListener('online', update);
    target.addEventListener('offline', update);
    return () => {
      target.removeEventListener('online', update);
      target.removeEventListener('offline', update);
    };
  }, [dispatch, target]);
}

const Region = styled.div`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: ${theme.zIndices.toast - 1};
  max-width: min(420px, calc(100vw - 2rem));
  pointer-events: none;

  ${media.mobile} {
    left: 0.5rem;
    right: 0.5rem;
    bottom: 0.5rem;
    max-width: none;
  }
`;

const Banner = styled.p<{ $tone: 'offline' | 'online' }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.45;
  pointer-events: auto;
  color: ${theme.colors.textInverse};
  background: ${({ $tone }) => ($tone === 'offline' ? theme.colors.navy : theme.colors.successText)};

  strong {
    font-weight: 700;
  }
`;

/**
 * The live region is always in the page (role=status), so screen readers announce the change when the
 * text appears; it is empty while everything is fine.
 */
export function NetworkStatusBanner() {
  const online = useAppSelector((state) => state.app.online);
  const [showBackOnline, setShowBackOnline] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setShowBackOnline(false);
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setShowBackOnline(true);
    const timer = setTimeout(() => setShowBackOnline(false), BACK_ONLINE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <Region role="status" aria-live="polite">
      {!online && (
        <Banner $tone="offline">
          <strong>{NETWORK_TEXTS.offlineTitle}</strong> {NETWORK_TEXTS.offlineBody}
        </Banner>
      )}
      {online && showBackOnline && <Banner $tone="online">{NETWORK_TEXTS.backOnline}</Banner>}
    </Region>
  );
}
