import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readConfig } from './config';
import { createAppServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { createGuardRegistry } from './app/guards';
import { createAppRouter } from './app/router';
import './app.css';

const services = createAppServices(readConfig());
const router = createAppRouter(services, createGuardRegistry());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  </StrictMode>,
);
