import type { Locale, MessageCode, MessageDescriptor } from '../messages';
import { type AddressParts, formatAddress } from '../rules/address';
import { formatPhone, maskId, maskSsn, parseMoney, formatMoney } from '../rules/format';
import { formatDate } from '../rules/format-date';
import { getOptionText } from '../rules/option-text';
import { clearHvacOwnership, type HvacHomeOwnership } from '../rules/hvac';
import { getMinimumIncomeError, getTotalMonthlyIncome, isIncomeDetailRequired } from '../rules/income';
import { isEmptyValue } from '../rules/validation';
import { isFlagSet, isRecord } from '../rules/values';
import type { ApplyStepId } from '../rules/wizard';
import { flattenFields, getPath, setPath } from '../schema-form/schema';
import type { FieldSchema, FormSchema } from '../schema-form/schema';

/** Whose income a form holds: the main applicant's or the co-applicant's. */
export type ApplicantPrefix = 'applicant' | 'co_applicant';

/** The income detail fields required for employed sources (01 §5), with their summary labels. */
export const INCOME_DETAIL_FIELDS = ['employer', 'title_department', 'phone'] as const;

const DETAIL_LABELS: Record<(typeof INCOME_DETAIL_FIELDS)[number], string> = {
  employer: 'Employer',
  title_department: 'Title / Department',
  phone: 'Employer Phone',
};

/** Options of {@link getIncomeStepErrors}. */
export interface IncomeStepOptions {
  /** The session's minIncomeRequired in cents; 0 (no check) by default. Applies to the main applicant only. */
  minimumIncomeCents?: number;
  /** Field labels by name, for the messages; the schema's labels are passed by the caller. */
  labels?: Record<string, string>;
}

function incomeList(model: Record<string, unknown>, prefix: ApplicantPrefix): Record<string, unknown>[] {
  const list = getPath(model, `${prefix}.income`);
  return Array.isArray(list) ? list.filter((item) => item && typeof item === 'object') : [];
}

/**
 * The income step's own checks (01 §5), beyond the schema's rules: employer, title_department and phone
 * are required for the sources employment, other, self-employed, e3mil and e4mil (on each income
 * present), and for the main applicant a total monthly income below the minimum puts 'Income must be
 * over $X per month' on the primary gross field. Gross amounts are typed dollars, read with
 * `parseMoney`. Returns the errors by field name; empty when all pass.
 */
export function getIncomeStepErrors(
  model: Record<string, unknown>,
  prefix: ApplicantPrefix,
  options: IncomeStepOptions = {},
): Record<string, MessageDescriptor> {
  const errors: Record<string, MessageDescriptor> = {};
  const incomes = incomeList(model, prefix);
  incomes.forEach((income, index) => {
    if (!isIncomeDetailRequired(income.source as string)) return;
    for (const field of INCOME_DETAIL_FIELDS) {
      const name = `${prefix}.income.${index}.${field}`;
      if (isEmptyValue(income[field])) {
        errors[name] = {
          code: 'validation.required',
          params: { field: options.labels?.[name] ?? DETAIL_LABELS[field] },
        };
      }
    }
  });
  if (prefix === 'applicant') {
    const total = getTotalMonthlyIncome(
      incomes.map((income) => ({
        gross: parseMoney(income.gross) ?? 0,
        frequency: income.frequency as string,
      })),
    );
    const minimum = getMinimumIncomeError(total, options.minimumIncomeCents ?? 0);
    if (minimum) errors[`${prefix}.income.0.gross`] = minimum;
  }
  return errors;
}

/**
 * The schema-form `checks` of a step (01 §5): the income checks of {@link getIncomeStepErrors} for the
 * main applicant's and the co-applicant's incomes found in the model (the minimum applies to the main
 * applicant only). Pass it as the engine's `checks` option so the error summary lists these errors too.
 */
export function createIncomeChecks(
  options: IncomeStepOptions = {},
): (model: Record<string, unknown>) => Record<string, MessageDescriptor> {
  return (model) => ({
    ...getIncomeStepErrors(model, 'applicant', options),
    ...getIncomeStepErrors(model, 'co_applicant', { labels: options.labels }),
  });
}

/** The fields of the additional income that its toggle's removal clears (01 §4). */
export function getAdditionalIncomeFields(prefix: ApplicantPrefix): string[] {
  return ['source', 'gross', 'frequency'].map((field) => `${prefix}.income.1.${field}`);
}

/**
 * Marks the main applicant's locked fields read-only in a step's schema (01 §5 pre-fill locking): each
 * field named `applicant.<field>` for a field in `locked` gets `readonly: true`. The schema is copied; an
 * empty list returns it unchanged.
 */
export function lockApplicantFields(schema: FormSchema, locked: readonly string[]): FormSchema {
  if (locked.length === 0) return schema;
  const names = new Set(locked.map((field) => `applicant.${field}`));
  const visit = (fields: FieldSchema[] | undefined): FieldSchema[] | undefined =>
    fields?.map((field) => ({
      ...field,
      ...(field.name && names.has(field.name) ? { readonly: true } : {}),
      ...(field.children ? { children: visit(field.children) } : {}),
    }));
  return { ...schema, children: visit(schema.children) };
}

const HVAC_PREFIX = 'applicant.hvac_home_ownership';

/**
 * The HVAC ownership fields a change empties (01 §4 clearing rules), as dotted names with the prefix
 * `applicant.hvac_home_ownership`: the fields `clearHvacOwnership` sets to null that had a value.
 * The owner address counts field by field.
 */
export function getHvacClearedFields(ownership: HvacHomeOwnership | null | undefined): string[] {
  if (!ownership) return [];
  const cleared = clearHvacOwnership(ownership);
  const names: string[] = [];
  for (const key of Object.keys(ownership)) {
    const before = ownership[key];
    if (cleared[key] !== null || isEmptyValue(before)) continue;
    if (key === 'owner_address' && before && typeof before === 'object') {
      for (const [part, value] of Object.entries(before)) {
        if (!isEmptyValue(value)) names.push(`${HVAC_PREFIX}.owner_address.${part}`);
      }
    } else {
      names.push(`${HVAC_PREFIX}.${key}`);
    }
  }
  return names;
}

/**
 * The values a Fill scenario (01 §2, §7) sets on a form: for each of the form's field names, the
 * scenario's value at that path, when it has one.
 */
export function getFillValues(fill: unknown, fieldNames: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of fieldNames) {
    const value = getPath(fill, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** The semi-monthly pay-day fields show only for the semi-monthly frequency (02 §5). */
export function isPayDayVisible(frequency: unknown): boolean {
  return frequency === 'semi-monthly';
}

/** One row of a confirmation section. */
export interface SummaryRow {
  label: MessageCode;
  value: string;
}

/** One section of the confirmation screen (02 §2), with the step its Edit button opens. */
export interface SummarySection {
  id: string;
  title: MessageCode;
  editStep: ApplyStepId;
  rows: SummaryRow[];
}

/** What the confirmation reads of the application (02 §3, masked by the server). */
export interface SummaryApplication {
  applicant?: Record<string, unknown> | null;
  co_applicant?: Record<string, unknown> | null;
  banking?: Record<string, unknown> | null;
  banking_id?: unknown;
  has_co_applicant?: unknown;
}

/** Options of {@link getConfirmationSections}. */
export interface ConfirmationOptions {
  isHvacStore?: boolean;
  mortgageQuestionsEnabled?: unknown;
  /** The language of the option texts (income source, pay frequency, home and ownership type); English by default. */
  locale?: Locale;
}

const text = (value: unknown): string => (isEmptyValue(value) ? '' : String(value));

function row(label: MessageCode, value: unknown): SummaryRow | null {
  const shown = text(value);
  return shown ? { label, value: shown } : null;
}

const present = (rows: (SummaryRow | null)[]): SummaryRow[] =>
  rows.filter((r): r is SummaryRow => r !== null);

function infoRows(person: Record<string, unknown>): SummaryRow[] {
  // Shown as the shopper typed them (01 §9): dates MM/DD/YYYY, phones (555) 987-6543.
  const name = [person.first_name, person.middle_name, person.last_name].map(text).filter(Boolean).join(' ');
  return present([
    row('application.field.name', name),
    // 02 §5: SSN and ID show only their last 4 characters, whatever the server sent.
    row('application.field.ssn', maskSsn(person.social_security_number)),
    row('application.field.dateOfBirth', formatDate(text(person.date_of_birth))),
    row('application.field.cell', formatPhone(person.cell)),
    row('application.field.email', person.email),
    row('application.field.identification', maskId(person.identification)),
    row('application.field.identificationIssuer', person.identification_issuer),
  ]);
}

function money(value: unknown): string {
  const cents = parseMoney(value);
  return cents === null ? '' : formatMoney(cents);
}

function incomeRows(income: Record<string, unknown>, primary: boolean, locale: Locale): SummaryRow[] {
  const payDays = isPayDayVisible(income.frequency);
  return present([
    // The option texts the shopper chose, not the stored values ('Retirement', not 'retirement').
    row('application.field.source', getOptionText('source', income.source, locale)),
    row('application.field.gross', money(income.gross)),
    row('application.field.frequency', getOptionText('frequency', income.frequency, locale)),
    ...(primary
      ? [
          row('application.field.payDate', formatDate(text(income.pay_date))),
          payDays ? row('application.field.firstPayDay', income.first_pay_day) : null,
          payDays ? row('application.field.secondPayDay', income.second_pay_day) : null,
          row('application.field.employer', income.employer),
          row('application.field.titleDepartment', income.title_department),
          row('application.field.employerPhone', formatPhone(income.phone)),
        ]
      : []),
  ]);
}

function incomes(person: Record<string, unknown> | null | undefined): Record<string, unknown>[] {
  const list = person?.income;
  return Array.isArray(list) ? list.filter((item) => item && typeof item === 'object') : [];
}

/**
 * The confirmation screen's sections (02 §2), in order: applicant information, home address, mortgage
 * details and home-owner address (HVAC stores with mortgage questions only), primary income, additional
 * income (when present), banking (when a banking id exists), co-applicant information and the
 * co-applicant's primary and additional income (with a co-applicant). SSN and ID are masked to their
 * last 4; the semi-monthly pay-day rows show only for the semi-monthly frequency. Values show as the
 * shopper chose and typed them: option texts in `options.locale` (English by default), dates MM/DD/YYYY,
 * phones (555) 987-6543. Each section names the wizard step its Edit button opens.
 */
export function getConfirmationSections(
  application: SummaryApplication | null | undefined,
  options: ConfirmationOptions = {},
): SummarySection[] {
  const applicant = application?.applicant ?? {};
  const locale = options.locale ?? 'en';
  const sections: SummarySection[] = [
    {
      id: 'applicant',
      title: 'application.confirm.applicant',
      editStep: 'applicantInfo',
      rows: infoRows(applicant),
    },
    {
      id: 'address',
      title: 'application.confirm.address',
      editStep: 'applicantAddress',
      rows: present([row('application.field.address', formatAddress(applicant.location as AddressParts))]),
    },
  ];
  if (options.isHvacStore && isFlagSet(options.mortgageQuestionsEnabled)) {
    const hvac = (applicant.hvac_home_ownership ?? {}) as Record<string, unknown>;
    sections.push(
      {
        id: 'mortgage',
        title: 'application.confirm.mortgage',
        editStep: 'hvacHomeOwnership',
        rows: present([
          row('application.field.homeType', getOptionText('homeType', hvac.home_type, locale)),
          row('application.field.ownershipType', getOptionText('ownershipType', hvac.ownership_type, locale)),
          row('application.field.landowner', hvac.name_of_landowner),
          row('application.field.landownerPhone', formatPhone(hvac.phone_of_landowner)),
          row('application.field.deedName', hvac.name_on_property_deed),
          row('application.field.mortgageHolder', hvac.mortgage_holder_name),
          row('application.field.mortgagePayment', money(hvac.mortgage_holder_payment)),
        ]),
      },
      {
        id: 'ownerAddress',
        title: 'application.confirm.ownerAddress',
        editStep: 'hvacHomeOwnership',
        rows: present([row('application.field.address', formatAddress(hvac.owner_address as AddressParts))]),
      },
    );
  }
  const [primary, additional] = incomes(applicant);
  sections.push({
    id: 'primaryIncome',
    title: 'application.confirm.primaryIncome',
    editStep: 'applicantIncome',
    rows: primary ? incomeRows(primary, true, locale) : [],
  });
  if (additional) {
    sections.push({
      id: 'additionalIncome',
      title: 'application.confirm.additionalIncome',
      editStep: 'applicantIncome',
      rows: incomeRows(additional, false, locale),
    });
  }
  const banking = application?.banking;
  if (!isEmptyValue(application?.banking_id) && banking) {
    sections.push({
      id: 'banking',
      title: 'application.confirm.banking',
      editStep: 'applicantBanking',
      rows: present([
        row('application.field.routingNumber', banking.routing_number),
        row('application.field.bankName', banking.bank_name),
        row('application.field.checkingAccount', maskId(banking.checking_account)),
      ]),
    });
  }
  const co = application?.co_applicant;
  if (co && isFlagSet(application?.has_co_applicant ?? true)) {
    const [coPrimary, coAdditional] = incomes(co);
    sections.push(
      {
        id: 'coApplicant',
        title: 'application.confirm.coApplicant',
        editStep: 'coApplicantInfo',
        rows: infoRows(co),
      },
      {
        id: 'coPrimaryIncome',
        title: 'application.confirm.coPrimaryIncome',
        editStep: 'coApplicantIncome',
        rows: coPrimary ? incomeRows(coPrimary, true, locale) : [],
      },
    );
    if (coAdditional) {
      sections.push({
        id: 'coAdditionalIncome',
        title: 'application.confirm.coAdditionalIncome',
        editStep: 'coApplicantIncome',
        rows: incomeRows(coAdditional, false, locale),
      });
    }
  }
  return sections;
}

/** Whether the confirmation offers 'Add Co-Applicant' (02 §2): when no co-applicant exists. */
export function canAddCoApplicant(application: SummaryApplication | null | undefined): boolean {
  return !application?.co_applicant;
}

function pickPaths(source: unknown, names: readonly string[]): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const name of names) {
    const value = getPath(source, name);
    if (value !== undefined) out = setPath(out, name, value);
  }
  return out;
}

/**
 * One numbered section of the single-page schema (01 §2) as a form of its own: the section's fields and
 * action, the form's params, and only the values of the section's own fields, so that saving one section
 * never sends (or overwrites) another section's data. Conditions on fields of other sections are dropped:
 * the page shows or hides whole sections by the wizard rules instead. Null when there is no such section.
 */
export function toSectionSchema(schema: FormSchema, section: string): FormSchema | null {
  const node = schema.children?.find((child) => child.name === section && child.type === 'section') as
    (FieldSchema & { action?: string; title?: string }) | undefined;
  if (!node) return null;
  const fields = flattenFields({ children: node.children });
  const own = new Set(fields.map((field) => field.name));
  const strip = (list: FieldSchema[] | undefined): FieldSchema[] | undefined =>
    list?.map((field) => ({
      ...field,
      ...(field.conditions ? { conditions: field.conditions.filter((c) => own.has(c.field)) } : {}),
      ...(field.children ? { children: strip(field.children) } : {}),
    }));
  return {
    action: node.action,
    params: schema.params,
    title: node.title ?? node.label,
    values: pickPaths(schema.values, [...own]),
    buttons: [],
    children: strip(node.children),
  };
}

function mergeInto(target: unknown, source: unknown): unknown {
  if (source === undefined) return target;
  if (Array.isArray(source)) {
    const base = Array.isArray(target) ? [...target] : [];
    source.forEach((item, index) => (base[index] = mergeInto(base[index], item)));
    return base;
  }
  if (source && typeof source === 'object') {
    const base: Record<string, unknown> = isRecord(target) ? { ...target } : {};
    for (const [key, value] of Object.entries(source)) base[key] = mergeInto(base[key], value);
    return base;
  }
  return source;
}

/** The single-page application's submit model: the section models merged deeply, in order (01 §4). */
export function mergeSectionModels(models: readonly Record<string, unknown>[]): Record<string, unknown> {
  return models.reduce<Record<string, unknown>>(
    (all, model) => mergeInto(all, model) as Record<string, unknown>,
    {},
  );
}
