import {
  createApiClient,
  createHostBridge,
  createLocaleStore,
  createSessionStore,
  createTracker,
  readRecord,
  type ApiClient,
  type ApiResult,
  type Locale,
  type SessionState,
} from '@leasekit/core';
import { createTechnicianMemory, type getKeptDeliverySchedule } from '@leasekit/core/checkout';
import { builtInBrands, type Brand } from '@leasekit/ui';
import type { AppConfig } from '../config';

type Tracker = ReturnType<typeof createTracker>;

/** What the session keeps across a reload (its token, uuid and client id). */
type PersistedSession = Pick<SessionState, 'token' | 'uuid' | 'clientId'>;

/** The app-wide stores every route module reads, created once at start-up. */
export interface AppServices {
  config: AppConfig;
  session: ReturnType<typeof createSessionStore>;
  api: ApiClient;
  host: ReturnType<typeof createHostBridge>;
  locale: ReturnType<typeof createLocaleStore>;
  /** The brands this app was started with; a theme id resolves against them (default first). */
  brands: readonly Brand[];
  /**
   * The HVAC technician typed on the lease summary and sent with the e-sign, and the server's messages
   * about it (01 §6, 02 §3): shared by the two checkout routes, in memory only, empty at start-up.
   */
  technicianMemory: ReturnType<typeof createTechnicianMemory>;
  /**
   * The delivery options as the shopper left them (02 §2, §4), for Back and Forward onto the delivery
   * screen (core's `getKeptDeliverySchedule`): in memory only, empty at start-up.
   */
  deliveryMemory: Parameters<typeof getKeptDeliverySchedule>[0];
  /** Analytics (the wizard's form progress, 02 §7) through the guard that drops personal data. */
  tracker: Tracker;
  /**
   * Token exchanges a resume link's route loader started ahead of the resume screen, by token (03 §4);
   * each is taken once. Empty at start-up.
   */
  checkpointExchanges: Map<string, Promise<ApiResult<unknown>>>;
  /**
   * Marks of the exchanges made in this page load, carried in the navigation state to the checkpoint
   * redirect (03 §4); a reload starts with none.
   */
  restoredMarks: Set<string>;
  /**
   * Starts what the services run while the application is on the page (the host bridge's message
   * listener, the locale's first load, the writes of the session's ids and the chosen language to
   * storage) and returns the cleanup, which stops all of it. Creating the services starts nothing, so a
   * set made and dropped (a render React's strict mode discards) leaves nothing behind; they may be
   * mounted again after the cleanup, as strict mode does.
   */
  mount(): () => void;
}

/**
 * The key under which the opaque session ids survive a reload. Only token, uuid and client id are
 * written (to sessionStorage, which dies with the tab); personal data stays in memory.
 */
export const PERSISTED_SESSION_KEY = 'leasekit.session';

function readPersisted(storage: Storage | null): Partial<PersistedSession> {
  try {
    const raw = storage?.getItem(PERSISTED_SESSION_KEY);
    if (!raw) return {};
    const value = readRecord<PersistedSession>(JSON.parse(raw));
    // What is not an object (null, a list, a number) was never written by this app: nothing to restore.
    if (!value) return {};
    return {
      token: typeof value.token === 'string' ? value.token : null,
      uuid: typeof value.uuid === 'string' ? value.uuid : null,
      clientId: typeof value.clientId === 'string' ? value.clientId : null,
    };
  } catch {
    return {};
  }
}

/**
 * The key under which the shopper's language choice survives a reload in the tab (the lender's e-sign
 * page sends them back into a fresh page load): `en` or `es`, nothing personal.
 */
export const PERSISTED_LOCALE_KEY = 'leasekit.locale';

function readPersistedLocale(storage: Storage | null): Locale | null {
  try {
    const value = storage?.getItem(PERSISTED_LOCALE_KEY);
    return value === 'en' || value === 'es' ? value : null;
  } catch {
    return null;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  /** Where the opaque ids are kept across reloads; sessionStorage by default, null for none. */
  storage?: Storage | null;
  /** The page's query string, for the client_id parameter; `location.search` by default. */
  search?: string;
  /** The fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** The brands a theme id resolves against (src/variant); the two built into @leasekit/ui by default. */
  brands?: readonly Brand[];
  /** The analytics tracker; one sending to the page's data layer by default. */
  tracker?: Tracker;
}

/**
 * Creates the session, API client, host bridge, locale store and the app's memory (technician, tracker,
 * early exchanges) of one page load: no route module keeps state of its own. A language the shopper chose
 * earlier in this tab wins over the configured default (`config.defaultLocale` of the result). Nothing
 * starts until `mount()`.
 */
export function createAppServices(given: AppConfig, options: AppServicesOptions = {}): AppServices {
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const config = { ...given, defaultLocale: readPersistedLocale(storage) ?? given.defaultLocale };
  const persisted = readPersisted(storage);
  // The host bridge keeps its `seq` and terminal status with the checkout id in the same storage (04).
  const host = createHostBridge({ hostOrigin: config.hostOrigin, storage });
  const locale = createLocaleStore({ locale: config.defaultLocale });
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    token: () => session.getState().token,
    search: options.search ?? (typeof location === 'undefined' ? '' : location.search),
    ...(persisted.clientId ? { clientId: persisted.clientId } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onCheckoutError: host.onCheckoutError,
    // Answers of the contract's calls are parsed as they arrive; the schemas load with the first call.
    contract: () => import('@leasekit/core/contract').then((module) => module.API_CONTRACT),
    // The sandbox serves its form schemas in the shopper's language (Accept-Language).
    locale: () => locale.getState().locale,
    // 03 §6: a 403 on any call of a session opens the forbidden page (without a session, e.g. the bare
    // checkpoint, the screen itself says what is missing).
    onForbidden: () => {
      if (!session.getState().token || typeof window === 'undefined') return;
      if (window.location.hash !== '#/403') window.location.hash = '#/403';
    },
  });
  // The session keeps the client id the API client sends (the persisted one, else one it made).
  const session = createSessionStore({ initial: { ...persisted, clientId: api.clientId, env: config.env } });
  const persistLocale = () => {
    try {
      storage?.setItem(PERSISTED_LOCALE_KEY, locale.getState().locale);
    } catch {
      // Storage may be blocked; the language then holds for this page load only.
    }
  };
  let last = '';
  const persistSession = () => {
    const next = JSON.stringify(session.getPersisted());
    if (next === last) return;
    last = next;
    try {
      storage?.setItem(PERSISTED_SESSION_KEY, next);
    } catch {
      // Storage may be full or blocked (private mode); the session still works in memory.
    }
  };
  const mount = () => {
    const stops = [
      host.mount(),
      locale.mount(),
      locale.subscribe(persistLocale),
      session.subscribe(persistSession),
    ];
    return () => stops.forEach((stop) => stop());
  };
  return {
    config,
    session,
    api,
    host,
    locale,
    brands: options.brands ?? builtInBrands,
    technicianMemory: createTechnicianMemory(),
    deliveryMemory: {},
    tracker: options.tracker ?? createTracker(),
    checkpointExchanges: new Map(),
    restoredMarks: new Set(),
    mount,
  };
}
