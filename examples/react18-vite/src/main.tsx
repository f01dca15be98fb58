import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@leasekit/ui/styles.css';
// Breeze's font, which the kit's sheets do not carry: loaded because this page shows breeze.
import '@leasekit/ui/fonts/nunito.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
