import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@leasekit/ui/styles.css';
// Before the first render: the locales and the app's codes are registered once, at start.
import './locales';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
