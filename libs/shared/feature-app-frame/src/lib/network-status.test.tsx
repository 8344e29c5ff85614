import { act, render, screen } from '@testing-library/react';
import { createAppStore } from '@akademi-siber/data-access-auth';
import { AppProviders } from './app-providers';
import { BACK_ONLINE_VISIBLE_MS, NETWORK_TEXTS, NetworkStatusBanner, useNetworkStatusTracking } from './network-status';

function Tracker() {
  useNetworkStatusTracking();
  return <NetworkStatusBanner />;
}

function setNavigatorOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

function goOffline() {
  setNavigatorOnline(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  setNavigatorOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('online/offline (spec §4)', () => {
  it('keeps the status in the shared client state and tells the user in a status region', () => {
    const store = createAppStore();
    render(
      <AppProviders store={store}>
        <Tracker />
      </AppProviders>,
    );
    const region = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite' && !element.hasAttribute('aria-label'));
    expect(region).toBeEmptyDOMElement();
    expect(store.getState().app.online).toBe(true);

    goOffline();
    expect(store.getState().app.online).toBe(false);
    expect(region).toHaveTextContent(`${NETWORK_TEXTS.offlineTitle} ${NETWORK_TEXTS.offlineBody}`);
  });

  it('says the connection is back, then clears the message', () => {
    jest.useFakeTimers();
    const store = createAppStore();
    render(
      <AppProviders store={store}>
        <Tracker />
      </AppProviders>,
    );
    goOffline();
    goOnline();
    expect(store.getState().app.online).toBe(true);
    expect(screen.getByText(NETWORK_TEXTS.backOnline)).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_TEXTS.offlineTitle)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(BACK_ONLINE_VISIBLE_MS));
    expect(screen.queryByText(NETWORK_TEXTS.backOnline)).not.toBeInTheDocument();
  });

  it('starts offline when the browser already is', () => {
    setNavigatorOnline(false);
    const store = createAppStore();
    render(
      <AppProviders store={store}>
        <Tracker />
      </AppProviders>,
    );
    expect(store.getState().app.online).toBe(false);
    expect(screen.getByText(NETWORK_TEXTS.offlineTitle)).toBeInTheDocument();
  });

  it('says nothing about being back online when it never went offline', () => {
    render(
      <AppProviders>
        <Tracker />
      </AppProviders>,
    );
    goOnline();
    expect(screen.queryByText(NETWORK_TEXTS.backOnline)).not.toBeInTheDocument();
  });
});
