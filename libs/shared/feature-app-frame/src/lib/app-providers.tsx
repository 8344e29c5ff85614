import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type AppStore } from '@akademi-siber/data-access-auth';
import { DesignSystemProvider } from '@akademi-siber/ui-design-system';

/** The providers every page sits in: the one store and the design system. Router stays with the caller. */
export function AppProviders({ store, children }: { store?: AppStore; children: ReactNode }) {
  const [ownStore] = useState(() => store ?? createAppStore());
  return (
    <Provider store={ownStore}>
      <DesignSystemProvider>{children}</DesignSystemProvider>
    </Provider>
  );
}
