import * as React from 'react';
import { Outlet } from 'react-router';
import {
  createIdleTimer,
  getBrandSettings,
  IDLE_TIMEOUT_APP,
  IDLE_TIMEOUT_RESULT_SCREEN,
  isTestToolsVisible,
  type Locale,
} from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { FullScreenLoader, LocaleProvider, ThemeProvider, brands, type Brand } from '@leasekit/ui';
import { AppBar } from '../screens/app-bar';
import { useServices } from './services-context';
import { useRouteName, useSession, useTranslate } from './use-app';

const Toaster = React.lazy(() => import('./deferred').then((m) => ({ default: m.DeferredToaster })));
const IdleModal = React.lazy(() => import('./deferred').then((m) => ({ default: m.DeferredIdleModal })));
const FillMenu = React.lazy(() => import('./deferred').then((m) => ({ default: m.DeferredFillMenu })));

/** Raises a toast once sonner's chunk is there (it is not part of the first load). */
function notify(kind: 'success' | 'error', message: string) {
  void import('sonner').then(({ toast }) => toast[kind](message));
}

/** Result screens use the shorter idle time-out (03 §9). */
function isResultScreen(name: string | undefined): boolean {
  return Boolean(name?.startsWith('result/'));
}

/** The brand of the session's store: the theme, with the store record's contact numbers when it has them. */
function useBrand(): Brand {
  const store = useSession((state) => state.store);
  const retailer = useSession((state) => state.retailer);
  return React.useMemo(() => {
    const settings = getBrandSettings(store, retailer);
    const theme = brands[settings.theme];
    return {
      ...theme,
      ...(settings.contactPhone ? { contactPhone: settings.contactPhone } : {}),
      ...(settings.supportPhone ? { supportPhone: settings.supportPhone } : {}),
    };
  }, [store, retailer]);
}

/** The idle timer (03 §4, §9): 1800000 ms app-wide, 900000 ms on result screens, 60 s countdown. */
function useAppIdleTimer(routeName: string | undefined) {
  const { api } = useServices();
  const idle = useOwnedStore(() => createIdleTimer({ timeout: IDLE_TIMEOUT_APP, transport: api.request }));
  const timeout = isResultScreen(routeName) ? IDLE_TIMEOUT_RESULT_SCREEN : IDLE_TIMEOUT_APP;
  React.useEffect(() => {
    idle.setTimeout(timeout);
  }, [idle, timeout]);
  return { idle, state: useStore(idle) };
}

/** Fetches a test-fill scenario (01 §7) into the session, where the wizard's forms pick it up. */
function useFill() {
  const { api, session } = useServices();
  const { t } = useTranslate();
  const [filling, setFilling] = React.useState<string | null>(null);
  const fill = React.useCallback(
    async (scenario: string) => {
      setFilling(scenario);
      const storeId = session.getState().store?.id;
      const result = await api.request<Record<string, unknown>>({
        path: '/apply-v2/application/fill',
        payload: { type: scenario, ...(storeId != null ? { store_id: storeId } : {}) },
      });
      setFilling(null);
      if (result.status && result.data) {
        session.update({ fill: { type: scenario, data: result.data } });
        notify('success', t('app.fill.loaded', { scenario }));
      } else {
        notify('error', result.error ?? t('app.fill.failed'));
      }
    },
    [api, session, t],
  );
  return { fill, filling };
}

/**
 * The shell around every route: brand theme from the store record, locale, the app bar (locale switcher
 * and, outside production, the Fill dropdown), the lazily loaded route, toasts (top right, 5000 ms) and
 * the idle modal.
 */
export function AppShell() {
  const services = useServices();
  const { locale } = useTranslate();
  const env = useSession((state) => state.env);
  const brand = useBrand();
  const routeName = useRouteName();
  const { idle, state: idleState } = useAppIdleTimer(routeName);
  const { fill, filling } = useFill();

  React.useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <ThemeProvider brand={brand}>
      <LocaleProvider locale={locale}>
        <AppBar
          locale={locale}
          onLocaleChange={(next: Locale) => services.locale.setLocale(next)}
          fillMenu={
            isTestToolsVisible(env) ? (
              <React.Suspense fallback={null}>
                <FillMenu locale={locale} onFill={(scenario) => void fill(scenario)} filling={filling} />
              </React.Suspense>
            ) : null
          }
        />
        <React.Suspense fallback={<FullScreenLoader open />}>
          <Outlet />
        </React.Suspense>
        <React.Suspense fallback={null}>
          <Toaster />
          {idleState.status !== 'active' ? (
            <IdleModal
              open
              secondsLeft={idleState.secondsLeft}
              keepingAlive={idleState.keepingAlive}
              onKeepAlive={() => void idle.keepAlive()}
            />
          ) : null}
        </React.Suspense>
      </LocaleProvider>
    </ThemeProvider>
  );
}
