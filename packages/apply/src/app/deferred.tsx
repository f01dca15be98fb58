// Parts of the shell that are not needed for the first paint: each loads in its own chunk so the first
// route's JavaScript stays under its budget (README: size budget).
import * as React from 'react';
import { createIdleTimer, readRecord, type ApiTransport, type Locale } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { Toaster, type IdleModalProps } from '@leasekit/ui';
import { toast } from 'sonner';
import { FillMenu } from '../screens/app-bar/fill-menu';
import { useServices } from './services-context';
import { useTranslate } from './use-app';

/** The gap between the app bar's lower edge and the first toast, in px. */
const TOAST_GAP_PX = 8;

/**
 * The height of the app bar (`data-slot="app-bar"`), kept current as it wraps on a narrow screen;
 * 0 while there is none.
 */
function useAppBarHeight(): number {
  const [height, setHeight] = React.useState(0);
  React.useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-slot="app-bar"]');
    if (!bar) return;
    const measure = () => setHeight(Math.ceil(bar.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * The toast outlet (top right, 5000 ms; 03 §8), placed below the app bar: a toast that outlives its
 * screen never covers the next screen's language switch, on a phone (where toasts span the width) or
 * on a desktop.
 */
export function DeferredToaster() {
  const top = useAppBarHeight() + TOAST_GAP_PX;
  return <Toaster offset={{ top, right: 16 }} mobileOffset={{ top, left: 8, right: 8 }} />;
}

/** Props of {@link DeferredIdleSession}. */
export interface DeferredIdleSessionProps {
  /** The inactivity time-out in force, in ms (1800000 app-wide, 900000 on result screens). */
  timeout: number;
  /** The transport of the modal's keep-alive call (GET /keep-alive). */
  transport: ApiTransport;
}

/**
 * The idle session (03 §4, §9): the core's idle timer and its modal with the 60 second countdown, the
 * keep-alive button, and the reload at zero. It starts with this chunk, right after the first paint: a
 * time-out of minutes does not need the first few hundred milliseconds.
 */
export function DeferredIdleSession({ timeout, transport }: DeferredIdleSessionProps) {
  const idle = useOwnedStore(() => createIdleTimer({ timeout, transport }));
  const state = useStore(idle);
  React.useEffect(() => {
    idle.setOptions({ timeout, transport });
  }, [idle, timeout, transport]);
  // The modal's code (a Radix dialog) is fetched when the warning is first due, minutes into the visit,
  // not with the page. Held in state rather than React.lazy: a lazy component would suspend, and React
  // reveals suspended content on a timer, which would make the warning's first second late.
  const warning = state.status !== 'active';
  const [Modal, setModal] = React.useState<React.ComponentType<IdleModalProps> | null>(null);
  React.useEffect(() => {
    if (!warning || Modal) return undefined;
    let alive = true;
    void import('./idle-modal').then((module) => {
      if (alive) setModal(() => module.default);
    });
    return () => {
      alive = false;
    };
  }, [warning, Modal]);
  if (!warning || !Modal) return null;
  return (
    <Modal
      open
      secondsLeft={state.secondsLeft}
      keepingAlive={state.keepingAlive}
      onKeepAlive={() => void idle.keepAlive()}
    />
  );
}

/**
 * The Fill dropdown (test tools, outside production only, 01 §6, §7): the chosen scenario is fetched
 * (GET /apply-v2/application/fill) into the session, where the wizard's forms pick it up, with a toast.
 */
export function DeferredFillMenu({ locale }: { locale: Locale }) {
  const { api, session } = useServices();
  const { t } = useTranslate();
  const [filling, setFilling] = React.useState<string | null>(null);
  const fill = async (scenario: string) => {
    setFilling(scenario);
    const storeId = session.getState().retailStore?.id;
    const result = await api.request<unknown>({
      path: '/apply-v2/application/fill',
      payload: { type: scenario, ...(storeId != null ? { store_id: storeId } : {}) },
    });
    setFilling(null);
    // A scenario is the form model to apply: an object, else nothing was loaded.
    const data = result.status ? readRecord<Record<string, unknown>>(result.data) : null;
    if (data) {
      session.update({ fill: { type: scenario, data } });
      toast.success(t('app.fill.loaded', { scenario }));
    } else {
      toast.error(result.error ?? t('app.fill.failed'));
    }
  };
  return <FillMenu locale={locale} onFill={(scenario) => void fill(scenario)} filling={filling} />;
}
