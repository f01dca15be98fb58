import {
  createApiClient,
  createHostBridge,
  createLocaleStore,
  createSessionStore,
  type ApiClient,
  type HostBridge,
  type LocaleStore,
  type PersistedSession,
  type SessionStore,
} from '@leasekit/core';
import { builtInBrands, type Brand } from '@leasekit/ui';
import type { AppConfig } from '../config';

/** The app-wide stores every route module reads, created once at start-up. */
export interface AppServices {
  config: AppConfig;
  session: SessionStore;
  api: ApiClient;
  host: HostBridge;
  locale: LocaleStore;
  /** The brands this app was started with; a theme id resolves against them (default first). */
  brands: readonly Brand[];
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
    const value = JSON.parse(raw) as Partial<PersistedSession>;
    return {
      token: typeof value.token === 'string' ? value.token : null,
      uuid: typeof value.uuid === 'string' ? value.uuid : null,
      clientId: typeof value.clientId === 'string' ? value.clientId : null,
    };
  } catch {
    return {};
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
}

/** Creates the session, API client, host bridge and locale store of one page load. */
export function createAppServices(config: AppConfig, options: AppServicesOptions = {}): AppServices {
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const persisted = readPersisted(storage);
  const session = createSessionStore({ initial: { ...persisted, env: config.env } });
  const host = createHostBridge({ hostOrigin: config.hostOrigin, storage });
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    token: () => session.getState().token,
    search: options.search ?? (typeof location === 'undefined' ? '' : location.search),
    ...(persisted.clientId ? { clientId: persisted.clientId } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onCheckoutError: host.onCheckoutError,
  });
  if (!session.getState().clientId) session.update({ clientId: api.clientId });
  const locale = createLocaleStore({ locale: config.defaultLocale });
  let last = '';
  session.subscribe(() => {
    const next = JSON.stringify(session.getPersisted());
    if (next === last) return;
    last = next;
    try {
      storage?.setItem(PERSISTED_SESSION_KEY, next);
    } catch {
      // Storage may be full or blocked (private mode); the session still works in memory.
    }
  });
  return { config, session, api, host, locale, brands: options.brands ?? builtInBrands };
}
