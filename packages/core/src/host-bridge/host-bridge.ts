import { createStore, type ReadableStore } from '../stores/store';

/**
 * How the app runs (04 Modes): inside the host's frame, as a popup opened by the host, or as a plain
 * page that redirects back (which posts nothing).
 */
export type HostMode = 'iframe' | 'popup' | 'redirect';

/** The `status` values the app sends (04 "What the app sends"). */
export type HostStatus =
  'started' | 'in_progress' | 'complete' | 'success' | 'cancelled' | 'error' | 'close' | 'progress';

/** Statuses that end a checkout: exactly one of them is sent per checkout (04). */
export const HOST_TERMINAL_STATUSES: readonly HostStatus[] = ['success', 'cancelled', 'error', 'complete'];

/** The `source` field of every message, so a host can tell leasekit messages from others. */
export const HOST_MESSAGE_SOURCE = 'leasekit';

/** The protocol version carried by every message. */
export const HOST_PROTOCOL_VERSION = 1;

/** The default `message` of an error event (03 §8, 04). */
export const HOST_DEFAULT_ERROR_MESSAGE = 'An unknown error occurred';

/** The sessionStorage key under which the bridge keeps its counter with the checkout id (no personal data). */
export const HOST_BRIDGE_STORAGE_KEY = 'leasekit.host';

/** Where the bridge keeps its counter across reloads: `sessionStorage`, or a fake in tests. */
export type HostBridgeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A value allowed inside host data: opaque ids and codes only. */
export type HostDataValue = string | number | boolean | null | { [key: string]: HostDataValue };

/** One message as posted to the host (04): `status`, `step`, `data` plus the additive fields. */
export interface HostMessage {
  status: HostStatus;
  step: string;
  data: Record<string, HostDataValue>;
  source: typeof HOST_MESSAGE_SOURCE;
  version: typeof HOST_PROTOCOL_VERSION;
  /**
   * 1 for the first message, then one more for each: monotonic for a checkout across reloads of the app in
   * the same window or frame (the counter is kept in storage with the checkout id).
   */
  seq: number;
}

/** Anything with `postMessage(message, targetOrigin)`: a `Window`, or a fake in tests. */
export interface HostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The part of `window` the bridge reads: its parent, its opener and `message` events. */
export interface HostWindow {
  parent?: unknown;
  opener?: unknown;
  addEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Handlers for incoming host messages, keyed by the message's `status`; only these are accepted. */
export type HostIncomingHandlers = Record<string, (data: unknown) => void>;

/** Options of {@link createHostBridge}. */
export interface HostBridgeOptions {
  /**
   * The host's exact origin (`https://shop.example`), from server-side configuration, never from a query
   * parameter. Without a valid origin the bridge posts nothing. `'*'`, `'null'` and addresses with a path
   * are rejected.
   */
  hostOrigin?: string | null;
  /** The app's window; defaults to the global `window` when there is one. */
  window?: HostWindow | null;
  /** The frame's parent; defaults to `window.parent` when it is not the window itself. */
  parent?: HostTarget | null;
  /** The popup's opener; defaults to `window.opener`. */
  opener?: HostTarget | null;
  /**
   * The mode; by default `iframe` when framed, `popup` when there is an opener, else `redirect`.
   * In `redirect` mode nothing is posted.
   */
  mode?: HostMode;
  /**
   * The documented allow-list of incoming messages, by `status`. Empty by default: no incoming message
   * is accepted and no `message` listener is even attached. A message is handled only when its origin
   * is exactly `hostOrigin`, it comes from the parent or the opener, and its status is listed here.
   */
  incoming?: HostIncomingHandlers;
  /**
   * Where the counter, the checkout id, the last step and the terminal status sent are kept, so a reload
   * (the lender's e-sign page sending the shopper back, a refresh) neither restarts `seq` at 1 nor sends a
   * second terminal message for the same checkout. `sessionStorage` by default when there is one; `null`
   * keeps them in memory only. Only opaque ids, counts and status names are stored, never personal data;
   * what is read back is validated, anything else is ignored.
   */
  storage?: HostBridgeStorage | null;
}

/** What the bridge has done so far. */
export interface HostBridgeState {
  mode: HostMode;
  /** Whether messages are posted: a valid origin, a target, and not redirect mode. */
  enabled: boolean;
  /** The validated host origin, or null. */
  hostOrigin: string | null;
  /** The last step sent; `close` reuses it. */
  step: string;
  /** The checkout the terminal rule applies to (from `started`). */
  checkoutId: string | number | null;
  /** The terminal status sent for the current checkout, or null. */
  terminal: HostStatus | null;
  /** Whether `close` was sent. */
  closed: boolean;
  /** Number of messages posted. */
  seq: number;
  /** The last message posted, or null. */
  lastMessage: HostMessage | null;
}

/** A checkout id reference. */
export interface HostCheckoutData {
  checkout_id?: string | number | null;
}

/** Data of `complete` (denied, contract in progress, contact store). */
export interface HostCompleteData {
  application_id?: string | number | null;
  result?: { code?: string | null; reason?: string | null } | null;
}

/** Data of `success`. */
export interface HostSuccessData {
  checkout_id?: string | number | null;
  application_id?: string | number | null;
}

/** Data of `cancelled`. */
export interface HostCancelledData {
  checkout_id?: string | number | null;
  code?: string | number | null;
  message?: string | null;
}

/** Data of `error` (also what the API client passes for a 406 with data.code). */
export interface HostErrorData {
  code?: string | number | null;
  message?: string | null;
}

/** The host bridge: typed senders for each row of 04's table. */
export interface HostBridge extends ReadableStore<HostBridgeState> {
  /** `started` / `CHECKOUT_STARTED`: the checkout screen first loads; a new checkout id starts a new checkout. */
  started(data: HostCheckoutData): boolean;
  /** `in_progress` / `CHECKOUT_APP_IN_PROGRESS`: the shopper leaves applicantInfo. */
  inProgress(data: HostCheckoutData): boolean;
  /** `complete` / `CHECKOUT_APP_COMPLETE` (terminal): denied, contract in progress, contact store. */
  complete(data: HostCompleteData): boolean;
  /** `success` / `CHECKOUT_COMPLETED` (terminal): the checkout finished. */
  success(data: HostSuccessData): boolean;
  /** `cancelled` / `CHECKOUT_CANCELLED` (terminal): the shopper cancels or returns to the retailer. */
  cancelled(data: HostCancelledData): boolean;
  /** `error` / `CHECKOUT_ERROR` (terminal); message defaults to 'An unknown error occurred'. */
  error(data: HostErrorData): boolean;
  /** `close` with the step at the time and `{}`; sent once. */
  close(): boolean;
  /** `progress` with the route name as step, e.g. `checkout/lease`. */
  progress(route: string): boolean;
  /** For the API client's 406 hook: sends `error` with the response's data.code and message. */
  onCheckoutError: (data: HostErrorData) => void;
  /**
   * The checkout this page now works for (`null`: a plain application). A different one than the bridge
   * remembers starts over (no terminal message sent yet, not closed); `seq` keeps counting.
   */
  setCheckout(checkoutId: string | number | null): void;
  /** Sets the host origin once it is known (e.g. from the loaded checkout record); enables posting. */
  update(options: Pick<HostBridgeOptions, 'hostOrigin'>): void;
}

/** What the bridge keeps in storage between page loads. */
interface PersistedHostState {
  checkoutId: string | number | null;
  seq: number;
  step: string;
  terminal: HostStatus | null;
  closed: boolean;
}

function defaultStorage(): HostBridgeStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A sandboxed frame without storage access throws on the mere read.
    return null;
  }
}

/** Reads the persisted state, treating storage as hostile: anything malformed is ignored. */
function readPersisted(storage: HostBridgeStorage | null): PersistedHostState | null {
  try {
    const raw = storage?.getItem(HOST_BRIDGE_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const seq = value.seq;
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return null;
    const checkoutId = isId(value.checkout_id) ? value.checkout_id : null;
    const terminal = HOST_TERMINAL_STATUSES.find((status) => status === value.terminal) ?? null;
    const step = typeof value.step === 'string' && /^[\w/-]{0,64}$/.test(value.step) ? value.step : '';
    return { checkoutId, seq, step, terminal, closed: value.closed === true };
  } catch {
    return null;
  }
}

/** Returns the origin if `value` is an exact origin (scheme, host, optional port), else null. */
export function getExactOrigin(value: string | null | undefined): string | null {
  if (!value || value === '*' || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.origin === 'null' || url.origin !== value.replace(/\/$/, '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function isId(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/** Copies only the listed keys whose values are ids or codes (strings or numbers). */
function pick(source: object | null | undefined, keys: readonly string[]): Record<string, HostDataValue> {
  const out: Record<string, HostDataValue> = {};
  if (!source) return out;
  for (const key of keys) {
    const value = (source as Record<string, unknown>)[key];
    if (isId(value)) out[key] = value;
  }
  return out;
}

/**
 * The data allow-list per status (04): only opaque ids and codes, so no name, SSN, date of birth, phone,
 * address, income, bank or card number can reach the host even if a caller passes a whole record.
 */
export function sanitizeHostData(status: HostStatus, data: unknown): Record<string, HostDataValue> {
  const source = data && typeof data === 'object' ? data : null;
  switch (status) {
    case 'started':
    case 'in_progress':
      return pick(source, ['checkout_id']);
    case 'success':
      return pick(source, ['checkout_id', 'application_id']);
    case 'cancelled':
      return pick(source, ['checkout_id', 'code', 'message']);
    case 'error': {
      const out = pick(source, ['code', 'message']);
      if (!isId(out.message)) out.message = HOST_DEFAULT_ERROR_MESSAGE;
      return out;
    }
    case 'complete': {
      const out = pick(source, ['application_id']);
      const result = (source as { result?: unknown } | null)?.result;
      if (result && typeof result === 'object') out.result = pick(result, ['code', 'reason']);
      return out;
    }
    default:
      return {};
  }
}

const STEPS: Record<Exclude<HostStatus, 'close' | 'progress'>, string> = {
  started: 'CHECKOUT_STARTED',
  in_progress: 'CHECKOUT_APP_IN_PROGRESS',
  complete: 'CHECKOUT_APP_COMPLETE',
  success: 'CHECKOUT_COMPLETED',
  cancelled: 'CHECKOUT_CANCELLED',
  error: 'CHECKOUT_ERROR',
};

function asTarget(value: unknown): HostTarget | null {
  return value && typeof (value as HostTarget).postMessage === 'function' ? (value as HostTarget) : null;
}

/**
 * The `code` of the CHECKOUT_ERROR the app posts for a fatal error of its own (04: "a 406 response with
 * data.code, or a fatal error"): the unknown-error page, and a route that failed to load or render. Stable:
 * hosts may switch on them.
 */
export const HOST_FATAL_ERROR_CODES = {
  unknown: 'E_UNKNOWN_ERROR',
  route: 'E_ROUTE_ERROR',
} as const;

/** What a 'Return to Store' button does: see {@link getReturnToStoreAction}. */
export type ReturnToStoreAction = { type: 'close' } | { type: 'navigate'; url: string } | { type: 'none' };

/**
 * What 'Return to Store' does in each mode (04 Modes): inside an iframe or a popup the host closes its
 * own modal or window (the app posts `close` after its terminal message), so the retailer's page never
 * loads inside the retailer's modal; only in redirect mode does the browser go to `return_url_failure`.
 * With no failure url in redirect mode there is nowhere to return ('none').
 */
export function getReturnToStoreAction(mode: HostMode, failureUrl: string | null): ReturnToStoreAction {
  if (mode !== 'redirect') return { type: 'close' };
  return failureUrl ? { type: 'navigate', url: failureUrl } : { type: 'none' };
}

/**
 * Creates the bridge to the retailer page (04). Every message is `{status, step, data, source:
 * 'leasekit', version: 1, seq}`, posted to the parent (when framed) and the opener (when a popup) with
 * the configured exact origin as `targetOrigin`, never `'*'`. Nothing is posted without a valid origin
 * or in redirect mode. Exactly one terminal message (`success`, `cancelled`, `error`, `complete`) is
 * sent per checkout: later ones are dropped, also after a reload, since `seq`, the checkout id and the
 * terminal status sent are kept in `storage` (sessionStorage by default). Each sender returns whether a
 * message was posted. The host's `incoming` messages are listened for from `mount()`.
 */
export function createHostBridge(options: HostBridgeOptions = {}): HostBridge {
  const win: HostWindow | null =
    options.window !== undefined ? options.window : typeof window !== 'undefined' ? window : null;
  const ownParent = win && win.parent !== win ? asTarget(win.parent) : null;
  const parent = options.parent !== undefined ? options.parent : ownParent;
  const opener = options.opener !== undefined ? options.opener : asTarget(win?.opener);
  const mode: HostMode = options.mode ?? (parent ? 'iframe' : opener ? 'popup' : 'redirect');
  let hostOrigin = getExactOrigin(options.hostOrigin);
  const targets = mode === 'redirect' ? [] : [parent, opener].filter((t): t is HostTarget => t != null);
  const isEnabled = () => hostOrigin !== null && targets.length > 0;
  const storage = options.storage !== undefined ? options.storage : defaultStorage();
  const restored = readPersisted(storage);

  const store = createStore<HostBridgeState>({
    mode,
    enabled: isEnabled(),
    hostOrigin,
    step: restored?.step ?? '',
    checkoutId: restored?.checkoutId ?? null,
    terminal: restored?.terminal ?? null,
    closed: restored?.closed ?? false,
    seq: restored?.seq ?? 0,
    lastMessage: null,
  });

  // Written on every change, so the next page load in this window continues from here.
  store.subscribe(() => {
    const { checkoutId, seq, step, terminal, closed } = store.getState();
    try {
      storage?.setItem(
        HOST_BRIDGE_STORAGE_KEY,
        JSON.stringify({ checkout_id: checkoutId, seq, step, terminal, closed }),
      );
    } catch {
      // Storage may be full or blocked; the bridge still works for this page load.
    }
  });

  function setCheckout(id: string | number | null) {
    if (store.disposed || id === store.getState().checkoutId) return;
    store.setState({ checkoutId: id, terminal: null, closed: false });
  }

  /**
   * Another app instance sharing this storage (a second frame of the same tab, a reload that overlapped)
   * may have posted meanwhile: continue after its `seq` and respect its terminal message for this checkout.
   */
  function syncFromStorage() {
    const other = readPersisted(storage);
    const state = store.getState();
    if (!other || other.checkoutId !== state.checkoutId) return;
    if (other.seq <= state.seq && (state.terminal || !other.terminal) && (state.closed || !other.closed))
      return;
    store.setState({
      seq: Math.max(state.seq, other.seq),
      terminal: state.terminal ?? other.terminal,
      closed: state.closed || other.closed,
    });
  }

  function post(status: HostStatus, step: string, data: Record<string, HostDataValue>): boolean {
    if (store.disposed) return false;
    syncFromStorage();
    const state = store.getState();
    if (HOST_TERMINAL_STATUSES.includes(status) && state.terminal) return false;
    if (status === 'close' && state.closed) return false;
    const terminal = HOST_TERMINAL_STATUSES.includes(status) ? status : state.terminal;
    if (!isEnabled() || hostOrigin === null) {
      store.setState({ step, terminal, closed: state.closed || status === 'close' });
      return false;
    }
    const message: HostMessage = {
      status,
      step,
      data,
      source: HOST_MESSAGE_SOURCE,
      version: HOST_PROTOCOL_VERSION,
      seq: state.seq + 1,
    };
    for (const target of targets) target.postMessage(message, hostOrigin);
    store.setState({
      step,
      terminal,
      closed: state.closed || status === 'close',
      seq: message.seq,
      lastMessage: message,
    });
    return true;
  }

  function send(status: Exclude<HostStatus, 'close' | 'progress'>, data: unknown): boolean {
    const clean = sanitizeHostData(status, data);
    const id = clean.checkout_id;
    // A terminal message before any `started` (a cancel on resume) names the checkout it ended, so a
    // later `started` for that checkout cannot reset the terminal guard.
    if (
      HOST_TERMINAL_STATUSES.includes(status) &&
      store.getState().checkoutId === null &&
      (typeof id === 'string' || typeof id === 'number')
    ) {
      store.setState({ checkoutId: id });
    }
    return post(status, STEPS[status], clean);
  }

  const incoming = options.incoming ?? {};
  // The host's messages are heard only while mounted.
  store.onMount(() => {
    if (!win?.addEventListener || Object.keys(incoming).length === 0) return undefined;
    const listener = (event: MessageEvent) => {
      if (hostOrigin === null || event.origin !== hostOrigin) return;
      if (event.source == null || (event.source !== parent && event.source !== opener)) return;
      const status = (event.data as { status?: unknown } | null)?.status;
      if (typeof status !== 'string' || !Object.prototype.hasOwnProperty.call(incoming, status)) return;
      incoming[status]?.((event.data as { data?: unknown }).data);
    };
    win.addEventListener('message', listener);
    return () => win.removeEventListener?.('message', listener);
  });

  const error = (data: HostErrorData) => send('error', data);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    started(data) {
      const id = data?.checkout_id ?? null;
      const state = store.getState();
      if (id !== null && id !== state.checkoutId) setCheckout(id);
      else if (state.terminal) {
        // The checkout already ended (e.g. a resume link with cancel=true): it does not start again.
        return false;
      }
      return send('started', data);
    },
    inProgress: (data) => send('in_progress', data),
    complete: (data) => send('complete', data),
    success: (data) => send('success', data),
    cancelled: (data) => send('cancelled', data),
    error,
    close: () => post('close', store.getState().step, {}),
    progress: (route) => post('progress', String(route), {}),
    onCheckoutError: (data) => {
      error(data);
    },
    setCheckout,
    update(next) {
      if (store.disposed || !('hostOrigin' in next)) return;
      hostOrigin = getExactOrigin(next.hostOrigin);
      store.setState((s) => (s.hostOrigin === hostOrigin ? s : { ...s, hostOrigin, enabled: isEnabled() }));
    },
  };
}
