/// <reference types="vite/client" />

// The build-time variables the app reads (main.tsx hands them to @leasekit/apply's readConfig), so
// `import.meta.env` is typed without a cast; with strictImportMetaEnv, reading a variable not declared
// here is a type error rather than `any`.
interface ViteTypeOptions {
  strictImportMetaEnv: unknown;
}

interface ImportMetaEnv {
  /** Prefix of every API call. */
  readonly VITE_API_BASE_URL?: string;
  /** The environment ('development', 'production'…). */
  readonly VITE_ENV?: string;
  /** The locale the app opens in ('en', 'es'). */
  readonly VITE_DEFAULT_LOCALE?: string;
  /** The exact origin of the page allowed to embed the app. */
  readonly VITE_HOST_ORIGIN?: string;
  /** The brand theme of the first paint. */
  readonly VITE_THEME?: string;
  /** The contract-creation page of portal applications, with `{store}` and `{application}`. */
  readonly VITE_CREATE_CONTRACT_URL?: string;
}
