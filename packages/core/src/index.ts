// Public entry of @leasekit/core: every public name is listed here on purpose, by module. A new export
// goes into its module's list and into the API report (`npm run api:update`, packages/core/api/).
export {
  type AppMessages,
  en,
  formatMessage,
  getLocaleInfo,
  isLocale,
  isLocaleLoaded,
  LOCALES,
  loadLocale,
  type Locale,
  type LocaleInfo,
  type LocaleRegistry,
  type LocaleTexts,
  type LocalizedText,
  type MessageCatalogue,
  type MessageCode,
  type MessageDescriptor,
  type MessageOverrides,
  type MessageParams,
  type PluralForms,
  registerLocale,
  type RegisterLocaleOptions,
  registerMessages,
  resolveText,
  setMessageOverrides,
  t,
  tPlural,
} from './messages';
export { getMonthlyIncome, getTotalMonthlyIncome, isIncomeDetailRequired } from './rules/income';
export { createStore, type ReadableStore, type Store } from './stores/store';
export { type Timers } from './stores/timers';
export { type ApiRequest, type ApiResult, type ApiTransport } from './api/types';
export { API_PATHS } from './api/paths';
export { createHostBridge, HOST_FATAL_ERROR_CODES, type HostBridge } from './host-bridge';
export {
  formatExpressPayAmount,
  formatMoney,
  maskId,
  maskPhone,
  maskSsn,
  parseMoney,
  PHONE_MASK,
  PHONE_MAX_LENGTH,
  sanitizeDateInput,
  sanitizeMoneyInput,
  unmaskPhone,
} from './rules/format';
export { formatAddress } from './rules/address';
export { DEFAULT_DATE_DISPLAY_FORMAT, formatDate, formatDateTime } from './rules/format-date';
export { getPagerWindow } from './rules/lists';
export { createIdleTimer, getIdleTimeout, IDLE_TIMEOUT_DEFAULT, type IdleTimer } from './idle';
export { createLocaleStore, type LocaleStore } from './locale';
export { createTracker, type Tracker } from './tracking';
export {
  getLockedApplicantFields,
  isFieldRequired,
  isKnownRule,
  normalizeRule,
  RULE_NAMES,
} from './rules/validation';
export { TOAST_DURATION_MS } from './rules/errors';
export { isFlagSet, isRecord, parseAmountToCents } from './rules/values';
export {
  getBestOption,
  getCalculatorMinimum,
  getCartTotal,
  getDefaultLeaseAmount,
  getEarlyPurchaseWindowDays,
  getMaxLeaseAmount,
  getPaymentFrequencyChoices,
  getVisibleOfferKeys,
  getVisibleOptions,
  isLeaseOption,
  isOfferKey,
  isPaymentFrequency,
  type LeaseOption,
  OCP_WEEKLY_PRICE_CENTS,
  type OfferKey,
  type PaymentFrequency,
} from './rules/offers';
export {
  createTransportUploader,
  createUploadQueue,
  selectUploadedFiles,
  UPLOAD_DELAY,
  type UploadedFile,
  type UploadItem,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadRequest,
  type XhrLike,
} from './uploads';
export { type ApiClient, createApiClient, LONG_TIMEOUT_MS } from './api';
export { readRecord, readRecords, type Received } from './contract';
export {
  type ButtonSchema,
  createSchemaForm,
  evaluateCondition,
  CHOICE_FIELD_TYPES,
  FIELD_TYPES,
  type FieldError,
  type FieldSchema,
  type FieldState,
  type FormSchema,
  getFieldAutofill,
  getFieldRules,
  SELECT_COUNT_THRESHOLD,
  type SchemaForm,
} from './schema-form';
export {
  createOptionSearch,
  getSearchFieldBehaviour,
  type OptionSearch,
  REFERENCE_SEARCH_DEBOUNCE_MS,
  SELECT_SEARCH_DEBOUNCE_MS,
} from './option-search';
export { createList, type List, type ListOptions } from './list';
export {
  createMiddlewareRegistry,
  type MiddlewareRegistry,
  createRouteRegistry,
  type RouteRegistry,
} from './router';
export { createSessionStore, type PersistedSession, type SessionState, type SessionStore } from './session';
export {
  getApplicationResult,
  getExchangeSessionPatch,
  getHostOrigin,
  getInitiateUrl,
  getSessionRedirectTarget,
  getStoreSelectionGuard,
  getTokenGuard,
  getVerifiedGuard,
  isTestToolsVisible,
  OPTION_AMOUNTS_VALID_DAYS,
} from './rules/app-routing';
export {
  getApplyHistoryGuard,
  getApprovedHistoryGuard,
  getCheckoutHistoryGuard,
  getCheckpointReturn,
  isCheckoutScreen,
} from './rules/history';
export {
  type BrandSettings,
  getBrandSettings,
  getThemeAttributes,
  isBrandId,
  resolveBrand,
} from './rules/app-brand';
export { getDocumentTitle } from './rules/document-title';
export {
  createSaveStatus,
  SAVE_RETRY_HINT_DELAY,
  type SaveStatus,
  type SaveStatusOptions,
  type SaveStatusState,
} from './save-status';
export { setDateRangeStart, toDateRangeValue } from './rules/date-range';
export { getSafeReturnUrl } from './safe-url';
export { createRetailStoreSelection, type RetailStoreSummary } from './retail-store-selection';
