import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readConfig } from './config';
import { createAppServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { createGuardRegistry } from './app/guards';
import { createAppRouter } from './app/router';
import { startApp } from './app/start';
import './app.css';

const config = readConfig();
const services = createAppServices(config);
const router = createAppRouter(services, createGuardRegistry());

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  );
}

// The router is created first, so the opening route's module loads while the locale's texts do.
void startApp(services, config.defaultLocale, render);
