// Public entry of @leasekit/core: every public name is listed here on purpose, by module. A new export
// goes into its module's list and into the API report (`npm run api:update`, packages/core/api/).
export { en } from './messages/en';
export {
  type AppMessages,
  formatMessage,
  getLocaleInfo,
  isLocale,
  isMessageCode,
  LOCALES,
  loadLocale,
  loadMessages,
  type Locale,
  type LocaleRegistry,
  type LocalizedText,
  type MessageCatalogue,
  type MessageCode,
  type MessageOverrides,
  type MessageParams,
  type MessagePart,
  registerLocale,
  registerMessages,
  resolveText,
  setMessageOverrides,
  t,
  tPlural,
} from './messages';
export { createStore, type ReadableStore, type Store } from './stores/store';
export { type Timers } from './stores/timers';
export { type ApiRequest, type ApiResult, type ApiTransport } from './api/types';
export { API_PATHS } from './api/paths';
export { createHostBridge, HOST_FATAL_ERROR_CODES } from './host-bridge';
export { getPagerWindow } from './rules/lists';
export { createIdleTimer, getIdleTimeout, IDLE_TIMEOUT_DEFAULT, type IdleTimer } from './idle';
export { createLocaleStore } from './locale';
export { createTracker } from './tracking';
export { TOAST_DURATION_MS } from './rules/errors';
export { isFlagSet, isRecord, parseAmountToCents } from './rules/values';
export { type ApiClient, createApiClient, LONG_TIMEOUT_MS } from './api';
export { createList, type List, type ListOptions } from './list';
export { createMiddlewareRegistry, type MiddlewareRegistry, createRouteRegistry } from './router';
export { createSessionStore, type SessionState } from './session';
export { getBrandSettings, getThemeAttributes, isBrandId, resolveBrand } from './rules/app-brand';
export { getDocumentTitle } from './rules/document-title';
export { createSaveStatus, SAVE_RETRY_HINT_DELAY, type SaveStatusState } from './save-status';
export { getSafeReturnUrl } from './safe-url';
