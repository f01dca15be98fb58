import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The kit's prebuilt sheet: its themes, reset and utilities for the kit root only. The page's own
// markup is styled by the page's own CSS.
import '@leasekit/ui/styles.css';
import './page.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
