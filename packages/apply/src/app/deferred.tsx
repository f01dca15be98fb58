// Parts of the shell that are not needed for the first paint: each loads in its own chunk so the first
// route's JavaScript stays under its budget (README: size budget).
import * as React from 'react';
import { createIdleTimer, type ApiTransport, type Locale } from '@leasekit/core';
import { createFillMenuController } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { Toaster, type IdleModalProps } from '@leasekit/ui';
import { FillMenu } from '../screens/app-bar/fill-menu';
import { notify } from './notify';
import { useServices } from './services-context';

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
    idle.update({ timeout, transport });
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
 * The Fill dropdown (test tools, outside production only, 01 §6, §7): the core's fill menu controller
 * fetches the chosen scenario into the session, where the wizard's forms pick it up, with a toast.
 */
export function DeferredFillMenu({ locale }: { locale: Locale }) {
  const { api, session } = useServices();
  const menu = useOwnedStore(() =>
    createFillMenuController({ transport: api.request, session, notify, locale }),
  );
  useUpdateOptions(menu, { locale });
  const { filling } = useStore(menu);
  return <FillMenu locale={locale} onFill={menu.fill} filling={filling} />;
}
