import * as React from 'react';
import type { AppServices } from './services';

const ServicesContext = React.createContext<AppServices | null>(null);

/** Gives the app's stores to every route module below it. */
export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children?: React.ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's stores; throws outside {@link ServicesProvider} so a missing provider is found at once. */
export function useServices(): AppServices {
  const services = React.useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
