import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerLocale, setMessageOverrides } from '@leasekit/core';
import { es } from '@leasekit/core/messages/es';
import '@leasekit/ui/styles.css';
import './acme.css';
import { App } from './app';
import { acmeBrand } from './brand';

registerLocale('es', es);
setMessageOverrides(acmeBrand.messages);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
