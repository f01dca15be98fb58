import type { Store } from './types';

/** A visibility condition of a field over another field (01 §5 operators). */
export interface FieldCondition {
  field: string;
  operator: 'in' | 'not in' | 'equals' | 'not equals' | '>=' | '<=' | '<' | '>';
  value: unknown;
}

/** A select option (01 §3): text and value. */
export interface SelectOption {
  text: string;
  value: string;
}

/** A field of a form schema (01 §3 Field schema). `name` is the dotted path into the model. */
export interface FieldSchema {
  name: string;
  type: string;
  label: string;
  placeholder?: string;
  required?: boolean;
  readonly?: boolean;
  /** Server-side rules, Laravel style: `required`, `max:50`, `phone`, `ssn`, `in:…`, `same:field`… */
  rules: string[];
  options?: SelectOption[];
  conditions?: FieldCondition[];
  mask?: string;
  maskFormat?: string;
  prepend?: string;
  append?: string;
  min?: number;
  max?: number;
  step?: number;
  url?: string;
  query?: string;
  params?: Record<string, unknown>;
  textKey?: string;
  valueKey?: string;
  searchable?: boolean;
  dateFormat?: string;
  switch?: boolean;
  checkedValue?: unknown;
  uncheckedValue?: unknown;
  layout?: string;
  grid?: { cols: number };
  /** The HTML autofill token (WCAG 1.3.5): `given-name`; the co-applicant's in `section-co-applicant`. */
  autocomplete?: string;
  /** The virtual keyboard (`numeric`). */
  inputmode?: string;
}

/** A titled group of fields (single-page sections). */
export interface SectionSchema {
  type: 'section';
  name: string;
  title: string;
  number: number;
  action: string;
  method: 'POST';
  children: FieldSchema[];
}

/** A button of a form (01 §3): label, type submit or cancel, action, params, variant, icon. */
export interface ButtonSchema {
  label: string;
  type: 'submit' | 'cancel';
  action?: string;
  params?: Record<string, unknown>;
  variant?: string;
  icon?: string;
}

/** A form schema (01 §3): action, params, values, title, buttons, children, conditions. */
export interface FormSchema {
  name: string;
  action: string;
  method: 'POST';
  params: Record<string, unknown>;
  values: Record<string, unknown>;
  title: string;
  buttons: ButtonSchema[];
  children: (FieldSchema | SectionSchema)[];
  /** Conditions by the dotted name of the field they show or hide; the fields carry their own here. */
  conditions: Record<string, FieldCondition[]>;
}

/** The step names of the wizard (03 §2) that have a form. */
export const STEP_FORMS = [
  'retrieve',
  'hvacQuestions',
  'applicantInfo',
  'applicantAddress',
  'hvacHomeOwnership',
  'applicantIncome',
  'applicantBanking',
  'hasCoApplicant',
  'coApplicantInfo',
  'coApplicantIncome',
] as const;

/** A wizard step with a form. */
export type StepForm = (typeof STEP_FORMS)[number];

/** Income sources for which employer, title/department and phone are required (01 §5). */
export const EMPLOYED_SOURCES = ['employment', 'other', 'self-employed', 'e3mil', 'e4mil'];

const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

const STATE_OPTIONS: SelectOption[] = STATES.map((code) => ({ text: code, value: code }));

const FREQUENCIES: SelectOption[] = [
  { text: 'Weekly', value: 'weekly' },
  { text: 'Bi-weekly', value: 'bi-weekly' },
  { text: 'Semi-monthly', value: 'semi-monthly' },
  { text: 'Monthly', value: 'monthly' },
];

const SOURCES: SelectOption[] = [
  { text: 'Employment', value: 'employment' },
  { text: 'Self-employed', value: 'self-employed' },
  { text: 'Military (E3)', value: 'e3mil' },
  { text: 'Military (E4)', value: 'e4mil' },
  { text: 'Social Security', value: 'social-security' },
  { text: 'Disability', value: 'disability' },
  { text: 'Retirement', value: 'retirement' },
  { text: 'Other', value: 'other' },
];

const PAY_DAYS: SelectOption[] = Array.from({ length: 31 }, (_, i) => ({
  text: String(i + 1),
  value: String(i + 1),
}));

const HOME_TYPES: SelectOption[] = [
  { text: 'Single family home', value: 'single-family' },
  { text: 'Townhouse', value: 'townhouse' },
  { text: 'Condominium', value: 'condo' },
  { text: 'Manufactured home on owned land', value: 'manufactured-on-owned-land' },
  { text: 'Manufactured home on leased land', value: 'manufactured-on-leased-land' },
];

const OWNERSHIP_TYPES: SelectOption[] = [
  { text: 'Rent', value: 'rent' },
  { text: 'Own with a loan', value: 'own-with-loan' },
  { text: 'Own without a loan', value: 'own-without-loan' },
];

const YES_NO: SelectOption[] = [
  { text: 'YES', value: 'YES' },
  { text: 'NO', value: 'NO' },
];

/** The HVAC qualifying questions (01 §2); all four must be answered YES. */
export const HVAC_QUESTIONS = [
  'Do you own the home where the equipment will be installed?',
  'Is this home your primary residence?',
  'Have you had a steady source of income for the last 3 months?',
  'Do you have an active checking account?',
];

const half = { cols: 6 };
const third = { cols: 4 };
const full = { cols: 12 };

function inOptions(options: SelectOption[]): string {
  return `in:${options.map((option) => option.value).join(',')}`;
}

/**
 * The autofill token of a personal field (WCAG 1.3.5): the co-applicant's fields sit in their own
 * section, so a browser does not fill the applicant's details into them.
 */
function token(prefix: string, name: string): string {
  return prefix.startsWith('co_applicant') ? `section-co-applicant ${name}` : name;
}

function infoFields(prefix: 'applicant' | 'co_applicant'): FieldSchema[] {
  return [
    {
      name: `${prefix}.first_name`,
      autocomplete: token(prefix, 'given-name'),
      type: 'text',
      label: 'First Name',
      required: true,
      rules: ['required', 'max:50'],
      grid: third,
    },
    {
      name: `${prefix}.middle_name`,
      autocomplete: token(prefix, 'additional-name'),
      type: 'text',
      label: 'Middle Name',
      rules: ['nullable', 'max:50'],
      grid: third,
    },
    {
      name: `${prefix}.last_name`,
      autocomplete: token(prefix, 'family-name'),
      type: 'text',
      label: 'Last Name',
      required: true,
      rules: ['required', 'max:50'],
      grid: third,
    },
    {
      name: `${prefix}.social_security_number`,
      type: 'masked',
      label: 'Social Security Number',
      required: true,
      rules: ['required', 'ssn'],
      mask: '###-##-####',
      placeholder: '###-##-####',
      grid: half,
    },
    {
      name: `${prefix}.date_of_birth`,
      autocomplete: token(prefix, 'bday'),
      type: 'date',
      label: 'Date of Birth',
      required: true,
      rules: ['required', 'date', 'adult'],
      dateFormat: 'YYYY-MM-DD',
      placeholder: 'MM/DD/YYYY',
      grid: half,
    },
    {
      name: `${prefix}.cell`,
      autocomplete: token(prefix, 'tel-national'),
      type: 'tel',
      label: 'Mobile Phone',
      required: true,
      rules: ['required', 'phone'],
      mask: '(###) ###-####',
      max: 14,
      grid: half,
    },
    {
      name: `${prefix}.email`,
      autocomplete: token(prefix, 'email'),
      type: 'email',
      label: 'Email',
      required: true,
      rules: ['required', 'email', 'max:100'],
      grid: half,
    },
    {
      name: `${prefix}.identification`,
      type: 'text',
      label: 'Driver License / ID Number',
      rules: ['nullable', 'max:30'],
      grid: half,
    },
    {
      name: `${prefix}.identification_issuer`,
      type: 'select',
      label: 'ID Issuing State',
      rules: ['nullable', inOptions(STATE_OPTIONS)],
      options: STATE_OPTIONS,
      grid: half,
    },
  ];
}

/** The address fields; `own` (the applicant's home) carries autofill tokens, another person's does not. */
function addressFields(prefix: string, own = true): FieldSchema[] {
  const auto = (name: string) => (own ? { autocomplete: token(prefix, name) } : {});
  return [
    {
      name: `${prefix}.line_1`,
      ...auto('address-line1'),
      type: 'address',
      label: 'Street Address',
      required: true,
      rules: ['required', 'max:100'],
      url: '/api/v1/addresses/suggestions',
      query: 'searchText',
      grid: full,
    },
    {
      name: `${prefix}.line_2`,
      ...auto('address-line2'),
      type: 'text',
      label: 'Apt / Suite',
      rules: ['nullable', 'max:50'],
      grid: half,
    },
    {
      name: `${prefix}.code`,
      ...auto('postal-code'),
      type: 'zip',
      label: 'Zip Code',
      required: true,
      rules: ['required', 'zip'],
      mask: '#####',
      url: '/api/v1/addresses/zip',
      grid: half,
    },
    {
      name: `${prefix}.city`,
      ...auto('address-level2'),
      type: 'text',
      label: 'City',
      required: true,
      rules: ['required', 'max:50'],
      grid: half,
    },
    {
      name: `${prefix}.state`,
      ...auto('address-level1'),
      type: 'select',
      label: 'State',
      required: true,
      rules: ['required', inOptions(STATE_OPTIONS)],
      options: STATE_OPTIONS,
      grid: half,
    },
  ];
}

function incomeFields(prefix: 'applicant' | 'co_applicant', toggle: string): FieldSchema[] {
  const base = `${prefix}.income.0`;
  const extra = `${prefix}.income.1`;
  const requiredIfEmployed = `required_if:${base}.source,${EMPLOYED_SOURCES.join(',')}`;
  return [
    {
      name: `${base}.source`,
      type: 'select',
      label: 'Income Source',
      required: true,
      rules: ['required', inOptions(SOURCES)],
      options: SOURCES,
      grid: half,
    },
    {
      name: `${base}.gross`,
      type: 'money',
      label: 'Gross Income (per pay period)',
      required: true,
      rules: ['required', 'numeric', 'min_value:1'],
      prepend: '$',
      min: 0,
      step: 0.01,
      grid: half,
    },
    {
      name: `${base}.frequency`,
      type: 'select',
      label: 'Pay Frequency',
      required: true,
      rules: ['required', inOptions(FREQUENCIES)],
      options: FREQUENCIES,
      grid: half,
    },
    {
      name: `${base}.pay_date`,
      type: 'date',
      label: 'Next Pay Date',
      rules: ['nullable', 'date'],
      dateFormat: 'YYYY-MM-DD',
      grid: half,
    },
    {
      name: `${base}.first_pay_day`,
      type: 'select',
      label: 'First Pay Day',
      rules: ['required', inOptions(PAY_DAYS)],
      options: PAY_DAYS,
      conditions: [{ field: `${base}.frequency`, operator: 'equals', value: 'semi-monthly' }],
      grid: half,
    },
    {
      name: `${base}.second_pay_day`,
      type: 'select',
      label: 'Second Pay Day',
      rules: ['required', inOptions(PAY_DAYS)],
      options: PAY_DAYS,
      conditions: [{ field: `${base}.frequency`, operator: 'equals', value: 'semi-monthly' }],
      grid: half,
    },
    {
      name: `${base}.employer`,
      type: 'autocomplete',
      label: 'Employer',
      rules: [requiredIfEmployed, 'max:100'],
      url: '/api/v1/payroll/employers',
      query: 'keyword',
      textKey: 'employerName',
      valueKey: 'employerName',
      grid: half,
    },
    {
      name: `${base}.title_department`,
      autocomplete: token(prefix, 'organization-title'),
      type: 'text',
      label: 'Title / Department',
      rules: [requiredIfEmployed, 'max:100'],
      grid: half,
    },
    {
      name: `${base}.phone`,
      autocomplete: token(prefix, 'work tel-national'),
      type: 'tel',
      label: 'Employer Phone',
      rules: [requiredIfEmployed, 'phone'],
      mask: '(###) ###-####',
      max: 14,
      grid: half,
    },
    {
      name: `${base}.ext`,
      type: 'text',
      label: 'Ext',
      rules: ['nullable', 'max:10'],
      autocomplete: token(prefix, 'work tel-extension'),
      inputmode: 'numeric',
      grid: half,
    },
    {
      name: toggle,
      type: 'switch',
      label: 'Add an additional income',
      switch: true,
      checkedValue: true,
      uncheckedValue: false,
      rules: ['boolean'],
      grid: full,
    },
    {
      name: `${extra}.source`,
      type: 'select',
      label: 'Additional Income Source',
      rules: ['required', inOptions(SOURCES)],
      options: SOURCES,
      conditions: [{ field: toggle, operator: 'equals', value: true }],
      grid: third,
    },
    {
      name: `${extra}.gross`,
      type: 'money',
      label: 'Additional Gross Income',
      rules: ['required', 'numeric', 'min_value:1'],
      prepend: '$',
      conditions: [{ field: toggle, operator: 'equals', value: true }],
      grid: third,
    },
    {
      name: `${extra}.frequency`,
      type: 'select',
      label: 'Additional Pay Frequency',
      rules: ['required', inOptions(FREQUENCIES)],
      options: FREQUENCIES,
      conditions: [{ field: toggle, operator: 'equals', value: true }],
      grid: third,
    },
  ];
}

function hvacFields(): FieldSchema[] {
  const p = 'applicant.hvac_home_ownership';
  const owns: FieldCondition = {
    field: `${p}.ownership_type`,
    operator: 'in',
    value: ['own-with-loan', 'own-without-loan'],
  };
  const notLeased: FieldCondition = {
    field: `${p}.home_type`,
    operator: 'not equals',
    value: 'manufactured-on-leased-land',
  };
  return [
    {
      name: `${p}.home_type`,
      type: 'select',
      label: 'Home Type',
      required: true,
      rules: ['required', inOptions(HOME_TYPES)],
      options: HOME_TYPES,
      grid: half,
    },
    {
      name: `${p}.ownership_type`,
      type: 'select',
      label: 'Ownership',
      rules: ['required', inOptions(OWNERSHIP_TYPES)],
      options: OWNERSHIP_TYPES,
      conditions: [notLeased],
      grid: half,
    },
    {
      name: `${p}.name_of_landowner`,
      type: 'text',
      label: 'Name of Landowner',
      rules: ['required', 'max:100'],
      conditions: [{ field: `${p}.home_type`, operator: 'equals', value: 'manufactured-on-leased-land' }],
      grid: half,
    },
    {
      name: `${p}.phone_of_landowner`,
      type: 'tel',
      label: 'Phone of Landowner',
      rules: ['required', 'phone'],
      mask: '(###) ###-####',
      conditions: [{ field: `${p}.home_type`, operator: 'equals', value: 'manufactured-on-leased-land' }],
      grid: half,
    },
    {
      name: `${p}.name_on_property_deed`,
      type: 'text',
      label: 'Name on Property Deed',
      rules: ['required', 'max:100'],
      conditions: [notLeased, owns],
      grid: half,
    },
    {
      name: `${p}.is_co_owner`,
      type: 'switch',
      label: 'I am a co-owner',
      switch: true,
      rules: ['boolean'],
      conditions: [notLeased, owns],
      grid: half,
    },
    ...addressFields(`${p}.owner_address`, false).map((field) => ({
      ...field,
      label: `Owner ${field.label}`,
      conditions: [notLeased, owns],
    })),
    {
      name: `${p}.mortgage_holder_name`,
      type: 'text',
      label: 'Mortgage Holder Name',
      rules: ['required', 'max:100'],
      conditions: [notLeased, { field: `${p}.ownership_type`, operator: 'equals', value: 'own-with-loan' }],
      grid: half,
    },
    {
      name: `${p}.mortgage_holder_payment`,
      type: 'money',
      label: 'Monthly Mortgage Payment',
      rules: ['required', 'numeric', 'min_value:0'],
      prepend: '$',
      conditions: [notLeased, { field: `${p}.ownership_type`, operator: 'equals', value: 'own-with-loan' }],
      grid: half,
    },
  ];
}

function bankingFields(required: boolean): FieldSchema[] {
  const when: FieldCondition[] = required ? [] : [{ field: 'add_banking', operator: 'equals', value: true }];
  return [
    ...(required
      ? []
      : [
          {
            name: 'add_banking',
            type: 'switch',
            label: 'I would like to add my banking details now',
            switch: true,
            rules: ['boolean'],
            grid: full,
          } satisfies FieldSchema,
        ]),
    {
      name: 'banking.routing_number',
      type: 'routing',
      label: 'Routing Number',
      rules: ['required', 'routing'],
      mask: '#########',
      url: '/leasekit/system/applications/banking/routing',
      conditions: when,
      grid: half,
    },
    {
      name: 'banking.bank_name',
      type: 'text',
      label: 'Bank Name',
      readonly: true,
      rules: ['required', 'max:100'],
      conditions: when,
      grid: half,
    },
    {
      name: 'banking.checking_account',
      type: 'masked',
      label: 'Checking Account Number',
      rules: ['required', 'account'],
      conditions: when,
      grid: half,
    },
    {
      name: 'banking.checking_account_confirmation',
      type: 'masked',
      label: 'Confirm Checking Account Number',
      rules: ['required', 'same:banking.checking_account'],
      conditions: when,
      grid: half,
    },
  ];
}

function productField(store: Store): FieldSchema[] {
  if (!store.lease_program.enable_product_selection) return [];
  const options = store.lease_program.products.map((product) => ({ text: product.name, value: product.key }));
  return [
    {
      name: 'product_selection_override',
      type: 'select',
      label: 'Product',
      required: true,
      rules: ['product', inOptions(options)],
      options,
      grid: full,
    },
  ];
}

/** The fields of a wizard step for a store. */
export function stepFields(step: StepForm, store: Store): FieldSchema[] {
  switch (step) {
    case 'retrieve':
      return [
        {
          name: 'last_name',
          type: 'text',
          label: 'Last Name',
          required: true,
          rules: ['required', 'max:50'],
          grid: full,
        },
        {
          name: 'social_security_number',
          type: 'masked',
          label: 'Social Security Number',
          required: true,
          rules: ['required', 'ssn'],
          mask: '###-##-####',
          grid: half,
        },
        {
          name: 'date_of_birth',
          type: 'date',
          label: 'Date of Birth',
          required: true,
          rules: ['required', 'date'],
          dateFormat: 'YYYY-MM-DD',
          grid: half,
        },
        { name: 'store_id', type: 'hidden', label: 'Store', rules: ['required', 'numeric'] },
        ...productField(store),
      ];
    case 'hvacQuestions':
      return HVAC_QUESTIONS.map((label, index) => ({
        name: `hvac_questions.q${index + 1}`,
        type: 'radio',
        label,
        required: true,
        rules: ['required', 'yes'],
        options: YES_NO,
        grid: full,
      }));
    case 'applicantInfo':
      return [
        ...infoFields('applicant'),
        ...productField(store),
        ...(store.show_promo_code
          ? [
              {
                name: 'promo_code',
                type: 'text',
                label: 'Promo Code',
                rules: ['nullable', 'max:20'],
                grid: half,
              } satisfies FieldSchema,
            ]
          : []),
      ];
    case 'applicantAddress':
      return addressFields('applicant.location');
    case 'hvacHomeOwnership':
      return hvacFields();
    case 'applicantIncome':
      return incomeFields('applicant', 'has_additional_income');
    case 'applicantBanking':
      return bankingFields(store.banking_required);
    case 'hasCoApplicant':
      return [
        {
          name: 'has_co_applicant',
          type: 'switch',
          label: 'I have a co-applicant and confirm they live at the same address',
          switch: true,
          checkedValue: true,
          uncheckedValue: false,
          rules: ['boolean'],
          grid: full,
        },
      ];
    case 'coApplicantInfo':
      return infoFields('co_applicant');
    case 'coApplicantIncome':
      return incomeFields('co_applicant', 'co_has_additional_income');
  }
}

/** The titles of the steps and sections. */
export const STEP_TITLES: Record<StepForm, string> = {
  retrieve: "Let's Get Started",
  hvacQuestions: 'Instant Approvals up to $18,000',
  applicantInfo: 'Applicant Info',
  applicantAddress: 'Applicant Address',
  hvacHomeOwnership: 'Home Ownership',
  applicantIncome: 'Applicant Income',
  applicantBanking: 'Applicant Banking',
  hasCoApplicant: 'Co-Applicant',
  coApplicantInfo: 'Co-Applicant Info',
  coApplicantIncome: 'Co-Applicant Income',
};

/** Where a step's form posts. */
export function stepAction(step: StepForm): string {
  if (step === 'retrieve') return '/apply-v2/application/retrieve';
  if (step === 'applicantAddress') return '/apply-v2/applicant/address';
  return `/apply-v2/application/step/${step}`;
}

function stepButtons(step: StepForm, store: Store): ButtonSchema[] {
  if (step === 'applicantBanking' && !store.banking_required) {
    return [
      { label: 'Back', type: 'cancel', action: 'back', variant: 'outline' },
      { label: 'Skip', type: 'cancel', action: 'skip', variant: 'ghost' },
      { label: 'Continue', type: 'submit', variant: 'default' },
    ];
  }
  if (step === 'retrieve' || step === 'applicantInfo' || step === 'hvacQuestions') {
    return [{ label: 'Continue', type: 'submit', variant: 'default' }];
  }
  return [
    { label: 'Back', type: 'cancel', action: 'back', variant: 'outline' },
    { label: 'Continue', type: 'submit', variant: 'default' },
  ];
}

/** The form schema of a wizard step, with the current values. */
export function stepSchema(step: StepForm, store: Store, values: Record<string, unknown>): FormSchema {
  return {
    name: step,
    action: stepAction(step),
    method: 'POST',
    params: { store_id: store.id },
    values,
    title: STEP_TITLES[step],
    buttons: stepButtons(step, store),
    children: stepFields(step, store),
    conditions: {},
  };
}

/** The sections of the single-page form for a store (01 §2 Single-page mode sections, numbered). */
export function singlePageSteps(store: Store): StepForm[] {
  return [
    'applicantInfo',
    'applicantAddress',
    ...(store.record.identifier === 'HVAC' && store.lease_program.mortgage_questions_enabled
      ? (['hvacHomeOwnership'] as const)
      : []),
    'applicantIncome',
    'applicantBanking',
    'hasCoApplicant',
    'coApplicantInfo',
    'coApplicantIncome',
  ];
}

/** The single-page form (apply_form_version 3): one numbered section per step. */
export function singlePageSchema(store: Store, values: Record<string, unknown>): FormSchema {
  const steps = singlePageSteps(store);
  return {
    name: 'application',
    action: '/apply-v2/application',
    method: 'POST',
    params: { store_id: store.id, skipConfirmationCode: true },
    values,
    title: 'Application',
    buttons: [{ label: 'Continue', type: 'submit', variant: 'default' }],
    children: steps.map((step, index) => ({
      type: 'section',
      name: step,
      title: STEP_TITLES[step],
      number: index + 1,
      action: stepAction(step),
      method: 'POST',
      children: stepFields(step, store).map((field) =>
        step === 'coApplicantInfo' || step === 'coApplicantIncome'
          ? {
              ...field,
              conditions: [
                ...(field.conditions ?? []),
                { field: 'has_co_applicant', operator: 'equals', value: true },
              ],
            }
          : field,
      ),
    })),
    conditions: {},
  };
}

/** The checkout banking form (02 §2 Banking Details). */
export function checkoutBankingSchema(checkoutId: number, values: Record<string, unknown>): FormSchema {
  return {
    name: 'checkoutBanking',
    action: `/apply-v2/checkout/${checkoutId}/banking`,
    method: 'POST',
    params: { checkout_id: checkoutId },
    values,
    title: 'Banking Details',
    buttons: [{ label: 'Continue', type: 'submit', variant: 'default' }],
    children: bankingFields(true),
    conditions: {},
  };
}

/** Every field of a schema, sections flattened. */
export function flattenFields(schema: { children: (FieldSchema | SectionSchema)[] }): FieldSchema[] {
  return schema.children.flatMap((child) =>
    child.type === 'section' ? (child as SectionSchema).children : [child as FieldSchema],
  );
}
