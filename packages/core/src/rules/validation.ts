import type { MessageCode, MessageDescriptor, MessageParams } from '../messages';
import { PHONE_MASK, PHONE_MAX_LENGTH } from './format';

/**
 * The rule names {@link validateRule} knows: the named rules of 01 §5 (`in` is "allowed values"),
 * the application rules of its table (`number`, `phone`, `alphanumeric`, `url`, `regex`; `date`,
 * `date_format` and `valid_date` are its "date rules"), `required`, the length, value and item
 * count limits (`min`, `max`, `min_length`, `max_length`, `min_value`, `max_value`), and the rules the
 * lender's schemas name (`ssn`, `adult`, `zip`, `routing`, `account`, `email`, `same`, `yes`, `product`,
 * `boolean`, and the conditional presence rules `required_if`, `required_unless`, `required_with`,
 * `required_without`), so the client checks them before the server does.
 */
export const RULE_NAMES = [
  'required',
  'nullable',
  'in',
  'date',
  'date_format',
  'valid_date',
  'exists',
  'file_exists',
  'matches',
  'numeric',
  'number',
  'regex',
  'telephone',
  'phone',
  'alphanumeric',
  'unique',
  'url',
  'username',
  'min',
  'max',
  'min_length',
  'max_length',
  'min_value',
  'max_value',
  'ssn',
  'adult',
  'zip',
  'routing',
  'account',
  'email',
  'same',
  'yes',
  'accepted',
  'product',
  'boolean',
  'required_if',
  'required_unless',
  'required_with',
  'required_without',
] as const;

/** A rule name of {@link RULE_NAMES}. */
export type RuleName = (typeof RULE_NAMES)[number];

/**
 * Parameters of a rule. All are plain JSON values so that server schemas can carry them.
 * - `value`: the limit of `min`, `max`, `min_length`, `max_length`, `min_value`, `max_value`.
 * - `values`: the allowed values of `in`; the known values of `exists` (must be among) and `unique`
 *   (must not be among). Without `values`, `exists` and `unique` pass: only the server can tell.
 * - `pattern`, `flags`: the regular expression of `regex` (`'^\\d+$'`, or `'/^\\d+$/i'`).
 * - `format`: the pattern of `date_format` (tokens `yyyy`, `MM`, `M`, `dd`, `d`), default `MM/dd/yyyy`.
 * - `field`, `otherLabel`: the other field `matches` and `same` compare with, and its label for the
 *   message; the field `required_if` and `required_unless` read (with `values` as the values that make
 *   the field required, or not).
 * - `fields`: the other fields `required_with` and `required_without` read.
 * - `host`: the second allowed URL start of `url`, default `https://`.
 * - `strict`: date rules always pass (01 §5) unless `strict` is true.
 * - `message`: a catalogue code to show instead of the rule's own message (an unknown code shows as is).
 */
export interface RuleParams {
  value?: number | string;
  values?: readonly unknown[];
  pattern?: string;
  flags?: string;
  format?: string;
  field?: string;
  fields?: readonly string[];
  otherLabel?: string;
  host?: string;
  strict?: boolean;
  message?: string;
}

/** A rule with parameters, e.g. `{ rule: 'max', value: 14 }` or `{ rule: 'in', values: ['a', 'b'] }`. */
export interface RuleObject extends RuleParams {
  rule: RuleName | (string & {});
}

/**
 * One rule of a field, serializable so server schemas can send it: a name (`'required'`), a name with
 * Laravel-style arguments (`'max:14'`, `'in:a,b'`, `'regex:/^\\d+$/'`, `'date_format:MM/dd/yyyy'`),
 * or a {@link RuleObject}.
 */
export type RuleSpec = RuleName | (string & {}) | RuleObject;

/** What a rule may read besides the value. */
export interface ValidationContext {
  /** The field's label, substituted as `{field}` in messages; defaults to `'field'`. */
  label?: string;
  /** The other values of the form, read by `matches`. */
  values?: Readonly<Record<string, unknown>>;
  /** Labels of the other fields by name, used for `matches`' `{other}`. */
  labels?: Readonly<Record<string, string>>;
  /** The day ages are counted on (`adult`); the current date by default. */
  today?: Date;
}

/** Whether a value counts as not filled in: null, undefined, a blank string or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text of a scalar value; null for objects, arrays and non-finite numbers, so rules never throw. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return null;
}

/** Reads a numeric limit; null when it is missing or not a number, so a broken schema never blocks. */
function toLimit(value: unknown): number | null {
  const limit = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : null;
}

/** Reads a number from a number or a numeric string (`' 12.5 '`), else null. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMERIC.test(value.trim())) return null;
  return Number(value.trim());
}

/** Compares scalars by their text so `'1'` matches `1`, as values from inputs are strings. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const left = asText(a);
  return left !== null && left === asText(b);
}

function includesValue(list: readonly unknown[], value: unknown): boolean {
  return list.some((item) => sameValue(item, value));
}

const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const NUMBER_CHARS = /^[-0-9.]+$/;
const PHONE = /^(?:\d ?){10}$/;
const TELEPHONE_CHARS = /^\+?[\d\s().-]+$/;
const ALPHANUMERIC = /^[\p{L}\p{Nd}_]+$/u;
const USERNAME = /^[A-Za-z0-9._-]+$/;
const DEFAULT_URL_HOST = 'https://';
const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';

/** Builds the regular expression of the `regex` rule; null when the pattern is missing or invalid. */
function toRegExp(pattern: unknown, flags: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern === '') return null;
  let source = pattern;
  let mods = typeof flags === 'string' ? flags : '';
  const delimited = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  if (delimited) {
    source = delimited[1] as string;
    mods = delimited[2] as string;
  }
  try {
    // 'g' and 'y' make test() stateful; a validator must give the same answer every time.
    return new RegExp(source, mods.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

const DATE_TOKENS = /yyyy|MM|dd|M|d/g;

/**
 * Whether a text is a real calendar date in a format made of the tokens `yyyy`, `MM`, `M`, `dd`, `d`
 * and literal separators (e.g. `MM/dd/yyyy`, `yyyy-MM-dd`, `MMddyyyy`). Hand-written rather than
 * date-fns `parse`, which would add about 20 KB to every app importing the main entry.
 */
function matchesDateFormat(text: string, format: string): boolean {
  const order: string[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(DATE_TOKENS, (token) => {
    order.push(token);
    return token.length === 1 ? '(\\d{1,2})' : `(\\d{${token.length}})`;
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return false;
  // A missing year is read as a leap year, so that 02/29 in a day-and-month format passes.
  let year = 2000;
  let month = Number.NaN;
  let day = 1;
  order.forEach((token, index) => {
    const value = Number(match[index + 1]);
    if (token === 'yyyy') year = value;
    else if (token.startsWith('M')) month = value;
    else day = value;
  });
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isParsableDate(value: unknown, formats: readonly string[]): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  const text = asText(value);
  if (text === null) return false;
  const trimmed = text.trim();
  // An ISO date, with or without a time, as the server sends dates.
  if (
    /^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/.test(trimmed) &&
    matchesDateFormat(trimmed.slice(0, 10), 'yyyy-MM-dd')
  ) {
    return true;
  }
  return formats.some((format) => matchesDateFormat(trimmed, format));
}

function isUploadedFile(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isUploadedFile);
  if (value === null || typeof value !== 'object') return false;
  const file = value as { id?: unknown; token?: unknown };
  return (file.id != null && file.id !== '') || (typeof file.token === 'string' && file.token !== '');
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

type Check = (value: unknown, params: RuleParams, ctx: ValidationContext) => MessageDescriptor | null;

function fail(code: MessageCode, params?: MessageParams): MessageDescriptor {
  return params ? { code, params } : { code };
}

/** Length of a string in characters (code points, so an emoji counts once) or of an array in items. */
function measure(value: unknown): { kind: 'string' | 'array' | 'numeric'; size: number } | null {
  if (Array.isArray(value)) return { kind: 'array', size: value.length };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'numeric', size: value } : null;
  const text = asText(value);
  return text === null ? null : { kind: 'string', size: [...text].length };
}

function sizeCheck(bound: 'min' | 'max', only?: 'string' | 'numeric'): Check {
  return (value, params) => {
    const limit = toLimit(params.value);
    if (limit === null) return null;
    let measured: ReturnType<typeof measure>;
    if (only === 'numeric') {
      const number = toNumber(value);
      if (number === null) return fail('validation.numeric');
      measured = { kind: 'numeric', size: number };
    } else {
      measured = measure(only === 'string' && typeof value === 'number' ? String(value) : value);
    }
    if (measured === null) return null;
    const ok = bound === 'min' ? measured.size >= limit : measured.size <= limit;
    return ok ? null : fail(`validation.${bound}.${measured.kind}`, { [bound]: limit });
  };
}

function textCheck(code: MessageCode, test: (text: string) => boolean): Check {
  return (value) => {
    const text = asText(value);
    return text !== null && test(text) ? null : fail(code);
  };
}

function dateCheck(code: MessageCode, formats: (params: RuleParams) => readonly string[]): Check {
  return (value, params) => {
    if (params.strict !== true) return null;
    const list = formats(params);
    return isParsableDate(value, list) ? null : fail(code, { format: list[0] as string });
  };
}

/** Reads a date of birth typed as MM/DD/YYYY or sent as an ISO date; null when it is not a real date. */
function toCalendarDate(value: unknown): { year: number; month: number; day: number } | null {
  const text = asText(value)?.trim() ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const typed = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : typed
      ? [typed[3], typed[1], typed[2]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  return matchesDateFormat(
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    'yyyy-MM-dd',
  )
    ? { year, month, day }
    : null;
}

/** Whole years from a birth date to `today` (local calendar), as a person counts their age. */
function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

/** The other field's value, trimmed to null when blank, as the lender compares conditions. */
function otherValue(ctx: ValidationContext, field: unknown): unknown {
  if (typeof field !== 'string' || field === '') return null;
  const value = ctx.values?.[field];
  return isEmptyValue(value) ? null : typeof value === 'string' ? value.trim() : value;
}

/**
 * Whether a conditional presence rule (`required_if`, `required_unless`, `required_with`,
 * `required_without`) makes its field required with the form's current values. Comparisons are by
 * text, so `'1'` matches `1`; a blank other value compares as `'null'`, as the lender's does.
 */
function presenceHolds(rule: string, params: RuleParams, ctx: ValidationContext): boolean {
  const listed = (value: unknown) =>
    Array.isArray(params.values) && params.values.some((item) => sameValue(item, value ?? 'null'));
  const filled = (name: unknown) => otherValue(ctx, name) !== null;
  const fields = Array.isArray(params.fields) ? params.fields : [];
  switch (rule) {
    case 'required':
    case 'accepted':
    case 'product':
      return true;
    case 'required_if':
      return listed(otherValue(ctx, params.field));
    case 'required_unless':
      return !listed(otherValue(ctx, params.field));
    case 'required_with':
      return fields.some(filled);
    case 'required_without':
      return fields.some((name) => !filled(name));
    default:
      return false;
  }
}

/**
 * Rules about whether a value must be given: they run on empty values, which all other rules skip.
 * `accepted` is one: a consent box left unticked may hold nothing at all.
 */
const PRESENCE_RULES: ReadonlySet<string> = new Set([
  'required',
  'accepted',
  'product',
  'required_if',
  'required_unless',
  'required_with',
  'required_without',
]);

function presenceCheck(rule: string): Check {
  return (value, params, ctx) =>
    isEmptyValue(value) && presenceHolds(rule, params, ctx)
      ? fail(rule === 'product' ? 'validation.productRequired' : 'validation.required')
      : null;
}

// The lender's formats (its form validation is the reference): 9 SSN digits, or the masked form it
// sends back (XXX-XX-1234); 4 to 17 account digits, or its masked form (****1234).
const SSN = /^(?:\d{3}-?\d{2}-?\d{4}|X{3}-?X{2}-?\d{4})$/i;
const ZIP = /^\d{5}$/;
const ROUTING = /^\d{9}$/;
const ACCOUNT = /^(?:\d{4,17}|\*+\d{4})$/;
// The same pattern as the lender's (zod's default email check), so both sides agree on every address.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const BOOLEANS: readonly unknown[] = [true, false, 1, 0, '1', '0', 'true', 'false'];
/** What a ticked box can arrive as (a checkbox's `true`, a form post's `on`, a server's `1` or `yes`). */
const ACCEPTED: readonly unknown[] = [true, 1, '1', 'true', 'on', 'yes'];
/** The youngest applicant, in whole years (the lender's `adult` rule). */
export const ADULT_AGE = 18;
/** An age above this is taken as a mistyped year (the lender's `adult` rule). */
const OLDEST_AGE = 120;

const CHECKS: Record<RuleName, Check> = {
  required: /* @__PURE__ */ presenceCheck('required'),
  required_if: /* @__PURE__ */ presenceCheck('required_if'),
  required_unless: /* @__PURE__ */ presenceCheck('required_unless'),
  required_with: /* @__PURE__ */ presenceCheck('required_with'),
  required_without: /* @__PURE__ */ presenceCheck('required_without'),
  product: /* @__PURE__ */ presenceCheck('product'),
  ssn: /* @__PURE__ */ textCheck('validation.ssn', (text) => SSN.test(text.trim())),
  zip: /* @__PURE__ */ textCheck('validation.zip', (text) => ZIP.test(text.trim())),
  routing: /* @__PURE__ */ textCheck('validation.routing', (text) => ROUTING.test(text.trim())),
  account: /* @__PURE__ */ textCheck('validation.account', (text) => ACCOUNT.test(text.trim())),
  email: /* @__PURE__ */ textCheck('validation.email', (text) => EMAIL.test(text.trim())),
  adult: (value, _params, ctx) => {
    const birth = toCalendarDate(value);
    if (birth === null) return fail('validation.date');
    const age = ageOn(birth, ctx.today ?? new Date());
    if (age < ADULT_AGE) return fail('validation.adult', { age: ADULT_AGE });
    return age > OLDEST_AGE ? fail('validation.date') : null;
  },
  same: (value, params, ctx) =>
    sameValue(typeof value === 'string' ? value.trim() : value, otherValue(ctx, params.field))
      ? null
      : fail('validation.same'),
  yes: (value) => (asText(value) === 'YES' ? null : fail('hvac.allYes')),
  accepted: (value) =>
    ACCEPTED.includes(typeof value === 'string' ? value.trim().toLowerCase() : value)
      ? null
      : fail('validation.accepted'),
  boolean: (value) => (BOOLEANS.includes(value) ? null : fail('validation.boolean')),
  nullable: () => null,
  in: (value, params) => {
    if (!Array.isArray(params.values)) return null;
    const items = Array.isArray(value) ? value : [value];
    return items.every((item) => includesValue(params.values as readonly unknown[], item))
      ? null
      : fail('validation.in');
  },
  date: /* @__PURE__ */ dateCheck('validation.date', () => [DEFAULT_DATE_FORMAT]),
  date_format: /* @__PURE__ */ dateCheck('validation.date_format', (params) => [
    params.format || DEFAULT_DATE_FORMAT,
  ]),
  valid_date: /* @__PURE__ */ dateCheck('validation.valid_date', () => [DEFAULT_DATE_FORMAT, 'MMddyyyy']),
  exists: (value, params) =>
    !Array.isArray(params.values) || includesValue(params.values, value) ? null : fail('validation.exists'),
  unique: (value, params) =>
    Array.isArray(params.values) && includesValue(params.values, value) ? fail('validation.unique') : null,
  file_exists: (value) => (isUploadedFile(value) ? null : fail('validation.file_exists')),
  matches: (value, params, ctx) => {
    const other = typeof params.field === 'string' ? params.field : '';
    const otherValue = ctx.values?.[other];
    const ok = sameValue(value, otherValue) || (isEmptyValue(value) && isEmptyValue(otherValue));
    return ok
      ? null
      : fail('validation.matches', { other: params.otherLabel ?? ctx.labels?.[other] ?? other });
  },
  numeric: (value) => (toNumber(value) === null ? fail('validation.numeric') : null),
  number: /* @__PURE__ */ textCheck('validation.number', (text) => NUMBER_CHARS.test(text)),
  regex: (value, params) => {
    const pattern = toRegExp(params.pattern, params.flags);
    if (pattern === null) return null;
    const text = asText(value);
    return text !== null && pattern.test(text) ? null : fail('validation.regex');
  },
  telephone: /* @__PURE__ */ textCheck('validation.telephone', (text) => {
    if (!TELEPHONE_CHARS.test(text.trim())) return false;
    const digits = text.replace(/\D/g, '');
    return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  }),
  phone: /* @__PURE__ */ textCheck('validation.phone', (text) => PHONE.test(text)),
  alphanumeric: /* @__PURE__ */ textCheck('validation.alphanumeric', (text) => ALPHANUMERIC.test(text)),
  url: (value, params) => {
    const host = typeof params.host === 'string' && params.host !== '' ? params.host : DEFAULT_URL_HOST;
    const text = asText(value)?.trim() ?? '';
    const lower = text.toLowerCase();
    const ok =
      (lower.startsWith('http://') && isHttpUrl(text)) ||
      (lower.startsWith(host.toLowerCase()) &&
        text.length > host.length &&
        (!/^https?:/i.test(host) || isHttpUrl(text)));
    return ok ? null : fail('validation.url', { host });
  },
  username: /* @__PURE__ */ textCheck('validation.username', (text) => USERNAME.test(text)),
  min: /* @__PURE__ */ sizeCheck('min'),
  max: /* @__PURE__ */ sizeCheck('max'),
  min_length: /* @__PURE__ */ sizeCheck('min', 'string'),
  max_length: /* @__PURE__ */ sizeCheck('max', 'string'),
  min_value: /* @__PURE__ */ sizeCheck('min', 'numeric'),
  max_value: /* @__PURE__ */ sizeCheck('max', 'numeric'),
};

/** Whether a name is a rule {@link validateRule} knows. */
export function isKnownRule(name: unknown): name is RuleName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CHECKS, name);
}

// Bundlers replace `process.env.NODE_ENV` at build time; where nothing does (a browser running the
// source), reading it throws and counts as development.
declare const process: { env: { NODE_ENV?: string } };

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

const warnedRules = new Set<string>();

/**
 * Outside production, warns once per name that a schema named a rule the client does not know: it
 * passes on the client, so its errors would only come back from the server. Only the name is logged,
 * never a value.
 */
function warnUnknownRule(name: string): void {
  if (isProduction() || warnedRules.has(name)) return;
  warnedRules.add(name);
  console.warn(
    `leasekit: unknown validation rule "${name}"; it passes on the client and only the server checks it.`,
  );
}

/**
 * Runs one rule on a value and returns its message, or null when the value passes.
 * - `name`: a {@link RuleName}. An unknown name passes (returns null), as the server validates again on
 *   submit (a 422 maps its errors onto the fields), but outside production it logs a warning once per
 *   name: every rule a schema can send should be known here.
 * - `params`: see {@link RuleParams}; defaults to none.
 * - `ctx`: the label (default `'field'`) and the form's other values; see {@link ValidationContext}.
 * The message's params always carry `field` (the label). Rules other than `required` judge only the
 * value given; {@link validateField} skips them for empty values. Never throws, whatever the input.
 */
export function validateRule(
  name: string,
  value: unknown,
  params: RuleParams = {},
  ctx: ValidationContext = {},
): MessageDescriptor | null {
  if (!isKnownRule(name)) {
    warnUnknownRule(String(name));
    return null;
  }
  const result = CHECKS[name](value, params ?? {}, ctx ?? {});
  if (result === null) return null;
  // Not checked against the catalogue: importing it here would put every text into each app's bundle.
  // An unknown code still shows, as the code itself (see t()).
  const code =
    typeof params?.message === 'string' && params.message !== ''
      ? (params.message as MessageCode)
      : result.code;
  return { code, params: { ...result.params, field: ctx?.label ?? 'field' } };
}

/** Splits a Laravel-style `'name:args'` rule string into the rule and its params. */
function parseRuleString(spec: string): RuleObject {
  const colon = spec.indexOf(':');
  if (colon === -1) return { rule: spec.trim() };
  const rule = spec.slice(0, colon).trim();
  const arg = spec.slice(colon + 1);
  switch (rule) {
    case 'in':
    case 'exists':
    case 'unique':
      return { rule, values: arg.split(',') };
    case 'regex':
      return { rule, pattern: arg };
    case 'date_format':
      return { rule, format: arg };
    case 'matches':
    case 'same':
      return { rule, field: arg };
    case 'required_if':
    case 'required_unless': {
      const [field = '', ...values] = arg.split(',');
      return { rule, field, values };
    }
    case 'required_with':
    case 'required_without':
      return { rule, fields: arg.split(',') };
    case 'url':
      return { rule, host: arg };
    default:
      return { rule, value: arg };
  }
}

/** Turns any {@link RuleSpec} into a rule object; junk becomes an unknown rule, which passes. */
export function normalizeRule(spec: RuleSpec): RuleObject {
  if (typeof spec === 'string') return parseRuleString(spec);
  if (spec !== null && typeof spec === 'object' && typeof spec.rule === 'string') return spec;
  return { rule: '' };
}

/**
 * Validates one field's value against its rules and returns the first failing rule's message, or
 * null. This is the entry point of the schema-form engine.
 *
 * - `value`: the field's current value, as typed (strings), picked (arrays) or uploaded (file records).
 * - `rules`: the field's {@link RuleSpec}s in order, e.g.
 *   `['required', 'phone', { rule: 'max', value: 14 }]` or `['required', 'max:14']`. A missing list
 *   means no rules.
 * - `ctx`: `{ label, values, labels }`; `label` is substituted as `{field}` (default `'field'`).
 *
 * An empty value (null, undefined, blank string, empty array) fails only the presence rules
 * (`required`, `product`, and `required_if` and its kin while their condition holds); every other rule
 * is skipped for it, so optional fields may be left blank (`accepted` counts as a presence rule: an
 * unticked consent box fails it). A required field with `yes` says 'You need
 * to be able to answer YES to all questions!' when empty, as the lender does. Unknown rules pass (with
 * a development warning). Never throws.
 *
 * @example
 * validateField('', ['required'], { label: 'Phone' });
 * // → { code: 'validation.required', params: { field: 'Phone' } }
 */
export function validateField(
  value: unknown,
  rules: readonly RuleSpec[] | null | undefined,
  ctx: ValidationContext = {},
): MessageDescriptor | null {
  if (!Array.isArray(rules)) return null;
  const empty = isEmptyValue(value);
  const normalized = (rules as readonly RuleSpec[]).map(normalizeRule);
  for (const { rule, ...params } of normalized) {
    if (empty && !PRESENCE_RULES.has(rule)) continue;
    const error = validateRule(rule, value, params, ctx);
    if (error) {
      return empty && normalized.some((other) => other.rule === 'yes')
        ? validateRule('yes', value, {}, ctx)
        : error;
    }
  }
  return null;
}

/**
 * Whether a field's rules make it required with the form's current `values` (01 §5: the income's
 * employer, title / department and phone are required while the source is employment, other,
 * self-employed, e3mil or e4mil): `required`, `accepted` and `product` always, `required_if` and its kin while
 * their condition holds. The form shows such a field without '(optional)'.
 */
export function isFieldRequired(
  rules: readonly RuleSpec[] | null | undefined,
  values: Readonly<Record<string, unknown>> = {},
): boolean {
  if (!Array.isArray(rules)) return false;
  return (rules as readonly RuleSpec[]).some((spec) => {
    const { rule, ...params } = normalizeRule(spec);
    return PRESENCE_RULES.has(rule) && presenceHolds(rule, params, { values });
  });
}

/**
 * The names of the other fields a field's conditional presence rules read (`required_if:x,…` reads
 * `x`), so a form can re-check the field when one of them changes.
 */
export function getPresenceDependencies(rules: readonly RuleSpec[] | null | undefined): string[] {
  if (!Array.isArray(rules)) return [];
  const out: string[] = [];
  for (const spec of rules as readonly RuleSpec[]) {
    const { rule, field, fields } = normalizeRule(spec);
    if (!PRESENCE_RULES.has(rule)) continue;
    for (const name of [field, ...(Array.isArray(fields) ? fields : [])]) {
      if (typeof name === 'string' && name !== '' && !out.includes(name)) out.push(name);
    }
  }
  return out;
}

/** One field of {@link validateForm}: its label and rules. */
export interface FieldRules {
  label?: string;
  rules: readonly RuleSpec[];
}

/**
 * Validates a whole form before submit (01 §5: an invalid form is not submitted): runs
 * {@link validateField} on every field of `fields` with `values[name]` and returns the errors by field
 * name, in the order of `fields` (the order of the error summary). An empty object means valid.
 */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, FieldRules>>,
): Record<string, MessageDescriptor> {
  const labels = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.label ?? name]),
  );
  const errors: Record<string, MessageDescriptor> = {};
  for (const [name, field] of Object.entries(fields)) {
    const error = validateField(values?.[name], field.rules, { label: labels[name], values, labels });
    if (error) errors[name] = error;
  }
  return errors;
}

/** The identity-verification phone field (01 §5 application rules): required, masked, at most 14 characters. */
export const IDENTITY_PHONE_FIELD = {
  mask: PHONE_MASK,
  rules: ['required', { rule: 'max', value: PHONE_MAX_LENGTH }] as const satisfies readonly RuleSpec[],
} as const;

/** Product selection settings of a store's lease program (01 §3). */
export interface ProductSelection {
  /** Whether product selection is enabled for the store. */
  enabled: boolean;
  /** The products offered; when given, the selection must be one of their keys. */
  products?: readonly { key: string | number }[] | null;
}

/**
 * Product selection (01 §5): when enabled, a product is mandatory; without one (or with a key that
 * is not among the offered products) returns 'Please select a product before continuing.'.
 * When disabled, always null.
 */
export function getProductSelectionError(
  selectedKey: unknown,
  settings: ProductSelection,
): MessageDescriptor | null {
  if (!settings?.enabled) return null;
  if (isEmptyValue(selectedKey)) return { code: 'validation.productRequired' };
  const products = settings.products;
  if (
    Array.isArray(products) &&
    products.length > 0 &&
    !products.some((p) => sameValue(p?.key, selectedKey))
  ) {
    return { code: 'validation.productRequired' };
  }
  return null;
}

/**
 * Co-applicant confirmation (01 §5: "the co-applicant must confirm living at the same address"):
 * with a co-applicant, the same-address confirmation must be true, else
 * 'Confirm that the co-applicant lives at the same address' (our text; the spec shows none).
 * Without a co-applicant, null.
 */
export function getCoApplicantAddressError(input: {
  hasCoApplicant: unknown;
  sameAddressConfirmed: unknown;
}): MessageDescriptor | null {
  if (input?.hasCoApplicant !== true) return null;
  return input.sameAddressConfirmed === true ? null : { code: 'validation.coApplicantSameAddress' };
}

/** The main applicant's fields that pre-fill can lock (01 §5). */
export const LOCKABLE_APPLICANT_FIELDS = ['last_name', 'social_security_number', 'date_of_birth'] as const;

/** A field of {@link LOCKABLE_APPLICANT_FIELDS}. */
export type LockableApplicantField = (typeof LOCKABLE_APPLICANT_FIELDS)[number];

/** Inputs of {@link getLockedApplicantFields}. */
export interface FieldLockOptions {
  /** The application was pre-filled (e.g. from the checkout's prefill data). */
  prefill?: boolean;
  /** An existing application was loaded. */
  existingApplication?: boolean;
  /** The page configuration asks for the fields to be locked. */
  lockConfigured?: boolean;
  /** The current route, a path (`'/checkpoint'`, `'#/apply'`) or a route name (`'checkpoint'`). */
  route?: string | null;
  /** The form is the co-applicant's; only the main applicant's fields lock. */
  isCoApplicant?: boolean;
}

/** Whether a route is the checkpoint route (`/checkpoint` and its children), as a path or a name. */
export function isCheckpointRoute(route: string | null | undefined): boolean {
  if (typeof route !== 'string') return false;
  const path = route.replace(/^#/, '').split(/[?#]/)[0]!.replace(/^\/+/, '');
  return path === 'checkpoint' || path.startsWith('checkpoint/');
}

/**
 * The fields that pre-fill locks (01 §5): in pre-fill or existing-application mode, not on the
 * checkpoint route, and only when the page configuration says so, the main applicant's last_name,
 * social_security_number and date_of_birth are read-only. Otherwise none (`[]`).
 */
export function getLockedApplicantFields(options: FieldLockOptions): readonly LockableApplicantField[] {
  const mode = options?.prefill === true || options?.existingApplication === true;
  if (!mode || options.lockConfigured !== true || options.isCoApplicant === true) return [];
  return isCheckpointRoute(options.route) ? [] : LOCKABLE_APPLICANT_FIELDS;
}

/** Whether one field is locked by pre-fill; see {@link getLockedApplicantFields}. */
export function isApplicantFieldLocked(field: string, options: FieldLockOptions): boolean {
  return (getLockedApplicantFields(options) as readonly string[]).includes(field);
}
