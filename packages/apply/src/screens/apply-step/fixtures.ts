import { createApiClient, type ApiTransport, type Locale } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { createApplyWizard, getApplyWizardView, type ApplyStepId } from '@leasekit/core/apply';
import { stepFieldTypes } from './step-widgets';

/**
 * A transport for stories: every call succeeds after a short pause, with the given data. It is the app's
 * own API client over a stand-in fetch, so the answer is read as the app reads the sandbox's.
 */
export function storyTransport(data: unknown = {}): ApiTransport {
  return createApiClient({
    fetch: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Response.json({ status: true, code: 200, data });
    },
  }).request;
}

/** A transport for stories whose calls never answer (a save that hangs). */
export function hangingTransport(): ApiTransport {
  return () => new Promise<never>(() => {});
}

/** The progress bar of a standard wizard standing on `step`. */
export function storyProgress(
  step: ApplyStepId,
  options: { hasCoApplicant?: boolean; isHvacStore?: boolean; singlePage?: boolean; locale?: Locale } = {},
) {
  const wizard = createApplyWizard({
    // apply_form_version 3 is the single-page form (03 §2).
    ...(options.singlePage ? { applyFormVersion: 3 } : {}),
    hasCoApplicant: options.hasCoApplicant,
    isHvacStore: options.isHvacStore,
    mortgageQuestionsEnabled: options.isHvacStore,
    uuid: 'story',
    initialStep: step,
  });
  return getApplyWizardView(wizard.getState(), options.locale).progress;
}

/**
 * A schema engine for a story, from an inline schema (the sandbox's shapes), validating in `locale`
 * (English by default).
 */
export function storyForm(
  schema: FormSchema,
  values?: Record<string, unknown>,
  transport: ApiTransport = storyTransport(),
  locale: Locale = 'en',
) {
  return createSchemaForm({ transport, schema, values, locale, fieldTypes: stepFieldTypes });
}

const half = { cols: 6 };

/** The applicant info step as the sandbox serves it (trimmed). */
export const applicantInfoSchema: FormSchema = {
  action: '/apply-v2/application/step/applicantInfo',
  buttons: [{ label: 'Continue', type: 'submit' }],
  children: [
    { name: 'applicant.first_name', type: 'text', label: 'First Name', required: true, grid: half },
    { name: 'applicant.last_name', type: 'text', label: 'Last Name', required: true, grid: half },
    {
      name: 'applicant.social_security_number',
      type: 'masked',
      label: 'Social Security Number',
      mask: '###-##-####',
      required: true,
      grid: half,
    },
    { name: 'applicant.email', type: 'email', label: 'Email', required: true, grid: half },
  ],
};

/** The address step with its suggestion and zip lookups. */
export const addressSchema: FormSchema = {
  action: '/apply-v2/applicant/address',
  buttons: [
    { label: 'Back', type: 'cancel', action: 'back', variant: 'outline' },
    { label: 'Continue', type: 'submit' },
  ],
  children: [
    { name: 'applicant.location.line_1', type: 'address', label: 'Street Address', required: true },
    {
      name: 'applicant.location.code',
      type: 'zip',
      label: 'Zip Code',
      mask: '#####',
      required: true,
      grid: half,
    },
    { name: 'applicant.location.city', type: 'text', label: 'City', required: true, grid: half },
  ],
};

/** The income step with the second-income toggle. */
export const incomeSchema: FormSchema = {
  action: '/apply-v2/application/step/applicantIncome',
  buttons: [
    { label: 'Back', type: 'cancel', action: 'back', variant: 'outline' },
    { label: 'Continue', type: 'submit' },
  ],
  children: [
    {
      name: 'applicant.income.0.gross',
      type: 'money',
      label: 'Gross Income (per pay period)',
      prepend: '$',
      required: true,
      grid: half,
    },
    { name: 'applicant.income.0.employer', type: 'text', label: 'Employer', grid: half },
    {
      name: 'has_additional_income',
      type: 'switch',
      label: 'Add an additional income',
      switch: true,
      checkedValue: true,
      uncheckedValue: false,
    },
    {
      name: 'applicant.income.1.gross',
      type: 'money',
      label: 'Additional Gross Income',
      prepend: '$',
      conditions: [{ field: 'has_additional_income', operator: 'equals', value: true }],
    },
  ],
};

/** The optional banking step: the switch, Back, Skip and Continue. */
export const bankingSchema: FormSchema = {
  action: '/apply-v2/application/step/applicantBanking',
  buttons: [
    { label: 'Back', type: 'cancel', action: 'back', variant: 'outline' },
    { label: 'Skip', type: 'cancel', action: 'skip', variant: 'ghost' },
    { label: 'Continue', type: 'submit' },
  ],
  children: [
    {
      name: 'add_banking',
      type: 'switch',
      label: 'I would like to add my banking details now',
      switch: true,
    },
    {
      name: 'banking.routing_number',
      type: 'routing',
      label: 'Routing Number',
      mask: '#########',
      grid: half,
      conditions: [{ field: 'add_banking', operator: 'equals', value: true }],
    },
    {
      name: 'banking.bank_name',
      type: 'text',
      label: 'Bank Name',
      readonly: true,
      grid: half,
      conditions: [{ field: 'add_banking', operator: 'equals', value: true }],
    },
  ],
};

/** The co-applicant switch. */
export const coApplicantSchema: FormSchema = {
  action: '/apply-v2/application/step/hasCoApplicant',
  buttons: [
    { label: 'Back', type: 'cancel', action: 'back', variant: 'outline' },
    { label: 'Continue', type: 'submit' },
  ],
  children: [
    {
      name: 'has_co_applicant',
      type: 'switch',
      label: 'I have a co-applicant and confirm they live at the same address',
      switch: true,
      checkedValue: true,
      uncheckedValue: false,
    },
  ],
};
