import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Brand } from '@leasekit/ui';
import { readConfig, type InjectedConfig } from './config';
import { createAppServices, type AppServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { createGuardRegistry } from './app/guards';
import { createAppRouter } from './app/router';
import { startApp } from './app/start';
import { applyBrandTexts, selectBrand } from './app/brand';

/** Props of {@link LeaseApplication}. */
export interface LeaseApplicationProps {
  /**
   * The application's configuration, every field optional: the API's base URL ('' by default, the same
   * origin), the environment ('production' by default, which hides test tools), the default locale ('en'
   * by default), the host origin, the theme of the first paint and the contract-creation page (none by
   * default). Read once, when the application starts.
   */
  config?: InjectedConfig;
  /**
   * The brands a theme id resolves against, the default brand first; the two built into @leasekit/ui
   * by default. Read once, when the application starts.
   */
  brands?: readonly Brand[];
}

/** Options of {@link startLeaseApplication}: the same as {@link LeaseApplication}'s props. */
export type StartLeaseApplicationOptions = LeaseApplicationProps;

/** What {@link startLeaseApplication} returns. */
export interface LeaseApplicationHandle {
  /** Removes the application from its element; before its first render, keeps it from rendering. */
  unmount(): void;
}

/**
 * The application's stores, with the configuration's defaults filled in (the same checks as an injected
 * configuration's), and the configured brand's texts made current from the first render (the route
 * loaders' too).
 */
function getServices({ config = {}, brands }: LeaseApplicationProps): AppServices {
  const services = createAppServices(readConfig({}, config), { brands });
  applyBrandTexts(
    selectBrand({ brands: services.brands, config: services.config, store: null, retailer: null }),
  );
  return services;
}

/**
 * The whole lease application (every screen of the application and checkout flows, the app shell, idle
 * handling and the host bridge) as one component, on a hash router of its own: mount it once per page.
 * It renders nothing until the configured locale's texts are in, so a shopper configured for Spanish
 * never sees English first. `config` and `brands` are read once, when it mounts.
 */
export function LeaseApplication({ config, brands }: LeaseApplicationProps) {
  const [services] = React.useState(() => getServices({ config, brands }));
  const [router] = React.useState(() => createAppRouter(services, createGuardRegistry()));
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    let live = true;
    void startApp(services, services.config.defaultLocale, () => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [services]);
  return ready ? (
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  ) : null;
}

/**
 * Starts the lease application in `element` (a page's `#root`): the brand's texts are made current at
 * once, the router is created in a task of its own, and the application renders (in React's strict
 * mode) once the configured locale's texts are in. Returns a handle whose `unmount()` removes it, or
 * keeps it from rendering when it has not yet.
 */
export function startLeaseApplication(
  element: Element,
  options: StartLeaseApplicationOptions = {},
): LeaseApplicationHandle {
  const services = getServices(options);
  const root = createRoot(element);
  let stopped = false;
  // The router is created in a task of its own: evaluating the entry and creating the router (which
  // matches the opening route and starts its loader) make one long task on a slow phone, and the page
  // cannot answer a tap until it ends. The router comes before the locale, so the opening route's
  // module loads while the locale's texts do.
  const task = setTimeout(() => {
    const router = createAppRouter(services, createGuardRegistry());
    void startApp(services, services.config.defaultLocale, () => {
      if (stopped) return;
      root.render(
        <React.StrictMode>
          <ServicesProvider services={services}>
            <RouterProvider router={router} />
          </ServicesProvider>
        </React.StrictMode>,
      );
    });
  });
  return {
    unmount() {
      stopped = true;
      clearTimeout(task);
      root.unmount();
    },
  };
}
