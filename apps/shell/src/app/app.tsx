import { BrowserRouter } from 'react-router-dom';
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice, useSessionBootstrap, type AppStore } from '@akademi-siber/data-access-auth';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances } from '@akademi-siber/util-federation';
import { AppRoutes } from './routes';

recordSharedInstances('shell', { 'data-access-api': api, 'data-access-auth': sessionSlice, 'ui-design-system': theme });

function SessionBootstrap() {
  useSessionBootstrap();
  return null;
}

export function App({ store }: { store?: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <SessionBootstrap />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
