import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The team's v3 sheet, then the kit's unlayered one: no cascade layers, so v3's unlayered preflight
// cannot beat it, and scoped to the kit root, so it leaves the team's page alone.
import './index.css';
import '@leasekit/ui/styles.unlayered.css';
// Breeze's font, which the kit's sheets do not carry: loaded because this page shows breeze.
import '@leasekit/ui/fonts/nunito.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
