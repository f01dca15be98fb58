/**
 * How the checkout opens: in a modal iframe on the retailer's page, in a popup window of its own, or in
 * place of the retailer's page (docs/behaviour.md, 04 Modes).
 */
export type LeaseCheckoutMode = 'iframe' | 'popup' | 'redirect';

/** An opaque id or code as the app sends it: a string or a number, never personal data. */
export type LeaseCheckoutId = string | number;

/**
 * One message from the app, as accepted (docs/behaviour.md, 04 What the app sends):
 * `{status, step, data, source: 'leasekit', version, seq}`.
 */
export interface LeaseCheckoutMessage {
  /** `started`, `in_progress`, `progress`, `success`, `complete`, `cancelled`, `error`, `close`, … */
  status: string;
  /** `CHECKOUT_STARTED`, `CHECKOUT_COMPLETED`, a route name such as `checkout/lease`, …; '' when absent. */
  step: string;
  /** Opaque ids and codes only; `{}` when absent. */
  data: Record<string, unknown>;
  /** Always `'leasekit'`: messages without it are not accepted. */
  source: 'leasekit';
  /** The protocol version the app speaks. */
  version: number;
  /** Rises with every message of the app; a message whose `seq` is not above the last one is dropped. */
  seq: number;
}

/** What {@link OpenLeaseCheckoutOptions.onComplete} receives: the shop places its order on it. */
export interface LeaseCheckoutSuccess {
  /** The checkout the app finished, or null when the app did not name it. */
  checkoutId: LeaseCheckoutId | null;
  /** The lease application behind it, or null when the app did not name it. */
  applicationId: LeaseCheckoutId | null;
}

/**
 * Why a checkout ended without a purchase:
 * - `cancelled`: the app cancelled it (the shopper cancelled or returned to the retailer);
 * - `not-approved`: the application ended without a lease (denied, contract in progress, contact store);
 * - `closed`: the checkout was closed before any outcome (the shopper pressed Close or Escape, closed the
 *   popup, the app asked to be closed, or the shop called `close()`).
 */
export type LeaseCheckoutCancelReason = 'cancelled' | 'not-approved' | 'closed';

/** What {@link OpenLeaseCheckoutOptions.onCancel} receives. Fields the app did not send are null. */
export interface LeaseCheckoutCancel {
  reason: LeaseCheckoutCancelReason;
  /** The checkout, when the app named it (`cancelled`). */
  checkoutId: LeaseCheckoutId | null;
  /** The application, when the app named it (`not-approved`). */
  applicationId: LeaseCheckoutId | null;
  /** The app's code: the cancel code, or the application's result code for `not-approved`. */
  code: LeaseCheckoutId | null;
  /** The app's message, or the result's reason for `not-approved`. */
  message: string | null;
}

/** What {@link OpenLeaseCheckoutOptions.onError} receives. */
export interface LeaseCheckoutError {
  /**
   * The app's error code (a 406's `data.code`, `E_UNKNOWN_ERROR`, …) or one of this package's own:
   * {@link LEASE_CHECKOUT_ERROR_CODES}.
   */
  code: LeaseCheckoutId;
  /** The app's message; 'An unknown error occurred' when it sent none. */
  message: string;
}

/** The error codes this package reports itself, beside the app's own. */
export const LEASE_CHECKOUT_ERROR_CODES = {
  /** The browser refused to open the popup window. */
  popupBlocked: 'E_POPUP_BLOCKED',
  /** `url` is not an http(s) address, or its promise was rejected. */
  invalidUrl: 'E_INVALID_URL',
} as const;

/** How often (in milliseconds) a popup is checked for having been closed by the shopper: every 500 ms. */
export const LEASE_CHECKOUT_POPUP_POLL_MS = 500;

/** Options of {@link openLeaseCheckout}. */
export interface OpenLeaseCheckoutOptions {
  /**
   * The checkout's `url` as the retailer API returned it (`POST /api/v2/checkout`), or a promise of it, so
   * the shop can open the checkout in the click's own task (popup blockers allow only that) and create the
   * checkout on its server meanwhile. Messages are accepted only from this address's exact origin.
   */
  url: string | URL | PromiseLike<string | URL>;
  /** `iframe` (the default), `popup` or `redirect`. */
  mode?: LeaseCheckoutMode;
  /** Every accepted message, in order, before this package acts on it: for logs and analytics. */
  onEvent?: (message: LeaseCheckoutMessage) => void;
  /** The checkout finished (`success` / `CHECKOUT_COMPLETED`): place the order. */
  onComplete?: (result: LeaseCheckoutSuccess) => void;
  /** The checkout ended without a purchase; see {@link LeaseCheckoutCancelReason}. */
  onCancel?: (details: LeaseCheckoutCancel) => void;
  /** The checkout failed: the app's `error`, a blocked popup or an unusable `url`. */
  onError?: (error: LeaseCheckoutError) => void;
  /** The accessible name of the dialog and its frame; 'Lease checkout' by default. */
  title?: string;
  /** The text of the dialog's close button; 'Close' by default. */
  closeLabel?: string;
  /** The popup's window features; 'popup,width=900,height=800' by default (never `noopener`). */
  popupFeatures?: string;
}

/** What {@link openLeaseCheckout} returns. */
export interface LeaseCheckoutHandle {
  /** The mode the checkout was opened in. */
  readonly mode: LeaseCheckoutMode;
  /** Whether the checkout's dialog or popup is gone (or, in redirect mode, the page is leaving). */
  readonly closed: boolean;
  /**
   * Closes the dialog or the popup; when no outcome was delivered yet, `onCancel` gets `closed`.
   * Does nothing once closed.
   */
  close(): void;
}

const DEFAULT_ERROR_MESSAGE = 'An unknown error occurred';

// Zero-specificity rules (`:where`), so any rule of the retailer's own styles wins. The modal fills 90 % of
// the window, and the whole screen on a phone, following the window as it is resized.
const STYLES =
  ':where(dialog[data-leasekit-checkout]){box-sizing:border-box;width:90vw;height:90vh;max-width:100vw;max-height:100dvh;padding:.5rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff}' +
  ':where(dialog[data-leasekit-checkout][open]){display:flex;flex-direction:column;gap:.5rem}' +
  ':where(dialog[data-leasekit-checkout][data-size=min]){width:24rem;height:12rem}' +
  ':where(dialog[data-leasekit-checkout]>button){align-self:flex-end}' +
  ':where(dialog[data-leasekit-checkout]>iframe){flex:1;min-height:0;width:100%;border:0}' +
  '@media (max-width:40rem){:where(dialog[data-leasekit-checkout][data-size=max]){width:100vw;height:100dvh;margin:0;padding:.25rem;border-radius:0}}';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An id or code from a message (hostile): a non-empty string or a finite number, else null. */
function idOf(value: unknown): LeaseCheckoutId | null {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))
    ? value
    : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The address to open: `url` resolved against the page, http(s) only, with `iframe=true` for the iframe
 * and popup modes (the app posts to its host) and `iframe=false` for redirect mode (the app returns to the
 * checkout's return URLs, which the retailer's server gave when it created the checkout). Nothing else is
 * added: no personal data ever goes into the address.
 */
function getCheckoutUrl(value: string | URL, mode: LeaseCheckoutMode): URL | null {
  try {
    const url = new URL(String(value), location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('iframe', String(mode !== 'redirect'));
    return url;
  } catch {
    return null;
  }
}

/**
 * Opens the lease checkout (docs/behaviour.md, 04) and reports its outcome:
 * - `iframe`: a modal `<dialog>` with the checkout in a frame and a close button; focus stays inside it
 *   and returns where it was on closing; Escape closes it; `maximize` and `minimize` resize it.
 * - `popup`: a window of its own (opened at once, so a click's popup is not blocked); a popup closed by the
 *   shopper is noticed within {@link LEASE_CHECKOUT_POPUP_POLL_MS}.
 * - `redirect`: the page goes to the checkout, which comes back to the checkout's return URLs; no callback
 *   is called once the page is leaving.
 *
 * Messages are accepted only from the checkout's exact origin and the frame or popup this call opened,
 * carrying `source: 'leasekit'` and a `seq` above the last accepted one (a replay or an out-of-order
 * message is dropped). `close` closes the checkout; `cancelled` and `error` close it, then call `onCancel` /
 * `onError`; `success` with `CHECKOUT_COMPLETED` calls `onComplete` and leaves the checkout open on its
 * complete screen until the app or the shopper closes it. Exactly one of `onComplete`, `onCancel` and
 * `onError` is called per checkout.
 */
export function openLeaseCheckout(options: OpenLeaseCheckoutOptions): LeaseCheckoutHandle {
  const mode = options.mode ?? 'iframe';
  const title = options.title ?? 'Lease checkout';
  const cleanups: (() => void)[] = [];
  const returnFocus = document.activeElement;
  let ended = false;
  let closed = false;
  let lastSeq = 0;
  let origin: string | null = null;
  let dialog: HTMLDialogElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let popup: Window | null = null;

  function listen<E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) {
    target.addEventListener(type, listener as EventListener);
    cleanups.push(() => target.removeEventListener(type, listener as EventListener));
  }

  function end(deliver: () => void) {
    if (ended) return;
    ended = true;
    deliver();
  }

  const cancel = (details: Partial<LeaseCheckoutCancel> & { reason: LeaseCheckoutCancelReason }) => () =>
    options.onCancel?.({ checkoutId: null, applicationId: null, code: null, message: null, ...details });
  const fail = (code: LeaseCheckoutId, message: string) => () => options.onError?.({ code, message });

  /** Closes the dialog or the popup, then delivers `outcome` (a `closed` cancel by default) unless one was. */
  function shut(outcome: () => void = cancel({ reason: 'closed' })) {
    if (!closed) {
      closed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      if (dialog) {
        if (dialog.open) dialog.close?.();
        dialog.remove();
        if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
      }
      if (popup && !popup.closed) popup.close();
    }
    end(outcome);
  }

  function onMessage(event: MessageEvent) {
    const from = frame ? frame.contentWindow : popup;
    if (origin === null || event.origin !== origin || !from || event.source !== from) return;
    const raw: unknown = event.data;
    if (!isRecord(raw) || raw.source !== 'leasekit' || typeof raw.status !== 'string') return;
    const seq = raw.seq;
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq <= lastSeq) return;
    lastSeq = seq;
    const data = isRecord(raw.data) ? raw.data : {};
    const message: LeaseCheckoutMessage = {
      status: raw.status,
      step: typeof raw.step === 'string' ? raw.step : '',
      data,
      source: 'leasekit',
      version: typeof raw.version === 'number' ? raw.version : 1,
      seq,
    };
    options.onEvent?.(message);
    switch (message.status) {
      case 'maximize':
      case 'minimize':
        if (dialog) dialog.dataset.size = message.status === 'maximize' ? 'max' : 'min';
        break;
      case 'close':
        shut();
        break;
      case 'cancelled':
        shut(
          cancel({
            reason: 'cancelled',
            checkoutId: idOf(data.checkout_id),
            code: idOf(data.code),
            message: textOf(data.message),
          }),
        );
        break;
      case 'error':
        shut(fail(idOf(data.code) ?? 'E_UNKNOWN_ERROR', textOf(data.message) ?? DEFAULT_ERROR_MESSAGE));
        break;
      case 'success':
        if (message.step === 'CHECKOUT_COMPLETED')
          end(() =>
            options.onComplete?.({
              checkoutId: idOf(data.checkout_id),
              applicationId: idOf(data.application_id),
            }),
          );
        break;
      case 'complete': {
        const result = isRecord(data.result) ? data.result : {};
        end(
          cancel({
            reason: 'not-approved',
            applicationId: idOf(data.application_id),
            code: idOf(result.code),
            message: textOf(result.reason),
          }),
        );
        break;
      }
    }
  }

  function openDialog() {
    if (!document.querySelector('style[data-leasekit-checkout]')) {
      const style = document.createElement('style');
      style.dataset.leasekitCheckout = '';
      style.textContent = STYLES;
      document.head.append(style);
    }
    const box = (dialog = document.createElement('dialog'));
    box.dataset.leasekitCheckout = '';
    box.dataset.size = 'max';
    box.setAttribute('aria-label', title);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.closeLabel ?? 'Close';
    listen(button, 'click', () => shut());
    const inner = (frame = document.createElement('iframe'));
    inner.title = title;
    box.append(button, inner);
    // The browser's Escape on a modal dialog (`cancel`), and Escape pressed on the dialog's own controls.
    listen(box, 'cancel', (event) => {
      event.preventDefault();
      shut();
    });
    listen<KeyboardEvent>(box, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      shut();
    });
    // A modal dialog makes the rest of the page inert; where the browser does not, focus that lands
    // outside is brought back.
    listen<FocusEvent>(document, 'focusin', (event) => {
      if (!box.contains(event.target as Node)) inner.focus();
    });
    document.body.append(box);
    if (typeof box.showModal === 'function') box.showModal();
    else box.setAttribute('open', '');
    inner.focus();
  }

  /** Points the opened frame or popup at the checkout, or (redirect mode) leaves for it. */
  function go(url: URL) {
    origin = url.origin;
    if (mode === 'redirect') {
      closed = ended = true;
      location.assign(url.href);
    } else if (frame) frame.src = url.href;
    else if (popup && pending) popup.location.href = url.href;
  }

  const invalid = fail(LEASE_CHECKOUT_ERROR_CODES.invalidUrl, 'The checkout URL is not valid.');
  const pending = typeof (options.url as PromiseLike<unknown>).then === 'function';
  const url = pending ? null : getCheckoutUrl(options.url as string | URL, mode);
  if (!pending && !url) shut(invalid);
  else {
    if (mode === 'iframe') openDialog();
    if (mode === 'popup') {
      // Opened now, in the click's task, or the browser blocks it; a pending address follows.
      popup = window.open(
        url?.href ?? 'about:blank',
        '_blank',
        options.popupFeatures ?? 'popup,width=900,height=800',
      );
      if (!popup)
        shut(fail(LEASE_CHECKOUT_ERROR_CODES.popupBlocked, 'The browser blocked the checkout window.'));
      else {
        const timer = setInterval(() => {
          if (popup?.closed) shut();
        }, LEASE_CHECKOUT_POPUP_POLL_MS);
        cleanups.push(() => clearInterval(timer));
      }
    }
    if (!closed) {
      if (mode !== 'redirect') listen(window, 'message', onMessage);
      if (url) go(url);
      else
        (options.url as PromiseLike<string | URL>).then(
          (value) => {
            if (closed) return;
            const resolved = getCheckoutUrl(value, mode);
            if (resolved) go(resolved);
            else shut(invalid);
          },
          () => shut(invalid),
        );
    }
  }

  return {
    mode,
    get closed() {
      return closed;
    },
    close: () => shut(),
  };
}
