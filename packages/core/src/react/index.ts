// Every hook of this folder, exported by name (react-exports.test.ts fails when a use-*.ts file is left out).
export { useStore } from './use-store';
export { useApiClient } from './use-api-client';
export { useApplyWizard, useStepBehaviour, useApplicationConfirmation } from './use-apply-wizard';
export { useAutosave, type UseAutosaveResult } from './use-autosave';
export { useCompletedRedirect, type UseCompletedRedirectResult } from './use-completed-redirect';
export { useHostBridge, type UseHostBridgeResult } from './use-host-bridge';
export { useIdentityCheck, type UseIdentityCheckResult } from './use-identity-check';
export { useIdleTimer, type UseIdleTimerResult } from './use-idle-timer';
export { useList, type UseListOptions, type UseListResult } from './use-list';
export {
  LocaleProvider,
  useLocale,
  useT,
  type LocaleProviderProps,
  type UseLocaleResult,
} from './use-locale';
export { useOptionSearch, type UseOptionSearchResult } from './use-option-search';
export { useOwnedStore, usePushOptions } from './use-owned-store';
export { usePayrollEnrolment, type UsePayrollEnrolmentResult } from './use-payroll-enrolment';
export { usePinVerification, type UsePinVerificationResult } from './use-pin-verification';
export { useSaveStatus, type UseSaveStatusResult } from './use-save-status';
export { useSchemaForm, useField, type UseSchemaFormResult } from './use-schema-form';
export { useTracker } from './use-tracker';
export { useUploadQueue, type UseUploadQueueResult } from './use-upload-queue';
