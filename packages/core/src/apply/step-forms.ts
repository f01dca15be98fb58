import { getFillValues, lockApplicantFields } from '../apply-wizard/step-rules';
import { getLockedApplicantFields } from '../rules/validation';
import type { FormSchema } from '../schema-form/schema';
import type { SchemaForm } from '../schema-form/schema-form';
import type { SessionStore } from '../session/session-store';

/**
 * A step's or section's schema with the main applicant's pre-filled fields locked (01 §5): the same on
 * the step-by-step wizard and the single page, from the checkout's prefill or an existing application,
 * when the page configuration asks for it.
 */
export function lockForApply(schema: FormSchema, session: SessionStore, lockConfigured: boolean | undefined) {
  const { checkout, originalRetailStore } = session.getState();
  const locked = getLockedApplicantFields({
    prefill: Boolean(checkout?.prefill),
    existingApplication: Boolean(originalRetailStore),
    lockConfigured,
    route: 'apply',
  });
  return lockApplicantFields(schema, locked);
}

/** Applies the session's test-fill scenario (outside production) to a form's fields; nothing without one. */
export function applyFill(form: SchemaForm, session: SessionStore): void {
  const fill = session.getState().fill;
  if (!fill) return;
  for (const [name, value] of Object.entries(getFillValues(fill.data, form.getState().fieldNames))) {
    form.setValue(name, value);
  }
}
