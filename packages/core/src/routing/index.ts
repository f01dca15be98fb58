// The routing entry (@leasekit/core/routing): the application's route guards, redirect targets and
// browser-history rules. Its own entry, so the main entry stays the platform.
export {
  getApplicationResult,
  getInitiateUrl,
  getRouteErrorPage,
  getSessionRedirectTarget,
  getStoreSelectionGuard,
  getTokenGuard,
  getVerifiedGuard,
  isTestToolsVisible,
  OPTION_AMOUNTS_VALID_DAYS,
} from '../rules/app-routing';
export {
  getApplyHistoryGuard,
  getApprovedHistoryGuard,
  getCheckoutHistoryGuard,
  getCheckpointReturn,
  isCheckoutScreen,
} from '../rules/history';
