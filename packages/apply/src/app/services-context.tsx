import * as React from 'react';
import { LocaleStoreProvider } from '@leasekit/core/react';
import type { AppServices } from './services';

const ServicesContext = React.createContext<AppServices | null>(null);

/**
 * Gives the app's stores to every route module below it, and its locale store to every locale reader
 * (core's `useLocale` and `useCurrentLocale`, so every `@leasekit/ui` component): one locale for the
 * whole app, the boot fallback and the shell included.
 */
export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children?: React.ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <LocaleStoreProvider store={services.locale}>{children}</LocaleStoreProvider>
    </ServicesContext.Provider>
  );
}

/** The app's stores; throws outside {@link ServicesProvider} so a missing provider is found at once. */
export function useServices(): AppServices {
  const services = React.useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
