import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEASE_CHECKOUT_POPUP_POLL_MS,
  openLeaseCheckout,
  type LeaseCheckoutHandle,
  type OpenLeaseCheckoutOptions,
} from './open-lease-checkout';

const APP = 'https://apply.example';
const URL_FROM_API = `${APP}/apply-v2/demo/main/initiate?checkout=k3y&iframe=true`;

let seq = 0;
/** A message as the app's host bridge posts it (docs/behaviour.md, 04 What the app sends). */
function appMessage(status: string, step = '', data: Record<string, unknown> = {}, at = (seq += 1)) {
  return { status, step, data, source: 'leasekit', version: 1, seq: at };
}

/** Delivers a `message` event to the shop's window as the browser would. */
function post(data: unknown, source: unknown, origin = APP) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

function callbacks() {
  return {
    onEvent: vi.fn(),
    onComplete: vi.fn(),
    onCancel: vi.fn(),
    onError: vi.fn(),
  } satisfies Partial<OpenLeaseCheckoutOptions>;
}

/** How many terminal callbacks were delivered in all. */
function terminalCount(cb: ReturnType<typeof callbacks>) {
  return cb.onComplete.mock.calls.length + cb.onCancel.mock.calls.length + cb.onError.mock.calls.length;
}

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-leasekit-checkout]');
const frame = () => dialog()?.querySelector('iframe') ?? null;
const closeButton = () => dialog()!.querySelector('button')!;

let handle: LeaseCheckoutHandle | null = null;
let payButton: HTMLButtonElement;

beforeEach(() => {
  seq = 0;
  payButton = document.createElement('button');
  payButton.textContent = 'Pay over time';
  document.body.append(payButton);
  payButton.focus();
});

afterEach(() => {
  handle?.close();
  handle = null;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function openInFrame(extra: Partial<OpenLeaseCheckoutOptions> = {}) {
  const cb = callbacks();
  handle = openLeaseCheckout({ url: URL_FROM_API, mode: 'iframe', ...cb, ...extra });
  return { cb, app: frame()!.contentWindow! };
}

describe('iframe mode: a modal dialog on the shop page', () => {
  it('opens the checkout in a frame of a dialog named "Lease checkout", at its url with iframe=true, focus inside', () => {
    openInFrame();
    expect(dialog()).not.toBeNull();
    expect(dialog()!.getAttribute('aria-label')).toBe('Lease checkout');
    expect(dialog()!.hasAttribute('open')).toBe(true);
    expect(dialog()!.dataset.size).toBe('max');
    expect(frame()!.title).toBe('Lease checkout');
    expect(frame()!.src).toBe(URL_FROM_API);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    expect(handle!.mode).toBe('iframe');
    expect(handle!.closed).toBe(false);
  });

  it('uses the given title and close label', () => {
    openInFrame({ title: 'Pago a plazos', closeLabel: 'Cerrar' });
    expect(dialog()!.getAttribute('aria-label')).toBe('Pago a plazos');
    expect(frame()!.title).toBe('Pago a plazos');
    expect(closeButton().textContent).toBe('Cerrar');
  });

  it('keeps focus inside the dialog: focus that lands outside is brought back', () => {
    openInFrame();
    payButton.focus();
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    closeButton().focus();
    expect(document.activeElement).toBe(closeButton());
  });

  it('returns focus to where it was when the dialog closes', () => {
    openInFrame();
    closeButton().click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(payButton);
  });

  it('Escape on the dialog closes it and reports a closed cancel', () => {
    const { cb } = openInFrame();
    closeButton().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).toBeNull();
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith({
      reason: 'closed',
      checkoutId: null,
      applicationId: null,
      code: null,
      message: null,
    });
    expect(handle!.closed).toBe(true);
  });

  it("the browser's cancel of the modal (Escape) is taken over: the checkout closes through the same path", () => {
    const { cb } = openInFrame();
    const cancel = new Event('cancel', { cancelable: true });
    dialog()!.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()).toBeNull();
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ reason: 'closed' }));
  });

  it('other keys on the dialog do nothing', () => {
    const { cb } = openInFrame();
    closeButton().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(dialog()).not.toBeNull();
    expect(terminalCount(cb)).toBe(0);
  });

  it('honours maximize and minimize by resizing the dialog', () => {
    const { cb, app } = openInFrame();
    post(appMessage('minimize'), app);
    expect(dialog()!.dataset.size).toBe('min');
    post(appMessage('maximize'), app);
    expect(dialog()!.dataset.size).toBe('max');
    expect(cb.onEvent.mock.calls.map(([message]) => message.status)).toEqual(['minimize', 'maximize']);
    expect(terminalCount(cb)).toBe(0);
  });

  it('adds its zero-specificity styles once, however many checkouts open', () => {
    openInFrame();
    handle!.close();
    openInFrame();
    const styles = document.querySelectorAll('style[data-leasekit-checkout]');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain(':where(dialog[data-leasekit-checkout])');
  });
});

describe('origin and source checks', () => {
  it('accepts messages only from the checkout’s exact origin', () => {
    const { cb, app } = openInFrame();
    for (const origin of [
      'https://apply.example.evil.test',
      'http://apply.example',
      'https://apply.example:8443',
      'https://evil.test',
      'null',
      '',
    ])
      post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 1 }), app, origin);
    expect(cb.onEvent).not.toHaveBeenCalled();
    expect(terminalCount(cb)).toBe(0);
    post(appMessage('started', 'CHECKOUT_STARTED', { checkout_id: 1 }), app, APP);
    expect(cb.onEvent).toHaveBeenCalledOnce();
  });

  it('accepts messages only from the frame it opened, not from another window of the same origin', () => {
    const { cb } = openInFrame();
    const other = document.createElement('iframe');
    document.body.append(other);
    for (const source of [other.contentWindow, window, null, {}])
      post(appMessage('cancelled', 'CHECKOUT_CANCELLED', { checkout_id: 1 }), source);
    expect(cb.onEvent).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
    expect(terminalCount(cb)).toBe(0);
  });

  it('accepts only leasekit messages: no envelope, no status or no usable seq is dropped', () => {
    const { cb, app } = openInFrame();
    const good = appMessage('started', 'CHECKOUT_STARTED');
    for (const data of [
      null,
      'close',
      { ...good, source: 'other' },
      { ...good, status: 7 },
      { ...good, seq: undefined },
      { ...good, seq: '9' },
      { ...good, seq: 1.5 },
      { ...good, seq: Number.MAX_SAFE_INTEGER + 2 },
      { ...good, seq: 0 },
      { ...good, seq: -1 },
    ])
      post(data, app);
    expect(cb.onEvent).not.toHaveBeenCalled();
  });

  it('hands onEvent the message with its step and data, absent ones as "" and {}', () => {
    const { cb, app } = openInFrame();
    post({ status: 'progress', source: 'leasekit', version: 1, seq: 4 }, app);
    expect(cb.onEvent).toHaveBeenCalledWith({
      status: 'progress',
      step: '',
      data: {},
      source: 'leasekit',
      version: 1,
      seq: 4,
    });
  });
});

describe('replays and out-of-order seq', () => {
  it('a replayed message (a seq already seen) is ignored', () => {
    const { cb, app } = openInFrame();
    const progress = appMessage('progress', 'checkout/lease');
    post(progress, app);
    post(progress, app);
    post({ ...progress, step: 'checkout/sign' }, app);
    expect(cb.onEvent).toHaveBeenCalledOnce();
  });

  it('a message older than the last accepted one is ignored; the count may start anywhere', () => {
    const { cb, app } = openInFrame();
    // The app's counter continues across checkouts in one tab: a checkout may start at 12.
    post(appMessage('started', 'CHECKOUT_STARTED', { checkout_id: 5 }, 12), app);
    post(appMessage('cancelled', 'CHECKOUT_CANCELLED', { checkout_id: 5 }, 11), app);
    post(appMessage('in_progress', 'CHECKOUT_APP_IN_PROGRESS', { checkout_id: 5 }, 14), app);
    post(appMessage('progress', 'apply/step', {}, 13), app);
    expect(cb.onEvent.mock.calls.map(([message]) => message.seq)).toEqual([12, 14]);
    expect(cb.onCancel).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('a replayed success places no second order', () => {
    const { cb, app } = openInFrame();
    const success = appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 5, application_id: 9 });
    post(success, app);
    post(success, app);
    post({ ...success, seq: success.seq + 1 }, app);
    expect(cb.onComplete).toHaveBeenCalledOnce();
  });
});

describe('exactly one terminal callback per checkout', () => {
  it('success / CHECKOUT_COMPLETED calls onComplete with the ids and leaves the complete screen open until close', () => {
    const { cb, app } = openInFrame();
    post(appMessage('started', 'CHECKOUT_STARTED', { checkout_id: 5 }), app);
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 5, application_id: 9 }), app);
    expect(cb.onComplete).toHaveBeenCalledExactlyOnceWith({ checkoutId: 5, applicationId: 9 });
    expect(dialog()).not.toBeNull();
    post(appMessage('close', 'CHECKOUT_COMPLETED'), app);
    expect(dialog()).toBeNull();
    expect(terminalCount(cb)).toBe(1);
    expect(cb.onEvent.mock.calls.map(([message]) => message.status)).toEqual(['started', 'success', 'close']);
  });

  it('success under another step is not a completed checkout', () => {
    const { cb, app } = openInFrame();
    post(appMessage('success', 'SOMETHING_ELSE', { checkout_id: 5 }), app);
    expect(terminalCount(cb)).toBe(0);
  });

  it('cancelled closes the dialog, then calls onCancel once; later messages are not heard', () => {
    const { cb, app } = openInFrame();
    cb.onCancel.mockImplementation(() => expect(dialog()).toBeNull());
    post(
      appMessage('cancelled', 'CHECKOUT_CANCELLED', { checkout_id: 5, code: 'E_MISSING', message: 'm' }),
      app,
    );
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith({
      reason: 'cancelled',
      checkoutId: 5,
      applicationId: null,
      code: 'E_MISSING',
      message: 'm',
    });
    post(appMessage('error', 'CHECKOUT_ERROR', { code: 'X' }), app);
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 5 }), app);
    post(appMessage('close'), app);
    handle!.close();
    expect(terminalCount(cb)).toBe(1);
    expect(cb.onEvent).toHaveBeenCalledOnce();
  });

  it('error closes the dialog, then calls onError with the code and message (default message when none)', () => {
    const { cb, app } = openInFrame();
    cb.onError.mockImplementation(() => expect(dialog()).toBeNull());
    post(appMessage('error', 'CHECKOUT_ERROR', { code: 'E_UNKNOWN_ERROR' }), app);
    expect(cb.onError).toHaveBeenCalledExactlyOnceWith({
      code: 'E_UNKNOWN_ERROR',
      message: 'An unknown error occurred',
    });
    expect(terminalCount(cb)).toBe(1);
  });

  it('complete (a final non-approval) calls onCancel not-approved with the result, and the app closes itself later', () => {
    const { cb, app } = openInFrame();
    post(
      appMessage('complete', 'CHECKOUT_APP_COMPLETE', {
        application_id: 9,
        result: { code: 'N', reason: 'No credit file found' },
      }),
      app,
    );
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith({
      reason: 'not-approved',
      checkoutId: null,
      applicationId: 9,
      code: 'N',
      message: 'No credit file found',
    });
    expect(dialog()).not.toBeNull();
    post(appMessage('close', 'CHECKOUT_APP_COMPLETE'), app);
    expect(dialog()).toBeNull();
    expect(terminalCount(cb)).toBe(1);
  });

  it('close before any outcome closes the dialog and reports a closed cancel', () => {
    const { cb, app } = openInFrame();
    post(appMessage('close', 'apply/step'), app);
    expect(dialog()).toBeNull();
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ reason: 'closed' }));
  });

  it('ids and codes are taken only as strings or numbers: anything else is null', () => {
    const { cb, app } = openInFrame();
    post(appMessage('cancelled', 'CHECKOUT_CANCELLED', { checkout_id: { x: 1 }, code: '', message: 7 }), app);
    expect(cb.onCancel).toHaveBeenCalledWith(
      expect.objectContaining({ checkoutId: null, code: null, message: null }),
    );
  });
});

describe('close()', () => {
  it('closes the dialog, reports a closed cancel once, and does nothing the second time', () => {
    const { cb } = openInFrame();
    handle!.close();
    handle!.close();
    expect(dialog()).toBeNull();
    expect(handle!.closed).toBe(true);
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ reason: 'closed' }));
  });

  it('after onComplete it closes without another callback', () => {
    const { cb, app } = openInFrame();
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 1 }), app);
    handle!.close();
    expect(dialog()).toBeNull();
    expect(terminalCount(cb)).toBe(1);
  });

  it('stops listening: messages after close are not heard', () => {
    const { cb, app } = openInFrame();
    handle!.close();
    post(appMessage('started'), app);
    expect(cb.onEvent).not.toHaveBeenCalled();
  });
});

describe('the checkout url', () => {
  it('a url that is not http(s) opens nothing and reports E_INVALID_URL', () => {
    const cb = callbacks();
    handle = openLeaseCheckout({ url: 'javascript:alert(1)', ...cb });
    expect(dialog()).toBeNull();
    expect(cb.onError).toHaveBeenCalledExactlyOnceWith({
      code: 'E_INVALID_URL',
      message: 'The checkout URL is not valid.',
    });
    expect(handle.closed).toBe(true);
  });

  it('a promised url opens the dialog at once and points its frame at the url once known', async () => {
    const cb = callbacks();
    let resolve!: (url: string) => void;
    handle = openLeaseCheckout({ url: new Promise<string>((r) => (resolve = r)), ...cb });
    expect(dialog()).not.toBeNull();
    expect(frame()!.getAttribute('src')).toBeNull();
    resolve(URL_FROM_API);
    await vi.waitFor(() => expect(frame()!.src).toBe(URL_FROM_API));
    post(appMessage('started'), frame()!.contentWindow);
    expect(cb.onEvent).toHaveBeenCalledOnce();
  });

  it('a rejected url closes the dialog and reports E_INVALID_URL', async () => {
    const cb = callbacks();
    handle = openLeaseCheckout({ url: Promise.reject(new Error('no checkout')), ...cb });
    await vi.waitFor(() => expect(cb.onError).toHaveBeenCalledOnce());
    expect(cb.onError.mock.calls[0]![0].code).toBe('E_INVALID_URL');
    expect(dialog()).toBeNull();
    expect(terminalCount(cb)).toBe(1);
  });
});

/** A stand-in for the popup window `window.open` returns. */
function fakePopup() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
    location: { href: 'about:blank' },
  };
}

describe('popup mode', () => {
  function openPopup(url: OpenLeaseCheckoutOptions['url'] = URL_FROM_API) {
    vi.useFakeTimers();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const cb = callbacks();
    handle = openLeaseCheckout({ url, mode: 'popup', ...cb });
    return { cb, popup, open };
  }

  it('opens the checkout in a window of its own, keeping the opener, and no dialog', () => {
    const { open } = openPopup();
    expect(open).toHaveBeenCalledExactlyOnceWith(URL_FROM_API, '_blank', 'popup,width=900,height=800');
    expect(dialog()).toBeNull();
    expect(handle!.mode).toBe('popup');
  });

  it('accepts messages only from the popup it opened', () => {
    const { cb, popup } = openPopup();
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 1 }), fakePopup());
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 1 }), popup, 'https://evil.test');
    expect(cb.onEvent).not.toHaveBeenCalled();
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 1 }), popup);
    expect(cb.onComplete).toHaveBeenCalledOnce();
  });

  it('a popup closed by the shopper is reported as a closed cancel within the poll interval', () => {
    const { cb, popup } = openPopup();
    vi.advanceTimersByTime(LEASE_CHECKOUT_POPUP_POLL_MS * 3);
    expect(cb.onCancel).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(LEASE_CHECKOUT_POPUP_POLL_MS - 1);
    expect(cb.onCancel).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ reason: 'closed' }));
    expect(handle!.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a popup closed by the shopper after success reports nothing more', () => {
    const { cb, popup } = openPopup();
    post(appMessage('success', 'CHECKOUT_COMPLETED', { checkout_id: 1 }), popup);
    popup.closed = true;
    vi.advanceTimersByTime(LEASE_CHECKOUT_POPUP_POLL_MS);
    expect(terminalCount(cb)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('close from the app, or close(), closes the popup', () => {
    const { popup } = openPopup();
    post(appMessage('close'), popup);
    expect(popup.close).toHaveBeenCalledOnce();
    const second = openPopup();
    handle!.close();
    expect(second.popup.close).toHaveBeenCalledOnce();
  });

  it('a blocked popup reports E_POPUP_BLOCKED', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const cb = callbacks();
    handle = openLeaseCheckout({ url: URL_FROM_API, mode: 'popup', ...cb });
    expect(cb.onError).toHaveBeenCalledExactlyOnceWith({
      code: 'E_POPUP_BLOCKED',
      message: 'The browser blocked the checkout window.',
    });
    expect(handle.closed).toBe(true);
  });

  it('with a promised url the popup opens blank at once (the click’s popup) and goes to the url once known', async () => {
    const { popup, open } = openPopup(Promise.resolve(URL_FROM_API));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', expect.any(String));
    await vi.waitFor(() => expect(popup.location.href).toBe(URL_FROM_API));
  });

  it('a rejected url closes the blank popup and reports E_INVALID_URL', async () => {
    const { cb, popup } = openPopup(Promise.reject(new Error('no checkout')));
    await vi.waitFor(() => expect(cb.onError).toHaveBeenCalledOnce());
    expect(popup.close).toHaveBeenCalledOnce();
  });
});

describe('redirect mode', () => {
  function stubLocation() {
    const location = { href: 'https://shop.example/cart', assign: vi.fn() };
    vi.stubGlobal('location', location);
    return location;
  }

  it('leaves for the checkout url with iframe=false and nothing else added; no dialog, no callback', () => {
    const location = stubLocation();
    const cb = callbacks();
    const open = vi.spyOn(window, 'open');
    handle = openLeaseCheckout({ url: URL_FROM_API, mode: 'redirect', ...cb });
    expect(location.assign).toHaveBeenCalledOnce();
    const target = new URL(location.assign.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe(`${APP}/apply-v2/demo/main/initiate`);
    expect([...target.searchParams]).toEqual([
      ['checkout', 'k3y'],
      ['iframe', 'false'],
    ]);
    expect(dialog()).toBeNull();
    expect(open).not.toHaveBeenCalled();
    handle.close();
    expect(terminalCount(cb)).toBe(0);
    expect(handle.closed).toBe(true);
  });

  it('a url without the iframe flag gets iframe=false; a relative url resolves against the page', () => {
    const location = stubLocation();
    handle = openLeaseCheckout({ url: '/apply-v2/demo/main/initiate?checkout=k', mode: 'redirect' });
    expect(location.assign).toHaveBeenCalledWith(
      'https://shop.example/apply-v2/demo/main/initiate?checkout=k&iframe=false',
    );
  });

  it('a promised url leaves once known; close() before then stays and reports a closed cancel', async () => {
    const location = stubLocation();
    const cb = callbacks();
    handle = openLeaseCheckout({ url: Promise.resolve(URL_FROM_API), mode: 'redirect', ...cb });
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledOnce());

    let resolve!: (url: string) => void;
    const second = openLeaseCheckout({
      url: new Promise<string>((r) => (resolve = r)),
      mode: 'redirect',
      ...cb,
    });
    second.close();
    resolve(URL_FROM_API);
    await Promise.resolve();
    await Promise.resolve();
    expect(location.assign).toHaveBeenCalledOnce();
    expect(cb.onCancel).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ reason: 'closed' }));
  });
});
