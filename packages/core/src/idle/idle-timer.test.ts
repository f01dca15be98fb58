import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/types';
import {
  createIdleTimer,
  getIdleTimeout,
  IDLE_ACTIVITY_EVENTS,
  IDLE_TIMEOUT_APP,
  IDLE_TIMEOUT_DEFAULT,
  IDLE_TIMEOUT_RESULT_SCREEN,
  type IdleEventTarget,
} from '.';

function fakeTarget() {
  const listeners = new Map<string, Set<() => void>>();
  const target: IdleEventTarget & { fire(type: string): void; count(): number } = {
    addEventListener(type, l) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(l);
    },
    removeEventListener(type, l) {
      listeners.get(type)?.delete(l);
    },
    fire(type) {
      for (const l of listeners.get(type) ?? []) l();
    },
    count() {
      return [...listeners.values()].reduce((n, set) => n + set.size, 0);
    },
  };
  return target;
}

/** An idle timer mounted as a component would mount it. */
function mountedIdleTimer(options: Parameters<typeof createIdleTimer>[0]) {
  const idle = createIdleTimer(options);
  idle.mount();
  return idle;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 03 §9: idle time-outs', () => {
  it('constants are 60000 default, 900000 on result screens, 1800000 app-wide', () => {
    expect(IDLE_TIMEOUT_DEFAULT).toBe(60000);
    expect(IDLE_TIMEOUT_RESULT_SCREEN).toBe(900000);
    expect(IDLE_TIMEOUT_APP).toBe(1800000);
  });

  it('result screens (approved, denied, contract in progress, contact store) use 900000 ms, every other screen 1800000 ms', () => {
    for (const screen of [
      'approved',
      'denied',
      'contract-in-progress',
      'contact-store',
      'result/approved',
      'result/denied',
    ])
      expect(getIdleTimeout(screen)).toBe(IDLE_TIMEOUT_RESULT_SCREEN);
    for (const screen of [
      'apply/store',
      'checkout/lease',
      'checkpoint/redirect',
      'result/unknown',
      'approvedx',
      undefined,
    ])
      expect(getIdleTimeout(screen)).toBe(IDLE_TIMEOUT_APP);
  });

  it('default time-out is 60000 ms, then the countdown starts', () => {
    const idle = mountedIdleTimer({ target: null, reload: vi.fn() });
    vi.advanceTimersByTime(59999);
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(idle.getState()).toMatchObject({ status: 'countdown', secondsLeft: 60 });
    idle.dispose();
  });

  it.each([IDLE_TIMEOUT_RESULT_SCREEN, IDLE_TIMEOUT_APP])('time-out %i ms', (timeout) => {
    const idle = mountedIdleTimer({ timeout, target: null, reload: vi.fn() });
    vi.advanceTimersByTime(timeout - 1);
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(idle.getState().status).toBe('countdown');
    idle.dispose();
  });

  it.each(IDLE_ACTIVITY_EVENTS)('%s resets the idle time', (type) => {
    const target = fakeTarget();
    const idle = mountedIdleTimer({ target, reload: vi.fn() });
    vi.advanceTimersByTime(50000);
    target.fire(type);
    vi.advanceTimersByTime(50000);
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(10000);
    expect(idle.getState().status).toBe('countdown');
    idle.dispose();
  });

  it('other events (scroll) do not reset it', () => {
    const target = fakeTarget();
    const idle = mountedIdleTimer({ target, reload: vi.fn() });
    vi.advanceTimersByTime(50000);
    target.fire('scroll');
    vi.advanceTimersByTime(10000);
    expect(idle.getState().status).toBe('countdown');
    idle.dispose();
  });
});

describe('spec 03 §4 Idle: 60 second countdown, keep-alive and reload', () => {
  it('counts down 60 s and reloads at zero', () => {
    const reload = vi.fn();
    const idle = mountedIdleTimer({ target: null, reload });
    vi.advanceTimersByTime(60000);
    vi.advanceTimersByTime(1000);
    expect(idle.getState().secondsLeft).toBe(59);
    vi.advanceTimersByTime(58000);
    expect(idle.getState().secondsLeft).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(idle.getState()).toMatchObject({ status: 'expired', secondsLeft: 0 });
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('activity during the countdown does not dismiss the modal', () => {
    const target = fakeTarget();
    const idle = mountedIdleTimer({ target, reload: vi.fn() });
    vi.advanceTimersByTime(60000);
    target.fire('mousemove');
    expect(idle.getState().status).toBe('countdown');
    idle.dispose();
  });

  it('keepAlive calls GET /keep-alive through the transport and starts over', async () => {
    const transport = vi.fn(async () => ({
      status: true,
      code: 200,
      data: null,
      error: null,
    })) as ApiTransport;
    const reload = vi.fn();
    const idle = mountedIdleTimer({ target: null, reload, transport });
    vi.advanceTimersByTime(60000 + 30000);
    const pending = idle.keepAlive();
    expect(idle.getState()).toMatchObject({ status: 'active', secondsLeft: 60, keepingAlive: true });
    await pending;
    expect(idle.getState().keepingAlive).toBe(false);
    expect(transport).toHaveBeenCalledWith({ method: 'GET', path: '/keep-alive' });
    vi.advanceTimersByTime(59999);
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(idle.getState().status).toBe('countdown');
    expect(reload).not.toHaveBeenCalled();
    idle.dispose();
  });

  it('a failing keep-alive still leaves the user in the session', async () => {
    const keepAlive = vi.fn(async () => {
      throw new Error('offline');
    });
    const idle = mountedIdleTimer({ target: null, reload: vi.fn(), keepAlive });
    vi.advanceTimersByTime(61000);
    await idle.keepAlive();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(idle.getState()).toMatchObject({ status: 'active', keepingAlive: false });
    idle.dispose();
  });

  it('keepAlive without a transport only resets; after expiry it does nothing', async () => {
    const reload = vi.fn();
    const idle = mountedIdleTimer({ target: null, reload, countdownSeconds: 2 });
    vi.advanceTimersByTime(60000);
    await idle.keepAlive();
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(62000);
    expect(reload).toHaveBeenCalledTimes(1);
    await idle.keepAlive();
    expect(idle.getState().status).toBe('expired');
  });
});

describe('idle timer options and disposal', () => {
  it('a new time-out switches to the result-screen time-out and restarts', () => {
    const idle = mountedIdleTimer({ target: null, reload: vi.fn() });
    vi.advanceTimersByTime(30000);
    idle.update({ timeout: IDLE_TIMEOUT_RESULT_SCREEN });
    vi.advanceTimersByTime(60000);
    expect(idle.getState()).toMatchObject({ status: 'active', timeout: 900000 });
    vi.advanceTimersByTime(840000);
    expect(idle.getState().status).toBe('countdown');
    idle.update({ timeout: IDLE_TIMEOUT_APP });
    expect(idle.getState().status).toBe('countdown');
    idle.dispose();
  });

  it('update replaces reload and time-out; same time-out is a no-op', () => {
    const first = vi.fn();
    const second = vi.fn();
    const idle = mountedIdleTimer({ target: null, reload: first, countdownSeconds: 1 });
    const listener = vi.fn();
    idle.subscribe(listener);
    idle.update({ reload: second, timeout: IDLE_TIMEOUT_DEFAULT });
    expect(listener).not.toHaveBeenCalled();
    idle.update({ timeout: 1000 });
    vi.advanceTimersByTime(2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('nothing is timed or listened for until mount (a render React discards leaves nothing running)', () => {
    const target = fakeTarget();
    const reload = vi.fn();
    const idle = createIdleTimer({ timeout: 1000, target, reload });
    idle.subscribe(() => {});
    expect(target.count()).toBe(0);
    vi.advanceTimersByTime(1000 + 60_000);
    expect(idle.getState().status).toBe('active');
    expect(reload).not.toHaveBeenCalled();

    idle.mount();
    expect(target.count()).toBe(IDLE_ACTIVITY_EVENTS.length);
    vi.advanceTimersByTime(999);
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(idle.getState().status).toBe('countdown');
    idle.dispose();
    expect(target.count()).toBe(0);
  });

  it('the end of a mount stops timing and listening; a remount starts the inactivity time over', () => {
    const target = fakeTarget();
    const reload = vi.fn();
    const idle = createIdleTimer({ timeout: 1000, target, reload });
    const unmount = idle.mount();
    vi.advanceTimersByTime(600);
    unmount();
    expect(target.count()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    idle.mount();
    expect(target.count()).toBe(IDLE_ACTIVITY_EVENTS.length);
    vi.advanceTimersByTime(999);
    expect(idle.getState().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(idle.getState().status).toBe('countdown');
  });

  it('a store disposed before any mount never starts', () => {
    const target = fakeTarget();
    const idle = createIdleTimer({ timeout: 1000, target });
    idle.dispose();
    idle.mount();
    expect(target.count()).toBe(0);
  });

  it('dispose removes listeners and timers', () => {
    const target = fakeTarget();
    const reload = vi.fn();
    const idle = mountedIdleTimer({ target, reload });
    expect(target.count()).toBe(4);
    idle.dispose();
    expect(target.count()).toBe(0);
    vi.advanceTimersByTime(200000);
    expect(reload).not.toHaveBeenCalled();
    idle.activity();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the global window and location when present', () => {
    const target = fakeTarget();
    const reload = vi.fn();
    vi.stubGlobal('window', target);
    vi.stubGlobal('location', { reload });
    try {
      const idle = mountedIdleTimer({ countdownSeconds: 1 });
      expect(target.count()).toBe(4);
      vi.advanceTimersByTime(61000);
      expect(reload).toHaveBeenCalledTimes(1);
      idle.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
