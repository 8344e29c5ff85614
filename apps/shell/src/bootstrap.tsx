// Spec §9 fonts, self-hosted (a stylesheet, no JS): Montserrat, Source Sans Pro and Roboto.
import '@akademi-siber/ui-design-system/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preferJitlessZod } from '@akademi-siber/util-validation';
import { App } from './app/app';
import { preloadRemotesManifest } from './federation/remotes';

// Before any parse: our CSP forbids eval, and zod's probe for it is reported as a violation (decision 0027).
preferJitlessZod();
preloadRemotesManifest();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
