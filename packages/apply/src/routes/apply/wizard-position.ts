import { isRecord } from '@leasekit/core';
import { isApplyStepId, type ApplyStepId } from '@leasekit/core/apply';

/**
 * The sessionStorage key of the wizard's position. It holds the application's uuid and a step id, both
 * opaque: no personal data, like the session's own key (README: session state).
 */
export const WIZARD_POSITION_KEY = 'leasekit.wizard';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The step this tab was on for the application `uuid`, or null (none remembered, another application, or
 * no uuid yet: before the applicant info is saved there is nothing to resume).
 */
export function readWizardStep(uuid: string | null | undefined): ApplyStepId | null {
  if (!uuid) return null;
  try {
    const raw = storage()?.getItem(WIZARD_POSITION_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(value) && value.uuid === uuid && isApplyStepId(value.step) ? value.step : null;
  } catch {
    return null;
  }
}

/** Remembers the step shown for the application `uuid`, so a reload resumes there; nothing without a uuid. */
export function rememberWizardStep(uuid: string | null | undefined, step: ApplyStepId): void {
  if (!uuid) return;
  try {
    storage()?.setItem(WIZARD_POSITION_KEY, JSON.stringify({ uuid, step }));
  } catch {
    // Storage may be full or blocked (private mode): a reload then resumes from the saved application.
  }
}
