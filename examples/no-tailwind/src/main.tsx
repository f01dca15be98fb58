import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The kit's prebuilt sheet: its themes, reset and utilities for the kit root only. The page's own
// markup is styled by the page's own CSS.
import '@leasekit/ui/styles.css';
// Breeze's font, which the kit's sheets do not carry: loaded because this page shows breeze.
import '@leasekit/ui/fonts/nunito.css';
import './page.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
