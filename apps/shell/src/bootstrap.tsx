// Spec §9 fonts, self-hosted (a stylesheet, no JS): Montserrat, Source Sans Pro and Roboto.
import '@akademi-siber/ui-design-system/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRemotesManifest } from './federation/remotes';

preloadRemotesManifest();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
