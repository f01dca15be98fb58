import { describe, expect, it, vi } from 'vitest';
import {
  createHostBridge,
  getExactOrigin,
  getReturnToStoreAction,
  HOST_BRIDGE_STORAGE_KEY,
  sanitizeHostData,
  type HostWindow,
} from './host-bridge';

/** The HostBridge mounted as a component would mount it. */
function mountedBridge(...args: Parameters<typeof createHostBridge>): ReturnType<typeof createHostBridge> {
  const store = createHostBridge(...args);
  store.mount();
  return store;
}

const ORIGIN = 'https://shop.example';

function fakeTarget() {
  return { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
}

function fakeWindow(extra: Partial<HostWindow> = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    addEventListener: vi.fn((_type: 'message', l: (event: MessageEvent) => void) => listeners.add(l)),
    removeEventListener: vi.fn((_type: 'message', l: (event: MessageEvent) => void) => listeners.delete(l)),
    emit(event: Partial<MessageEvent>) {
      for (const l of listeners) l(event as MessageEvent);
    },
    listeners,
    ...extra,
  };
  return win;
}

describe('spec 04 "What the app sends": message shape and targets', () => {
  it('posts {status, step, data, source, version, seq} to the parent with the exact origin', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, window: fakeWindow({ parent }) });
    expect(bridge.getState()).toMatchObject({ mode: 'iframe', enabled: true });
    expect(bridge.started({ checkout_id: 'c1' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        status: 'started',
        step: 'CHECKOUT_STARTED',
        data: { checkout_id: 'c1' },
        source: 'leasekit',
        version: 1,
        seq: 1,
      },
      ORIGIN,
    );
    bridge.inProgress({ checkout_id: 'c1' });
    expect(parent.postMessage.mock.calls[1]![0]).toMatchObject({
      status: 'in_progress',
      step: 'CHECKOUT_APP_IN_PROGRESS',
      seq: 2,
    });
  });

  it('posts to both parent and opener when both exist, never with "*"', () => {
    const parent = fakeTarget();
    const opener = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, opener, window: null });
    bridge.progress('checkout/lease');
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    for (const call of [...parent.postMessage.mock.calls, ...opener.postMessage.mock.calls]) {
      expect(call[1]).toBe(ORIGIN);
      expect(call[1]).not.toBe('*');
    }
    expect(parent.postMessage.mock.calls[0]![0]).toMatchObject({
      status: 'progress',
      step: 'checkout/lease',
      data: {},
    });
  });

  it('each row of the table has its status and step', () => {
    const parent = fakeTarget();
    const post = () =>
      parent.postMessage.mock.lastCall![0] as { status: string; step: string; data: unknown };
    const make = () => mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    make().complete({ application_id: 7, result: { code: 'D', reason: 'x' } });
    expect(post()).toMatchObject({
      status: 'complete',
      step: 'CHECKOUT_APP_COMPLETE',
      data: { application_id: 7, result: { code: 'D', reason: 'x' } },
    });
    make().success({ checkout_id: 'c', application_id: 7 });
    expect(post()).toMatchObject({
      status: 'success',
      step: 'CHECKOUT_COMPLETED',
      data: { checkout_id: 'c', application_id: 7 },
    });
    make().cancelled({ checkout_id: 'c', code: 'E_MISSING_OPTIONS', message: 'm' });
    expect(post()).toMatchObject({
      status: 'cancelled',
      step: 'CHECKOUT_CANCELLED',
      data: { checkout_id: 'c', code: 'E_MISSING_OPTIONS', message: 'm' },
    });
    make().error({ code: 'E1' });
    expect(post()).toMatchObject({
      status: 'error',
      step: 'CHECKOUT_ERROR',
      data: { code: 'E1', message: 'An unknown error occurred' },
    });
  });

  it('close carries the step at the time and {} and is sent once', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    bridge.progress('checkout/payment');
    expect(bridge.close()).toBe(true);
    expect(parent.postMessage.mock.lastCall![0]).toMatchObject({
      status: 'close',
      step: 'checkout/payment',
      data: {},
    });
    expect(bridge.close()).toBe(false);
    expect(bridge.getState().closed).toBe(true);
  });
});

describe('spec 04: exactly one terminal message per checkout', () => {
  it('drops later terminal messages, then allows close', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    bridge.started({ checkout_id: 'c1' });
    expect(bridge.success({ checkout_id: 'c1', application_id: 1 })).toBe(true);
    expect(bridge.cancelled({ checkout_id: 'c1' })).toBe(false);
    expect(bridge.error({ code: 'X' })).toBe(false);
    expect(bridge.complete({ application_id: 1 })).toBe(false);
    expect(bridge.close()).toBe(true);
    const statuses = parent.postMessage.mock.calls.map((c) => (c[0] as { status: string }).status);
    expect(statuses).toEqual(['started', 'success', 'close']);
    expect(bridge.getState().terminal).toBe('success');
  });

  it('spec 03 §4: a cancel on resume is the one terminal message; a started for that checkout is not posted and resets nothing', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    expect(bridge.cancelled({ checkout_id: 'c1' })).toBe(true);
    expect(bridge.started({ checkout_id: 'c1' })).toBe(false);
    expect(bridge.success({ checkout_id: 'c1', application_id: 1 })).toBe(false);
    expect(bridge.close()).toBe(true);
    const statuses = parent.postMessage.mock.calls.map((c) => (c[0] as { status: string }).status);
    expect(statuses).toEqual(['cancelled', 'close']);
    expect(bridge.getState()).toMatchObject({ checkoutId: 'c1', terminal: 'cancelled' });
  });

  it('spec 03 §4: a reload of an ended checkout does not post its terminal message again (storage)', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
    };
    const first = fakeTarget();
    const before = mountedBridge({ hostOrigin: ORIGIN, parent: first, window: null, storage });
    before.started({ checkout_id: 7 });
    before.success({ checkout_id: 7, application_id: 3 });
    expect(JSON.parse(memory.get('leasekit.host')!)).toMatchObject({ checkout_id: 7, terminal: 'success' });
    const second = fakeTarget();
    const after = mountedBridge({ hostOrigin: ORIGIN, parent: second, window: null, storage });
    expect(after.started({ checkout_id: 7 })).toBe(false);
    expect(after.success({ checkout_id: 7, application_id: 3 })).toBe(false);
    expect(after.close()).toBe(true);
    expect(second.postMessage.mock.calls.map((c) => (c[0] as { status: string }).status)).toEqual(['close']);
    // Another checkout in the same tab starts afresh.
    expect(after.started({ checkout_id: 8 })).toBe(true);
    expect(after.cancelled({ checkout_id: 8 })).toBe(true);
  });

  it('a new checkout id starts a new checkout with its own terminal message', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    bridge.started({ checkout_id: 'c1' });
    bridge.cancelled({ checkout_id: 'c1' });
    expect(bridge.started({ checkout_id: 'c1' })).toBe(false);
    expect(bridge.cancelled({ checkout_id: 'c1' })).toBe(false);
    bridge.started({ checkout_id: 'c2' });
    expect(bridge.getState()).toMatchObject({ checkoutId: 'c2', terminal: null });
    expect(bridge.cancelled({ checkout_id: 'c2' })).toBe(true);
  });
});

describe('spec 04 Security: nothing posted without a known exact origin', () => {
  it.each([
    undefined,
    null,
    '',
    '*',
    'null',
    'https://shop.example/path',
    'not a url',
    'https://shop.example?x=1',
  ])('origin %s → nothing posted', (hostOrigin) => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin, parent, window: null });
    expect(bridge.getState().enabled).toBe(false);
    expect(bridge.started({ checkout_id: 'c' })).toBe(false);
    expect(bridge.error({ code: 'E' })).toBe(false);
    expect(bridge.close()).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
    // the terminal rule still applies, so enabling later cannot replay old terminals
    expect(bridge.getState().terminal).toBe('error');
  });

  it('accepts an exact origin with a port and a trailing slash', () => {
    expect(getExactOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(getExactOrigin('https://shop.example/')).toBe('https://shop.example');
  });

  it('keeps personal data out: only opaque ids and codes pass the allow-list', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    const leaky = {
      checkout_id: 'c1',
      application_id: 9,
      first_name: 'Ann',
      social_security_number: '123456789',
      date_of_birth: '1990-01-01',
      cell: '5551234567',
      income: 500000,
      result: { code: 'D', reason: 'r', score: 700, ssn: '123' },
      nested: { ssn: '1' },
    };
    bridge.started(leaky);
    bridge.complete(leaky);
    const payloads = parent.postMessage.mock.calls.map((c) =>
      JSON.stringify((c[0] as { data: unknown }).data),
    );
    expect(payloads).toEqual([
      '{"checkout_id":"c1"}',
      '{"application_id":9,"result":{"code":"D","reason":"r"}}',
    ]);
    expect(sanitizeHostData('close', leaky)).toEqual({});
    expect(sanitizeHostData('progress', leaky)).toEqual({});
    expect(sanitizeHostData('success', null)).toEqual({});
    expect(sanitizeHostData('in_progress', { checkout_id: { evil: 1 } })).toEqual({});
  });
});

describe('spec 04 Modes: Return to Store', () => {
  it('closes through the host in iframe and popup modes and navigates only in redirect mode', () => {
    const url = 'https://shop.example.com/failed';
    expect(getReturnToStoreAction('iframe', url)).toEqual({ type: 'close' });
    expect(getReturnToStoreAction('popup', url)).toEqual({ type: 'close' });
    expect(getReturnToStoreAction('redirect', url)).toEqual({ type: 'navigate', url });
    expect(getReturnToStoreAction('redirect', null)).toEqual({ type: 'none' });
  });
});

describe('spec 04 Modes', () => {
  it('redirect mode posts nothing even with a parent and an origin', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, mode: 'redirect', window: null });
    expect(bridge.getState()).toMatchObject({ mode: 'redirect', enabled: false });
    bridge.success({ checkout_id: 'c' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('popup mode posts to window.opener', () => {
    const opener = fakeTarget();
    const win = fakeWindow({ opener });
    (win as HostWindow).parent = win;
    const bridge = mountedBridge({ hostOrigin: ORIGIN, window: win });
    expect(bridge.getState().mode).toBe('popup');
    bridge.started({ checkout_id: 'c' });
    expect(opener.postMessage).toHaveBeenCalledWith(expect.objectContaining({ status: 'started' }), ORIGIN);
  });

  it('not framed and no opener is redirect mode', () => {
    const win = fakeWindow();
    (win as HostWindow).parent = win;
    expect(mountedBridge({ hostOrigin: ORIGIN, window: win }).getState().mode).toBe('redirect');
  });

  it('uses the global window by default (none under node: redirect)', () => {
    expect(mountedBridge({ hostOrigin: ORIGIN }).getState().mode).toBe('redirect');
  });
});

describe('spec 03 §8: onCheckoutError for the API client 406 hook', () => {
  it('sends CHECKOUT_ERROR with the code and message, default message when absent', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null });
    const hook = bridge.onCheckoutError;
    hook({ code: 'E_STORE', message: null });
    expect(parent.postMessage.mock.lastCall![0]).toMatchObject({
      status: 'error',
      step: 'CHECKOUT_ERROR',
      data: { code: 'E_STORE', message: 'An unknown error occurred' },
    });
  });
});

describe('spec 04 Security: incoming messages', () => {
  it('accepts none by default: no listener is attached', () => {
    const win = fakeWindow({ parent: fakeTarget() });
    mountedBridge({ hostOrigin: ORIGIN, window: win });
    expect(win.addEventListener).not.toHaveBeenCalled();
  });

  it('handles only allow-listed statuses from the exact origin and a known source', () => {
    const parent = fakeTarget();
    const win = fakeWindow({ parent });
    const ping = vi.fn();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, window: win, incoming: { ping } });
    win.emit({ origin: 'https://evil.example', source: parent as never, data: { status: 'ping' } });
    win.emit({ origin: ORIGIN, source: {} as never, data: { status: 'ping' } });
    win.emit({ origin: ORIGIN, source: null, data: { status: 'ping' } });
    win.emit({ origin: ORIGIN, source: parent as never, data: { status: 'other' } });
    win.emit({ origin: ORIGIN, source: parent as never, data: null });
    win.emit({ origin: ORIGIN, source: parent as never, data: { status: 'toString' } });
    expect(ping).not.toHaveBeenCalled();
    win.emit({ origin: ORIGIN, source: parent as never, data: { status: 'ping', data: { a: 1 } } });
    expect(ping).toHaveBeenCalledWith({ a: 1 });
    bridge.dispose();
    expect(win.listeners.size).toBe(0);
    expect(bridge.started({ checkout_id: 'c' })).toBe(false);
  });

  it('listens to the host only while mounted: not when made, and no more once the mount ends', () => {
    const parent = fakeTarget();
    const win = fakeWindow({ parent });
    const ping = vi.fn();
    const bridge = createHostBridge({ hostOrigin: ORIGIN, window: win, incoming: { ping } });
    expect(win.listeners.size).toBe(0);
    const unmount = bridge.mount();
    win.emit({ origin: ORIGIN, source: parent as never, data: { status: 'ping' } });
    expect(ping).toHaveBeenCalledTimes(1);
    unmount();
    expect(win.listeners.size).toBe(0);
    win.emit({ origin: ORIGIN, source: parent as never, data: { status: 'ping' } });
    expect(ping).toHaveBeenCalledTimes(1);
  });
});

describe('spec 04 Security: the host origin from server-side configuration, once known', () => {
  it('posts nothing until update gives a valid origin, then posts with it', () => {
    const parent = fakeTarget();
    const bridge = mountedBridge({ parent, window: null });
    expect(bridge.started({ checkout_id: 'c' })).toBe(false);
    bridge.update({ hostOrigin: '*' });
    expect(bridge.getState().enabled).toBe(false);
    const listener = vi.fn();
    bridge.subscribe(listener);
    bridge.update({});
    bridge.update({ hostOrigin: null });
    expect(listener).not.toHaveBeenCalled();
    bridge.update({ hostOrigin: ORIGIN });
    expect(bridge.getState()).toMatchObject({ enabled: true, hostOrigin: ORIGIN });
    expect(bridge.progress('checkout/lease')).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), ORIGIN);
    bridge.dispose();
    bridge.update({ hostOrigin: 'https://other.example' });
    expect(bridge.getState().hostOrigin).toBe(ORIGIN);
  });

  it('incoming messages are refused while no origin is known', () => {
    const parent = fakeTarget();
    const win = fakeWindow({ parent });
    const ping = vi.fn();
    mountedBridge({ window: win, incoming: { ping } });
    win.emit({ origin: 'null', source: parent as never, data: { status: 'ping' } });
    expect(ping).not.toHaveBeenCalled();
  });
});

describe('spec 04: seq is monotonic for a checkout across reloads and windows', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const items = new Map(Object.entries(initial));
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }
  const seqs = (target: ReturnType<typeof fakeTarget>) =>
    target.postMessage.mock.calls.map((c) => (c[0] as { seq: number }).seq);
  const statuses = (target: ReturnType<typeof fakeTarget>) =>
    target.postMessage.mock.calls.map((c) => (c[0] as { status: string }).status);

  it('a reload (a new bridge on the same storage) continues the count instead of restarting at 1', () => {
    const storage = memoryStorage();
    const before = fakeTarget();
    const first = mountedBridge({ hostOrigin: ORIGIN, parent: before, window: null, storage });
    first.started({ checkout_id: 'c1' });
    first.progress('checkout/lease');
    first.progress('checkout/sign');
    first.dispose();
    // The lender's e-sign page sends the shopper back: the app loads again in the same frame.
    const after = fakeTarget();
    const second = mountedBridge({ hostOrigin: ORIGIN, parent: after, window: null, storage });
    second.progress('checkout/payment');
    second.progress('checkout/complete');
    expect(seqs(before)).toEqual([1, 2, 3]);
    expect(seqs(after)).toEqual([4, 5]);
    expect(second.getState()).toMatchObject({ checkoutId: 'c1', seq: 5, step: 'checkout/complete' });
  });

  it('keeps only the checkout id, the count, the step and the terminal status: no personal data', () => {
    const storage = memoryStorage();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent: fakeTarget(), window: null, storage });
    bridge.started({ checkout_id: 7, name: 'Avery', ssn: '900-12-3456' } as never);
    bridge.complete({ application_id: 3, result: { code: 'N', reason: 'r' } });
    expect(JSON.parse(storage.items.get(HOST_BRIDGE_STORAGE_KEY)!)).toEqual({
      checkout_id: 7,
      seq: 2,
      step: 'CHECKOUT_APP_COMPLETE',
      terminal: 'complete',
      closed: false,
    });
  });

  it('success is posted exactly once for a checkout, even when the complete screen loads again', () => {
    const storage = memoryStorage();
    const first = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent: first, window: null, storage });
    bridge.started({ checkout_id: 'c1' });
    bridge.progress('checkout/complete');
    expect(bridge.success({ checkout_id: 'c1', application_id: 9 })).toBe(true);
    // The process went on to banking and back, or the page reloaded: a second app load on the same storage.
    const again = fakeTarget();
    const reloaded = mountedBridge({ hostOrigin: ORIGIN, parent: again, window: null, storage });
    expect(reloaded.success({ checkout_id: 'c1', application_id: 9 })).toBe(false);
    expect(reloaded.close()).toBe(true);
    expect(statuses(first)).toEqual(['started', 'progress', 'success']);
    expect(statuses(again)).toEqual(['close']);
    expect(seqs(again)).toEqual([4]);
  });

  it('two windows sharing the storage never post the same seq, nor a second terminal message', () => {
    const storage = memoryStorage();
    const a = fakeTarget();
    const b = fakeTarget();
    const one = mountedBridge({ hostOrigin: ORIGIN, parent: a, window: null, storage });
    one.started({ checkout_id: 'c1' });
    const two = mountedBridge({ hostOrigin: ORIGIN, parent: b, window: null, storage });
    one.progress('checkout/complete');
    two.progress('checkout/complete');
    expect(one.success({ checkout_id: 'c1' })).toBe(true);
    expect(two.success({ checkout_id: 'c1' })).toBe(false);
    expect([...seqs(a), ...seqs(b)].sort((x, y) => x - y)).toEqual([1, 2, 3, 4]);
  });

  it('another checkout (or a plain application) in the same window gets its own terminal message; seq keeps counting', () => {
    const storage = memoryStorage();
    const parent = fakeTarget();
    mountedBridge({ hostOrigin: ORIGIN, parent, window: null, storage }).started({ checkout_id: 'c1' });
    const next = mountedBridge({ hostOrigin: ORIGIN, parent, window: null, storage });
    next.success({ checkout_id: 'c1' });
    next.setCheckout(null);
    expect(next.getState()).toMatchObject({ checkoutId: null, terminal: null, closed: false });
    expect(next.complete({ application_id: 4, result: { code: 'N' } })).toBe(true);
    next.started({ checkout_id: 'c2' });
    expect(next.cancelled({ checkout_id: 'c2' })).toBe(true);
    expect(seqs(parent)).toEqual([1, 2, 3, 4, 5]);
  });

  it('treats storage as hostile: a malformed or forged record is ignored, a throwing storage is survived', () => {
    for (const raw of ['{', '{"seq":-4}', '{"seq":"9"}', '{"seq":1.5}', 'null']) {
      const storage = memoryStorage({ [HOST_BRIDGE_STORAGE_KEY]: raw });
      const parent = fakeTarget();
      mountedBridge({ hostOrigin: ORIGIN, parent, window: null, storage }).progress('x');
      expect(seqs(parent)).toEqual([1]);
    }
    const forged = memoryStorage({
      [HOST_BRIDGE_STORAGE_KEY]: JSON.stringify({ seq: 2, terminal: 'evil', step: '<img>', checkout_id: {} }),
    });
    expect(mountedBridge({ hostOrigin: ORIGIN, window: null, storage: forged }).getState()).toMatchObject({
      seq: 2,
      terminal: null,
      step: '',
      checkoutId: null,
    });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const parent = fakeTarget();
    const bridge = mountedBridge({ hostOrigin: ORIGIN, parent, window: null, storage: broken });
    expect(bridge.progress('x')).toBe(true);
    expect(bridge.progress('y')).toBe(true);
    expect(seqs(parent)).toEqual([1, 2]);
  });
});
