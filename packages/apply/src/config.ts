import { isBrandId, isLocale, type Locale } from '@leasekit/core';

/** The app's configuration: where the API is, which environment, the default locale, the host origin. */
export interface AppConfig {
  /** Prefix of every API call; '' (the same origin) by default. */
  apiBaseUrl: string;
  /**
   * The environment; 'production' hides test tools (01 §6). Default: the build's mode (a dev server is
   * 'development', a build 'production'); the sandbox's session state overrides it once a session starts.
   */
  env: string;
  /** The locale the app opens in; 'en' by default. */
  defaultLocale: Locale;
  /**
   * The exact origin of the page allowed to embed the app (04 Security); none by default, in which case
   * the checkout or store record names it, or nothing is posted.
   */
  hostOrigin: string | null;
  /**
   * The brand theme of the first paint, before any store record has arrived (the serving page knows the
   * store and injects it, and sets the same `data-theme` on `<html>`); none by default, in which case
   * the default brand shows until the store record names one. A malformed id counts as none.
   */
  theme: string | null;
  /**
   * The store's contract-creation page for portal applications (02 §1 'Create Contract'), a path or URL
   * with `{store}` and `{application}` placeholders; none by default, and then no link shows.
   */
  createContractUrl: string | null;
}

/**
 * The checkpoint's page configuration (01 §7): with a uuid, the retrieval form is filled with `values`
 * and submitted at once.
 */
export interface CheckpointPageConfig {
  uuid: string;
  values?: Record<string, unknown>;
}

/** What a server may inject before the app loads: `<script>window.__LEASEKIT_CONFIG__ = {…}</script>`. */
export type InjectedConfig = Partial<AppConfig> & {
  checkpoint?: CheckpointPageConfig;
  /**
   * Locks the main applicant's last name, SSN and date of birth of a pre-filled or existing application
   * (01 §5), in step and single-page mode; off by default.
   */
  lockApplicantFields?: boolean;
};

/** The checkpoint's page configuration, when the serving page injected one with a uuid. */
export function readCheckpointConfig(
  injected: InjectedConfig | undefined = typeof window === 'undefined'
    ? undefined
    : window.__LEASEKIT_CONFIG__,
): CheckpointPageConfig | null {
  const config = injected?.checkpoint;
  return config && typeof config.uuid === 'string' && config.uuid ? config : null;
}

declare global {
  interface Window {
    /** Configuration injected by the serving page; every field optional. */
    __LEASEKIT_CONFIG__?: InjectedConfig;
  }
}

/**
 * Build-time variables and the mode, read once: a Vite app passes its `import.meta.env` (the package
 * cannot read its consumer's build), whose `VITE_*` names it declares in its vite-env.d.ts.
 */
export type ImportMetaEnvLike = Partial<
  Record<
    | 'VITE_API_BASE_URL'
    | 'VITE_ENV'
    | 'VITE_DEFAULT_LOCALE'
    | 'VITE_HOST_ORIGIN'
    | 'VITE_THEME'
    | 'VITE_CREATE_CONTRACT_URL'
    | 'MODE',
    string | undefined
  >
>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads the configuration: the injected `window.__LEASEKIT_CONFIG__` wins over build-time `VITE_*`
 * variables (VITE_API_BASE_URL, VITE_ENV, VITE_DEFAULT_LOCALE, VITE_HOST_ORIGIN, VITE_THEME,
 * VITE_CREATE_CONTRACT_URL; none by default), which win over the
 * defaults. A trailing slash of the API base URL is dropped.
 */
export function readConfig(
  env: ImportMetaEnvLike = {},
  injected: InjectedConfig | undefined = typeof window === 'undefined'
    ? undefined
    : window.__LEASEKIT_CONFIG__,
): AppConfig {
  const locale = injected?.defaultLocale ?? text(env.VITE_DEFAULT_LOCALE);
  const theme = text(injected?.theme) ?? text(env.VITE_THEME);
  return {
    apiBaseUrl: (text(injected?.apiBaseUrl) ?? text(env.VITE_API_BASE_URL) ?? '').replace(/\/+$/, ''),
    env:
      text(injected?.env) ??
      text(env.VITE_ENV) ??
      (env.MODE === 'development' ? 'development' : 'production'),
    defaultLocale: isLocale(locale) ? locale : 'en',
    hostOrigin: text(injected?.hostOrigin) ?? text(env.VITE_HOST_ORIGIN) ?? null,
    theme: isBrandId(theme) ? theme : null,
    createContractUrl: text(injected?.createContractUrl) ?? text(env.VITE_CREATE_CONTRACT_URL) ?? null,
  };
}
