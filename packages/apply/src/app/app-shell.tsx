import * as React from 'react';
import { Outlet } from 'react-router';
import { getIdleTimeout, type Locale } from '@leasekit/core';
import { isTestToolsVisible } from '@leasekit/core/routing';
import { FullScreenLoader, SkipLink, ThemeProvider, type Brand } from '@leasekit/ui';
import { AppBar } from '../screens/app-bar';
import { FILL_MENU_SIZE } from '../screens/app-bar/fill-menu-size';
import { afterNextPaint } from './paint';
import { applyBrandTexts, selectBrand } from './brand';
import { CustomizationEvents, getCustomizedBrand, useCustomization } from '../customization/customization';
import { ScreenAnnouncer } from './screen-announcer';
import { useServices } from './services-context';
import { useRouteName, useRouteTitle, useSession, useTranslate } from './use-app';

const Toaster = React.lazy(() => import('./deferred').then((m) => ({ default: m.DeferredToaster })));
const IdleSession = React.lazy(() => import('./deferred').then((m) => ({ default: m.DeferredIdleSession })));
const FillMenu = React.lazy(() => import('./deferred').then((m) => ({ default: m.DeferredFillMenu })));

/**
 * The screens a resume link passes through on its way to its destination ('One moment please...'):
 * the shell's extras (toasts, idle session, Fill) wait until the destination has painted, so their code
 * does not compete with the destination's for the network and the main thread.
 */
const PASSING_SCREENS: ReadonlySet<string | undefined> = new Set([
  'checkpoint/resume',
  'checkpoint/redirect',
]);

/**
 * The brand of the session's store among the app's brands (./brand.ts), with the store record's contact
 * numbers when it has them. Its text overrides are made current before anything below renders.
 */
function useSessionBrand(): Brand {
  const { brands, config } = useServices();
  const store = useSession((state) => state.retailStore);
  const retailer = useSession((state) => state.retailer);
  const customization = useCustomization();
  const brand = React.useMemo(
    () => getCustomizedBrand(selectBrand({ brands, config, store, retailer }), customization),
    [brands, config, store, retailer, customization],
  );
  applyBrandTexts(brand);
  return brand;
}

/**
 * The shell around every route: brand theme from the store record, the document's language, the skip
 * link, the screen announcer (page title, focus on the h1, live region), the app bar (locale switcher
 * and, outside production, the Fill dropdown), the lazily loaded route, toasts (top right, 5000 ms) and
 * the idle modal. The locale itself is provided above, with the services (ServicesProvider).
 */
export function AppShell() {
  const services = useServices();
  const { locale } = useTranslate();
  const routeTitle = useRouteTitle();
  const env = useSession((state) => state.env);
  const brand = useSessionBrand();
  const routeName = useRouteName();
  // Once wanted, the extras stay mounted.
  const [extrasWanted, setExtrasWanted] = React.useState(false);
  const destination = routeName !== undefined && !PASSING_SCREENS.has(routeName);
  React.useEffect(() => {
    if (extrasWanted || !destination) return undefined;
    return afterNextPaint(() => setExtrasWanted(true));
  }, [extrasWanted, destination]);
  const fillPlaceholder = <span aria-hidden="true" className={`block ${FILL_MENU_SIZE}`} />;

  React.useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <ThemeProvider brand={brand}>
      <SkipLink />
      <ScreenAnnouncer brand={brand.name} locale={locale} fallbackTitle={routeTitle} />
      <CustomizationEvents routeName={routeName} locale={locale} host={services.host} />
      <AppBar
        locale={locale}
        onLocaleChange={(next: Locale) => services.locale.setLocale(next)}
        fillMenu={
          !isTestToolsVisible(env) ? null : extrasWanted ? (
            <React.Suspense fallback={fillPlaceholder}>
              <FillMenu locale={locale} />
            </React.Suspense>
          ) : (
            fillPlaceholder
          )
        }
      />
      <React.Suspense fallback={<FullScreenLoader open />}>
        <Outlet />
      </React.Suspense>
      {extrasWanted ? (
        <React.Suspense fallback={null}>
          <Toaster />
          <IdleSession timeout={getIdleTimeout(routeName)} transport={services.api.request} />
        </React.Suspense>
      ) : null}
    </ThemeProvider>
  );
}
