import type { LocalizedText } from '../messages';
import { isEmptyValue } from '../rules/validation';

/** The server-driven form schema (01 §3) and the pure helpers the engine builds on. */

/** The comparison operators of field conditions (01 §5). */
export type ConditionOperator = 'in' | 'not in' | 'equals' | 'not equals' | '>=' | '<=' | '<' | '>';

/** One visibility condition: the field is shown only while `field`'s value satisfies `operator value`. */
export interface ConditionSchema {
  /** Dotted name of the field whose value is read. */
  field: string;
  operator: ConditionOperator;
  value?: unknown;
}

/** A button of the form schema (01 §3). */
export interface ButtonSchema {
  /** The button's text: a string, a text per locale or a message code ({@link LocalizedText}). */
  label: LocalizedText;
  type: 'submit' | 'cancel';
  action?: string;
  params?: Record<string, unknown>;
  variant?: string;
  icon?: string;
}

/** A field (or layout group) of the form schema (01 §3). Layout groups have children and no name. */
export interface FieldSchema {
  /** Dotted name in the model, e.g. `applicant.last_name`; absent for layout groups. */
  name?: string;
  type?: string;
  /**
   * The field's label (a group's legend): a string, a text per locale or a message code, resolved in the
   * form's locale ({@link LocalizedText}); the field's name by default.
   */
  label?: LocalizedText;
  /** A section's heading, as the single-page application's sections carry it; none by default. */
  title?: LocalizedText;
  /** A hint under the label, linked to the control (`aria-describedby`); none by default. */
  description?: LocalizedText;
  /** The control's placeholder (never a hint); none by default. */
  placeholder?: LocalizedText;
  mask?: string;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  readonly?: boolean;
  /**
   * The choices: `{ text, value }` records (keys per `textKey`/`valueKey`), whose `text` may be any
   * {@link LocalizedText}, or plain strings and numbers.
   */
  options?: unknown[];
  multiple?: boolean;
  textKey?: string;
  valueKey?: string;
  groupKey?: string;
  url?: string;
  query?: string;
  params?: Record<string, unknown>;
  taggable?: boolean;
  taggableUrl?: string;
  searchable?: boolean;
  empty?: unknown;
  prepend?: string;
  append?: string;
  dateFormat?: string;
  maskFormat?: string;
  pickerOptions?: Record<string, unknown>;
  checkedValue?: unknown;
  uncheckedValue?: unknown;
  switch?: boolean;
  layout?: string;
  grid?: unknown;
  deleteUrl?: string;
  /** Named and application rules, as `'required|numeric'`, a list, or a map of rule to argument. */
  rules?: string | (string | Record<string, unknown>)[] | Record<string, unknown>;
  /** Conditions that must all hold for the field to show (01 §5). */
  conditions?: ConditionSchema[];
  /** Child fields: layout groups, or the item fields of a collection. */
  children?: FieldSchema[];
  /** Initial value when the model has none. */
  default?: unknown;
  /** The HTML autofill token (`given-name`, `section-co-applicant email`; WCAG 1.3.5); none by default. */
  autocomplete?: string;
  /** The virtual keyboard (`numeric`, `tel`…); none by default. */
  inputmode?: string;
}

/** The virtual keyboards HTML defines for `inputmode`. */
export type FieldInputMode = 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';

const INPUT_MODES: readonly string[] = [
  'none',
  'text',
  'decimal',
  'numeric',
  'tel',
  'search',
  'email',
  'url',
];

/**
 * A field's autofill token and keyboard as the schema gives them (WCAG 1.3.5), checked because
 * the schema comes from the server: a token of letters, digits, hyphens and spaces (at most 100
 * characters), a keyboard HTML knows; anything else is left out.
 */
export function getFieldAutofill(schema: FieldSchema): { autoComplete?: string; inputMode?: FieldInputMode } {
  const out: { autoComplete?: string; inputMode?: FieldInputMode } = {};
  const token = typeof schema.autocomplete === 'string' ? schema.autocomplete.trim() : '';
  if (/^[a-z0-9-]+( [a-z0-9-]+)*$/i.test(token) && token.length <= 100)
    out.autoComplete = token.toLowerCase();
  if (typeof schema.inputmode === 'string' && INPUT_MODES.includes(schema.inputmode)) {
    out.inputMode = schema.inputmode as FieldInputMode;
  }
  return out;
}

/** The form schema as the schema call returns it in `data` (01 §3, §7). */
export interface FormSchema {
  action?: string;
  params?: Record<string, unknown>;
  values?: Record<string, unknown>;
  /** The form's heading ({@link LocalizedText}); none by default. */
  title?: LocalizedText;
  buttons?: ButtonSchema[];
  children?: FieldSchema[];
  /** Conditions by the dotted name of the field they show or hide (01 §3 "conditions"). */
  conditions?: Record<string, ConditionSchema | ConditionSchema[]>;
}

/**
 * Field types the toolkit renders (every type of @leasekit/ui's default widgets, which a ui test keeps
 * in step); any other type reports 'Input for type … not found!' (01 §8).
 */
export const FIELD_TYPES: readonly string[] = [
  'text',
  'url',
  'ssn',
  'masked',
  'datepicker',
  'combobox',
  'reference',
  'email',
  'password',
  'number',
  'money',
  'phone',
  'tel',
  'date',
  'datetime',
  'daterange',
  'time',
  'textarea',
  'select',
  'multiselect',
  'autocomplete',
  'checkbox',
  'switch',
  'radio',
  'hidden',
  'mask',
  'file',
  'upload',
  'recurrence',
  'collection',
  'html',
];

/**
 * Field types answered by choosing rather than typing: a required one left empty says 'Select {field}'
 * (the others 'Enter {field}', GOV.UK's wording). The sandbox's server rules use the same list.
 */
export const CHOICE_FIELD_TYPES: ReadonlySet<string> = new Set([
  'select',
  'multiselect',
  'combobox',
  'autocomplete',
  'checkbox',
  'switch',
  'radio',
  'datepicker',
]);

/** Reads a dotted path (`applicant.last_name`, `incomes.0.gross`) from a model. */
export function getPath(model: unknown, path: string): unknown {
  let current: unknown = model;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Writes a dotted path into a model, copying only the objects on the path (the rest is shared), and
 * creating arrays for numeric keys and objects otherwise.
 */
export function setPath<T>(model: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const source = (model ?? (/^\d+$/.test(key) ? [] : {})) as Record<string, unknown>;
  const copy = (Array.isArray(source) ? [...source] : { ...source }) as Record<string, unknown>;
  copy[key] = rest.length === 0 ? value : setPath(source[key] as unknown, rest.join('.'), value);
  return copy as T;
}

function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  // Select values travel as strings and numbers interchangeably, and flags as true/1/"1".
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) === Number(b);
  return String(a) === String(b);
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/**
 * Evaluates one condition against a field value (01 §5): `in` / `not in` test membership (a list value
 * matches when any item is in the list); `equals` / `not equals` compare loosely ("1" equals 1);
 * `>=`, `<=`, `<`, `>` compare numbers and are false when either side is not a number.
 */
export function evaluateCondition(actual: unknown, operator: ConditionOperator, expected: unknown): boolean {
  switch (operator) {
    case 'in':
    case 'not in': {
      const allowed = asList(expected);
      const hit = asList(actual).some((item) => allowed.some((candidate) => looseEquals(item, candidate)));
      return operator === 'in' ? hit : !hit;
    }
    case 'equals':
      return looseEquals(actual, expected);
    case 'not equals':
      return !looseEquals(actual, expected);
    default: {
      if (isEmptyValue(actual) || isEmptyValue(expected)) return false;
      const a = Number(actual);
      const b = Number(expected);
      if (Number.isNaN(a) || Number.isNaN(b)) return false;
      if (operator === '>=') return a >= b;
      if (operator === '<=') return a <= b;
      if (operator === '<') return a < b;
      return a > b;
    }
  }
}

/** A named field of a schema, in document order, with its conditions gathered from the field and form. */
export interface FlatField {
  name: string;
  schema: FieldSchema;
  conditions: ConditionSchema[];
}

/**
 * Lists the named fields of a schema in document order, descending into layout groups (children
 * without a name) but not into collections, whose children describe one item. Each field carries the
 * conditions of its own schema and of the form's `conditions` map.
 */
export function flattenFields(schema: FormSchema): FlatField[] {
  const out: FlatField[] = [];
  const formConditions = schema.conditions ?? {};
  const visit = (fields: FieldSchema[] | undefined, inherited: ConditionSchema[]) => {
    for (const field of fields ?? []) {
      const own = [...inherited, ...(field.conditions ?? [])];
      if (field.name) {
        const extra = formConditions[field.name];
        out.push({
          name: field.name,
          schema: field,
          conditions: extra ? [...own, ...(Array.isArray(extra) ? extra : [extra])] : own,
        });
      } else {
        // Conditions on a layout group apply to every field inside it.
        visit(field.children, own);
      }
    }
  };
  visit(schema.children, []);
  return out;
}
