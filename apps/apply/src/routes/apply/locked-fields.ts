import { getLockedApplicantFields, isFlagSet } from '@leasekit/core';
import { useSession } from '../../app/use-app';

/** Whether the page configuration asks to lock pre-filled fields (01 §5 `lockApplicantFields`). */
export function isLockConfigured(): boolean {
  return isFlagSet(
    typeof window === 'undefined' ? undefined : window.__LEASEKIT_CONFIG__?.lockApplicantFields,
  );
}

/**
 * The main applicant's fields pre-fill locks on the application route (01 §5), the same in step and
 * single-page mode: the core's `getLockedApplicantFields` on the checkout's prefill, an existing
 * application and the page configuration.
 */
export function useLockedApplicantFields() {
  const checkout = useSession((s) => s.checkout);
  const originalRetailStore = useSession((s) => s.originalRetailStore);
  return getLockedApplicantFields({
    prefill: Boolean(checkout?.prefill),
    existingApplication: Boolean(originalRetailStore),
    lockConfigured: isLockConfigured(),
    route: 'apply',
  });
}
