// Every hook of this folder, exported by name (react-exports.test.ts fails when a use-*.ts file is left out).
export { useStore } from './use-store';
export { useApiClient } from './use-api-client';
export { useApplyWizard, useStepBehaviour, useApplicationConfirmation } from './use-apply-wizard';
export { useAutosave } from './use-autosave';
export { useCompletedRedirect } from './use-completed-redirect';
export { useHostBridge } from './use-host-bridge';
export { useIdentityCheck } from './use-identity-check';
export { useIdleTimer } from './use-idle-timer';
export { useList } from './use-list';
export { LocaleProvider, useLocale, useT } from './use-locale';
export { useOptionSearch } from './use-option-search';
export { useOwnedStore, useUpdateOptions } from './use-owned-store';
export { usePayrollEnrolment } from './use-payroll-enrolment';
export { usePinVerification } from './use-pin-verification';
export { useSaveStatus } from './use-save-status';
export { useSchemaForm, useField } from './use-schema-form';
export { useTracker } from './use-tracker';
export { useUploadQueue } from './use-upload-queue';
