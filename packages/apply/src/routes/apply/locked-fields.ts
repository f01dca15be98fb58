import { isFlagSet } from '@leasekit/core';

/**
 * Whether the page configuration asks to lock pre-filled fields (01 §5 `lockApplicantFields`); the
 * wizard's controllers lock the main applicant's fields with it, the same in step and single-page mode.
 */
export function isLockConfigured(): boolean {
  return isFlagSet(
    typeof window === 'undefined' ? undefined : window.__LEASEKIT_CONFIG__?.lockApplicantFields,
  );
}
