import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readConfig } from './config';
import { createAppServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { createGuardRegistry } from './app/guards';
import { createAppRouter } from './app/router';
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

// The first render waits for the starting locale's texts, so a Spanish shopper never sees English first:
// Spanish is its own chunk, fetched while the router loads the first route (index.html's loader shows
// meanwhile). English renders at once. The switch never fails: were the chunk unreachable, the app
// starts in English and the app bar's switch tries again.
void services.locale.setLocale(config.defaultLocale).then(render);
