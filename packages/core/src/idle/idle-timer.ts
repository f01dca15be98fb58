import type { ApiResult, ApiTransport } from '../api/types';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';
import { IDLE_TIMEOUT_DEFAULT } from './idle-timeout';

/** The session modal's countdown: 60 seconds (03 §4, §9). */
export const IDLE_COUNTDOWN_SECONDS = 60;
/** The events that count as activity and reset the idle time (03 §9). */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;
/** The keep-alive call of the session modal (03 §7). */
export const KEEP_ALIVE_PATH = '/keep-alive';

/** Something activity events can be listened on: a `Window`, a `Document`, or a fake. */
export interface IdleEventTarget {
  addEventListener(type: string, listener: () => void, options?: { passive?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** `active` while the user is around, `countdown` while the modal counts down, `expired` at zero. */
export type IdleStatus = 'active' | 'countdown' | 'expired';

/** State of the idle timer. */
export interface IdleTimerState {
  status: IdleStatus;
  /** Seconds left in the countdown; the full countdown while active. */
  secondsLeft: number;
  /** The inactivity time-out in force, in ms. */
  timeout: number;
  /** Whether a keep-alive call is in flight. */
  keepingAlive: boolean;
}

/** Options of {@link createIdleTimer}. */
export interface IdleTimerOptions {
  /** Inactivity time-out in ms; 60000 by default (900000 on result screens, 1800000 app-wide). */
  timeout?: number;
  /** Length of the countdown in seconds; 60 by default. */
  countdownSeconds?: number;
  /** The keep-alive call; by default `GET /keep-alive` through `transport` (nothing without one). */
  keepAlive?: () => Promise<unknown>;
  /** The transport used by the default keep-alive. */
  transport?: ApiTransport;
  /** Called when the countdown reaches zero; by default reloads the page when there is one. */
  reload?: () => void;
  /** Clock and timers; the global ones by default. */
  timers?: Timers;
  /** Where activity is listened for; the global `window` by default when there is one. */
  target?: IdleEventTarget | null;
}

/** The idle timer store. */
export interface IdleTimer extends ReadableStore<IdleTimerState> {
  /** Counts as activity: while active, restarts the inactivity time. Ignored during the countdown. */
  activity(): void;
  /** Calls keep-alive and returns to active with a fresh time-out (the modal's button). */
  keepAlive(): Promise<void>;
  /**
   * Replaces the callbacks, transport and time-out given at creation; a new time-out (e.g. 900000 on a
   * result screen) restarts the inactivity time.
   */
  update(options: Partial<Pick<IdleTimerOptions, 'keepAlive' | 'transport' | 'reload' | 'timeout'>>): void;
}

function defaultReload(): void {
  if (typeof location !== 'undefined') location.reload();
}

function defaultTarget(): IdleEventTarget | null {
  return typeof window !== 'undefined' ? (window as unknown as IdleEventTarget) : null;
}

/**
 * Creates the idle timer (03 §4, §9). After `timeout` ms without mouse move, key down, mouse down or
 * touch start it enters a `countdown` of `countdownSeconds` (60 by default), during which the session
 * modal can call {@link IdleTimer.keepAlive} to start over; at zero it calls `reload`. Timing and
 * listening start at `mount()`.
 */
export function createIdleTimer(options: IdleTimerOptions = {}): IdleTimer {
  const timers = options.timers ?? globalTimers;
  const countdown = options.countdownSeconds ?? IDLE_COUNTDOWN_SECONDS;
  let current = { ...options };
  const store = createStore<IdleTimerState>({
    status: 'active',
    secondsLeft: countdown,
    timeout: options.timeout ?? IDLE_TIMEOUT_DEFAULT,
    keepingAlive: false,
  });
  let idleHandle: unknown = null;
  let tickHandle: unknown = null;

  function clear() {
    if (idleHandle !== null) timers.clearTimeout(idleHandle);
    if (tickHandle !== null) timers.clearInterval(tickHandle);
    idleHandle = tickHandle = null;
  }

  function startIdle() {
    clear();
    if (!store.mounted) return;
    store.setState((s) =>
      s.status === 'active' && s.secondsLeft === countdown
        ? s
        : { ...s, status: 'active', secondsLeft: countdown },
    );
    idleHandle = timers.setTimeout(startCountdown, store.getState().timeout);
  }

  function startCountdown() {
    clear();
    store.setState({ status: 'countdown', secondsLeft: countdown });
    tickHandle = timers.setInterval(() => {
      const left = store.getState().secondsLeft - 1;
      if (left > 0) {
        store.setState({ secondsLeft: left });
        return;
      }
      clear();
      store.setState({ status: 'expired', secondsLeft: 0 });
      (current.reload ?? defaultReload)();
    }, 1000);
  }

  const activity = () => {
    if (store.getState().status === 'active') startIdle();
  };

  function applyTimeout(timeout: number) {
    if (timeout === store.getState().timeout) return;
    store.setState({ timeout });
    if (store.getState().status === 'active') startIdle();
  }

  // Timing and listening run only while mounted: a store made in a render React throws away never
  // starts a countdown that would reload the page.
  store.onMount(() => {
    const target = options.target !== undefined ? options.target : defaultTarget();
    if (target) {
      for (const type of IDLE_ACTIVITY_EVENTS) target.addEventListener(type, activity, { passive: true });
    }
    startIdle();
    return () => {
      if (target) for (const type of IDLE_ACTIVITY_EVENTS) target.removeEventListener(type, activity);
    };
  });
  store.onStop(clear);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    activity,
    async keepAlive() {
      if (store.disposed || store.getState().status === 'expired') return;
      startIdle();
      const call =
        current.keepAlive ??
        (current.transport
          ? (): Promise<ApiResult> => current.transport!({ method: 'GET', path: KEEP_ALIVE_PATH })
          : null);
      if (!call) return;
      store.setState({ keepingAlive: true });
      try {
        await call();
      } catch {
        // A failed keep-alive changes nothing the user can act on: the next time-out reloads anyway.
      } finally {
        store.setState({ keepingAlive: false });
      }
    },
    update(next) {
      current = { ...current, ...next };
      if (next.timeout !== undefined) applyTimeout(next.timeout);
    },
  };
}
