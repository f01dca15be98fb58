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
import {
  createCustomizedTracker,
  createFaultReportingFetch,
  CustomizationProvider,
  getCustomizedBrand,
  type LeaseApplicationCustomization,
} from './customization/customization';

/** The application's hash router. */
type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Props of {@link LeaseApplication}: the configuration, the brands, and the customisation
 * (`appearance`, `localization`, `components`, `onEvent`, `onError`; docs/customization.md), none by
 * default, in which case the application renders as it ships.
 */
export interface LeaseApplicationProps extends LeaseApplicationCustomization {
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
 * configuration's). Nothing starts and no text changes: {@link applyStartingBrand} and the services'
 * `mount()` do that.
 */
function getServices(
  { config = {}, brands }: LeaseApplicationProps,
  readCustomization: () => LeaseApplicationCustomization,
): AppServices {
  return createAppServices(readConfig({}, config), {
    brands,
    tracker: createCustomizedTracker(readCustomization),
    fetch: createFaultReportingFetch(readCustomization),
  });
}

/** Makes the configured brand's texts current (the route loaders' too), before any store is known. */
function applyStartingBrand(services: AppServices, customization: LeaseApplicationCustomization): void {
  applyBrandTexts(
    getCustomizedBrand(
      selectBrand({ brands: services.brands, config: services.config, store: null, retailer: null }),
      customization,
    ),
  );
}

/** The customisation fields of the props, as one object the provider compares by its parts. */
function useCustomization({
  appearance,
  localization,
  components,
  onEvent,
  onError,
}: LeaseApplicationCustomization): LeaseApplicationCustomization {
  return React.useMemo(
    () => ({
      ...(appearance ? { appearance } : {}),
      ...(localization ? { localization } : {}),
      ...(components ? { components } : {}),
      ...(onEvent ? { onEvent } : {}),
      ...(onError ? { onError } : {}),
    }),
    [appearance, localization, components, onEvent, onError],
  );
}

/**
 * The whole lease application (every screen of the application and checkout flows, the app shell, idle
 * handling and the host bridge) as one component, on a hash router of its own: mount it once per page.
 * It renders nothing until the configured locale's texts are in, so a shopper configured for Spanish
 * never sees English first. `config` and `brands` are read once, when it mounts.
 */
export function LeaseApplication({ config, brands, ...props }: LeaseApplicationProps) {
  const customization = useCustomization(props);
  // The services read the latest callbacks through this ref, so a new onEvent or onError takes effect
  // without recreating the application's stores.
  const latest = React.useRef(customization);
  React.useLayoutEffect(() => {
    latest.current = customization;
  });
  // Made during render, so side-effect free: strict mode may make a second set and drop it.
  const [services] = React.useState(() => getServices({ config, brands }, () => latest.current));
  const [router, setRouter] = React.useState<AppRouter | null>(null);
  // Started here, and stopped by the cleanup: the router (its history listener), the services (host
  // messages, storage writes) and the locale's load, so strict mode's trial unmount leaves nothing
  // running and its second mount starts afresh on the same services.
  React.useEffect(() => {
    let live = true;
    applyStartingBrand(services, latest.current);
    const unmount = services.mount();
    const created = createAppRouter(services, createGuardRegistry());
    void startApp(services, services.config.defaultLocale, () => {
      if (live) setRouter(created);
    });
    return () => {
      live = false;
      created.dispose();
      unmount();
      setRouter(null);
    };
  }, [services]);
  return router ? (
    <ServicesProvider services={services}>
      <CustomizationProvider customization={customization}>
        <RouterProvider router={router} />
      </CustomizationProvider>
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
  const { config, brands, ...customization } = options;
  const services = getServices({ config, brands }, () => customization);
  applyStartingBrand(services, customization);
  const unmountServices = services.mount();
  const root = createRoot(element);
  let stopped = false;
  let router: AppRouter | null = null;
  // The router is created in a task of its own: evaluating the entry and creating the router (which
  // matches the opening route and starts its loader) make one long task on a slow phone, and the page
  // cannot answer a tap until it ends. The router comes before the locale, so the opening route's
  // module loads while the locale's texts do.
  const task = setTimeout(() => {
    const created = createAppRouter(services, createGuardRegistry());
    router = created;
    void startApp(services, services.config.defaultLocale, () => {
      if (stopped) return;
      root.render(
        <React.StrictMode>
          <ServicesProvider services={services}>
            <CustomizationProvider customization={customization}>
              <RouterProvider router={created} />
            </CustomizationProvider>
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
      router?.dispose();
      unmountServices();
    },
  };
}
