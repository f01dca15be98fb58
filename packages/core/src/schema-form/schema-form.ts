import { formSchemaAnswer } from '../api/lazy-answer';
import { toFieldErrors } from '../api/request';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import {
  formatMessage,
  loadMessages,
  resolveText,
  t,
  type Locale,
  type MessageDescriptor,
} from '../messages';
import { sanitizeDateInput, sanitizeMoneyInput, sanitizePhoneInput } from '../rules/format';
import {
  getPresenceDependencies,
  getProductSelectionError,
  isEmptyValue,
  isFieldRequired,
  validateField,
  validateRule,
  type RuleSpec,
  type ValidationContext,
} from '../rules/validation';
import { createStore, type Listener, type ReadableStore } from '../stores/store';
import { isRecord } from '../rules/values';
import {
  CHOICE_FIELD_TYPES,
  FIELD_TYPES,
  evaluateCondition,
  flattenFields,
  getPath,
  setPath,
  type ConditionSchema,
  type FieldSchema,
  type FlatField,
  type FormSchema,
} from './schema';

/** A multi-select shows a count once more than this many choices are selected (01 §5). */
export const SELECT_COUNT_THRESHOLD = 2;

/** A field error: a rule outcome (formatted in the form's locale) or a server text from a 422. */
export type FieldError = MessageDescriptor | string;

/** Everything a field component needs; the same object until something about this field changes. */
export interface FieldState {
  name: string;
  /** The field's type (`text` when the schema has none). */
  type: string;
  /**
   * The label, as messages and the error summary use it: the schema's label as text of the form's locale
   * (a text per locale or a message code is resolved, see `resolveText`), else the name. A locale switch
   * ({@link SchemaForm.update}) changes it, and nothing else.
   */
  label: string;
  schema: FieldSchema;
  value: unknown;
  /** Whether the field was left (blur) or the form was submitted. */
  touched: boolean;
  /** Whether the value differs from the one the form started with. */
  dirty: boolean;
  /** Whether the field's conditions hold; hidden fields are neither validated nor submitted. */
  visible: boolean;
  /**
   * Whether the field must be filled in with the form's current values: `required` (in its rules or
   * schema) or `product`, or a `required_if` (and kin) whose condition holds (01 §5: the income's
   * employer while the source is employment). Forms mark the other fields '(optional)'.
   */
  required: boolean;
  error: FieldError | null;
  /** `error` as text in the form's locale. */
  errorText: string | null;
  /** Errors of collection item fields by `index.child` (e.g. `0.gross`). */
  itemErrors: Record<string, FieldError>;
  /** 'Input for type … not found!' when no input renders this type (01 §8); never blocks submit. */
  inputError: MessageDescriptor | null;
  /** For multi-selects past 2 choices: the count to show instead of the chips (01 §5). */
  selectCountLabel: MessageDescriptor | null;
}

/** How a submit ended: success (status true, code 200), redirect (301/302), fail, or invalid (not sent). */
export type SubmitOutcome = 'success' | 'redirect' | 'fail' | 'invalid';

/** What {@link SchemaForm.submit} resolves. */
export interface SubmitResult {
  outcome: SubmitOutcome;
  /** The server's answer; null when the form was invalid and nothing was sent. */
  result: ApiResult | null;
}

/** Form-level state; per-field state is read with `getField`, so typing does not touch it. */
export interface SchemaFormState {
  /** `loading` while the schema loads, `ready` once it is there, `error` when it failed (01 §4). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  schema: FormSchema | null;
  /** Names of the schema's fields in document order (visible or not). */
  fieldNames: string[];
  /** True while a submit runs; a second submit meanwhile joins the first (double-click guard). */
  submitting: boolean;
  /** The outcome of the last submit, or null. */
  outcome: SubmitOutcome | null;
  /** The address to go to after a 301/302 answer. */
  redirect: string | null;
  /** The form alert: error, else message, else 'An unknown error occurred' (01 §8). */
  alert: string | null;
  /** Whether any field differs from its initial value (unsaved-changes prompt, 01 §4). */
  dirty: boolean;
  /** How many visible fields show an error. */
  errorCount: number;
  /** How many times submit was attempted. */
  submitCount: number;
  /** The data of the last successful submit. */
  data: unknown;
  /**
   * The GOV.UK error summary ({@link SchemaForm.getErrorSummary}) as it was when a submit was attempted
   * or the server answered one; empty before the first submit. It does not follow the values in
   * between, so an announced summary is not rewritten at each keystroke. The same array
   * until then.
   */
  errorSummary: ErrorSummaryItem[];
}

/** One line of the GOV.UK error summary. */
export interface ErrorSummaryItem {
  name: string;
  label: string;
  message: string;
}

/** Options of {@link createSchemaForm}. */
export interface SchemaFormOptions {
  /** Performs the calls (the API client's `request`). */
  transport: ApiTransport;
  /** A schema given inline; no load call is made then. */
  schema?: FormSchema;
  /** Where to load the schema from (with `_form=true`); loading starts at `mount()`. */
  schemaPath?: string;
  /** Method of the schema call; GET by default. */
  method?: string;
  /** Extra parameters of the schema call; none by default. */
  params?: Record<string, unknown>;
  /** Values that win over the schema's own `values`. */
  values?: Record<string, unknown>;
  /** Locale of error texts and of the fields' labels; English by default. */
  locale?: Locale;
  /** Types that have an input; {@link FIELD_TYPES} by default. */
  fieldTypes?: readonly string[];
  /**
   * Checks across fields run by `validate()` (and so by submit) after each field's own rules, on the
   * model as it would be submitted; returns errors by field name. None by default.
   */
  checks?: (model: Record<string, unknown>) => Record<string, FieldError>;
}

/** Options of {@link SchemaForm.subscribeField}. */
export interface SubscribeFieldOptions {
  /**
   * Whether a change of the value alone notifies (with `dirty`, which follows it); true by default.
   * False suits a widget that keeps its value in the DOM (an uncontrolled input, which already shows
   * what was typed): it hears only what changes its look (error, visibility, required, touched, schema…).
   */
  value?: boolean;
}

/** The keys of {@link FieldState} that follow the value alone; every other key changes a field's look. */
const VALUE_KEYS: ReadonlySet<keyof FieldState> = new Set<keyof FieldState>(['value', 'dirty']);

/** The store made by {@link createSchemaForm}. */
export interface SchemaForm extends ReadableStore<SchemaFormState> {
  /**
   * The transport the form was made with: its own calls go through it, and so do the calls of its
   * widgets that search, create options or upload files (they read it here, not from props).
   */
  readonly transport: ApiTransport;
  /** (Re)loads the schema from `schemaPath`. */
  load(): Promise<void>;
  /** The state of one field, or undefined for an unknown name. */
  getField(name: string): FieldState | undefined;
  /**
   * Calls `listener` when this field's state changes (its value, error, visibility…), and only then;
   * with `{ value: false }` not for a change of the value alone (see {@link SubscribeFieldOptions}).
   */
  subscribeField(name: string, listener: Listener, options?: SubscribeFieldOptions): () => void;
  /** Sets a value (a field name, or a path inside a collection item like `incomes.0.gross`). */
  setValue(name: string, value: unknown): void;
  /**
   * Marks a field as left (blur) and validates it, except an empty field before the first submit,
   * which shows no error (the required check runs on submit).
   */
  touch(name: string): void;
  /** Validates every visible field; true when none has an error. */
  validate(): boolean;
  /** Validates, then POSTs the model to the schema's action (01 §4, §5, §7). */
  submit(): Promise<SubmitResult>;
  /**
   * The footer's 'click here' retry (02 §2): while a submit hangs, abandons it (its request is aborted)
   * and sends the same model again; the pending `submit()` promise settles with the new answer, so its
   * caller sees one outcome. Without a submit in flight it is `submit()`.
   */
  resubmit(): Promise<SubmitResult>;
  /** Adds an item to a collection unless it is at its max items; returns whether it did. */
  addItem(name: string, item?: Record<string, unknown>): boolean;
  /** Removes an item of a collection unless it is at its min items; returns whether it did. */
  removeItem(name: string, index: number): boolean;
  /** Puts errors on fields (e.g. a 422's data); unknown names are ignored. */
  setErrors(errors: Record<string, FieldError | string[]>): void;
  /** The model as it would be submitted: values of visible fields only, plus the schema's other values. */
  getModel(): Record<string, unknown>;
  /** The errors of visible fields in field order, as text, for the error summary. */
  getErrorSummary(): ErrorSummaryItem[];
  /**
   * Takes the server's texts in another language: the labels, placeholders, option texts, title and
   * buttons of `schema`, or of the schema fetched again from `schemaPath` (a locale switch does this by
   * itself). Values and state are kept; nothing typed is lost.
   */
  relabel(schema?: FormSchema): Promise<void>;
  /** Pushes new options: values replace the current ones (a reset), locale re-formats errors. */
  update(options: Partial<Pick<SchemaFormOptions, 'values' | 'locale' | 'checks'>>): void;
}

interface FieldRecord {
  flat: FlatField;
  rules: RuleSpec[];
  initial: unknown;
  state: FieldState;
  /** The value the server's error (a 422) was given for, while that error shows; none otherwise. */
  refused?: { value: unknown };
}

function isSameError(a: FieldError | null, b: FieldError | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return false;
  return a.code === b.code && JSON.stringify(a.params) === JSON.stringify(b.params);
}

function isSameErrors(a: Record<string, FieldError>, b: Record<string, FieldError>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => key in b && isSameError(a[key]!, b[key]!))
  );
}

function valueEquals(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return false;
}

/** The field's rules as a list: `required` first when the schema says so, pipe strings split. */
export function getFieldRules(field: FieldSchema): RuleSpec[] {
  const rules: RuleSpec[] = [];
  if (field.required) rules.push('required');
  const given = field.rules;
  if (typeof given === 'string') {
    // A regex may itself contain '|': everything from 'regex:' on is one rule (put it last).
    const regexAt = given.search(/(^|\|)regex:/);
    const head = regexAt === -1 ? given : given.slice(0, regexAt);
    rules.push(...head.split('|').filter(Boolean));
    if (regexAt !== -1) rules.push(given.slice(regexAt).replace(/^\|/, ''));
  } else if (Array.isArray(given)) {
    for (const rule of given) {
      if (typeof rule === 'string') rules.push(rule);
      // A rule object the server sent names its rule; one that names none is no rule.
      else if (rule && typeof rule === 'object' && typeof rule.rule === 'string')
        rules.push({ ...rule, rule: rule.rule });
    }
  } else if (given && typeof given === 'object') {
    for (const [rule, arg] of Object.entries(given)) {
      rules.push(
        arg === true
          ? rule
          : arg && typeof arg === 'object'
            ? { ...(arg as object), rule }
            : ({ rule, value: arg } as RuleSpec),
      );
    }
  }
  if (field.type === 'collection') {
    if (field.min != null) rules.push({ rule: 'min', value: field.min });
    if (field.max != null) rules.push({ rule: 'max', value: field.max });
  }
  const kept = rules.filter((rule, index) => !(rule === 'required' && rules.indexOf('required') !== index));
  // 01 §5: a mandatory product selection says 'Please select a product before continuing.', the core's
  // product rule (getProductSelectionError), not the generic 'Select Product'.
  if (kept.includes('product')) {
    // A product rule makes the field mandatory even when the schema forgot `required`.
    const { code } = getProductSelectionError(null, { enabled: true })!;
    const rest = kept.filter((rule) => rule !== 'required');
    return [{ rule: 'required', message: code }, ...rest];
  }
  // A required choice says 'Select {field}', a typed field 'Enter {field}' (GOV.UK's wording).
  const required = kept.indexOf('required');
  if (required !== -1 && CHOICE_FIELD_TYPES.has(field.type ?? '')) {
    kept[required] = { rule: 'required', message: 'validation.selectRequired' };
  }
  return kept;
}

function deleteKey(model: Record<string, unknown>, path: string): Record<string, unknown> {
  const dot = path.indexOf('.');
  if (dot === -1) {
    if (!(path in model)) return model;
    const { [path]: _removed, ...rest } = model;
    return rest;
  }
  const head = path.slice(0, dot);
  const child = model[head];
  if (!child || typeof child !== 'object' || Array.isArray(child)) return model;
  return { ...model, [head]: deleteKey(child as Record<string, unknown>, path.slice(dot + 1)) };
}

function mergeDeep(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object' &&
      !Array.isArray(current)
        ? mergeDeep(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/**
 * The call that loads a form schema (01 §7): the given method (GET by default) to `path` with
 * `_form=true` in its query string, whatever the method, written as the text `true` (a boolean payload
 * value would go out as `1`), and `params` as the payload; the client parses the answer with the form
 * schema's contract (`formSchemaAnswer` of `@leasekit/core/contract`), loaded on first use.
 */
export function getSchemaRequest(
  path: string,
  params?: Record<string, unknown>,
  method = 'GET',
): ApiRequest<FormSchema> & Required<Pick<ApiRequest<FormSchema>, 'answer'>> {
  const flagged = `${path}${path.includes('?') ? '&' : '?'}_form=true`;
  return { method, path: flagged, payload: { ...params }, answer: formSchemaAnswer };
}

/**
 * Creates the schema-form engine (01 §3–5, §7): loads a schema (at `mount()`), holds values, touched and errors per
 * field (dotted names such as `applicant.last_name`), shows fields by their conditions, validates with
 * the named and application rules (messages use the field label), refuses to submit an invalid form,
 * POSTs the model to the schema's action and maps the answer: success only for status true with code
 * 200, 301/302 a redirect, a 422's data onto the fields, and the alert text otherwise.
 *
 * Typing in a field notifies only that field's subscribers and those of fields whose conditions read
 * it (a dependency index built from the conditions), so the work per keystroke does not grow with the
 * number of unrelated fields.
 */
export function createSchemaForm(options: SchemaFormOptions): SchemaForm {
  let locale = options.locale;
  let values = options.values;
  let checks = options.checks;
  const fieldTypes = new Set(options.fieldTypes ?? FIELD_TYPES);
  const store = createStore<SchemaFormState>({
    status: 'idle',
    schema: null,
    fieldNames: [],
    submitting: false,
    outcome: null,
    redirect: null,
    alert: null,
    dirty: false,
    errorCount: 0,
    submitCount: 0,
    data: null,
    errorSummary: [],
  });
  /**
   * Every form-level change goes through here: when the submit count or the outcome changes (a submit
   * attempted, the server's answer), the error summary is read again from the fields.
   */
  function setState(patch: Partial<SchemaFormState> | ((state: SchemaFormState) => SchemaFormState)): void {
    store.setState((s) => {
      const next = typeof patch === 'function' ? patch(s) : { ...s, ...patch };
      if (next.submitCount === s.submitCount && next.outcome === s.outcome) return next;
      return { ...next, errorSummary: next.submitCount > 0 ? getErrorSummary() : [] };
    });
  }
  /** Aborts the calls of the current mount (the load, a relabel, a submit) when it ends. */
  let owner = new AbortController();
  store.onStop(() => {
    owner.abort();
    owner = new AbortController();
  });

  let records = new Map<string, FieldRecord>();
  /** Field names by the name their conditions read (who must re-check visibility on a change). */
  let dependents = new Map<string, string[]>();
  /** Listeners by field name; kept across schema (re)loads so subscriptions made early stay valid. */
  const fieldListeners = new Map<string, Set<Listener>>();
  /** Listeners by field name that skip changes of the value alone (`{ value: false }`). */
  const lookListeners = new Map<string, Set<Listener>>();
  const dirtyFields = new Set<string>();
  const errorFields = new Set<string>();
  let base: Record<string, unknown> = {};
  let inflight: Promise<SubmitResult> | null = null;
  /** The abort of the submit request in flight, and the promise a superseded submit hands on to. */
  let sending: { abort: AbortController; next: Promise<SubmitResult> | null } | null = null;

  const unknownError = () => t('errors.unknown', undefined, locale);

  const readValue = (name: string): unknown => {
    const record = records.get(name);
    return record ? record.state.value : getPath(base, name);
  };

  // A live view of the values by name for rules such as `matches`, without copying the whole form.
  const valuesView = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? readValue(key) : undefined),
  });

  function isVisible(flat: FlatField): boolean {
    return flat.conditions.every((c: ConditionSchema) =>
      evaluateCondition(readValue(c.field), c.operator, c.value),
    );
  }

  /** A schema node's label in the form's locale, else `fallback`. */
  const labelOf = (schema: FieldSchema, fallback: string): string =>
    resolveText(schema.label, locale) ?? fallback;

  function errorText(error: FieldError | null): string | null {
    if (error === null) return null;
    return typeof error === 'string' ? error : formatMessage(error, locale);
  }

  function selectCountLabel(flat: FlatField, value: unknown): MessageDescriptor | null {
    if (!flat.schema.multiple || !Array.isArray(value) || value.length <= SELECT_COUNT_THRESHOLD) return null;
    return { code: 'ui.select.count', params: { count: value.length } };
  }

  /** Notifies a field's listeners; those of `{ value: false }` only when its look changed too. */
  function notifyField(name: string, lookChanged = true): void {
    const listeners = fieldListeners.get(name);
    if (listeners) for (const listener of [...listeners]) listener();
    const look = lookChanged ? lookListeners.get(name) : undefined;
    if (look) for (const listener of [...look]) listener();
  }

  function syncFormFlags(): void {
    const s = store.getState();
    const dirty = dirtyFields.size > 0;
    if (s.dirty !== dirty || s.errorCount !== errorFields.size) {
      setState({ dirty, errorCount: errorFields.size });
    }
  }

  /** Replaces a field's state (a new object only when something changed) and notifies its listeners. */
  function patchField(record: FieldRecord, patch: Partial<FieldState>): void {
    const prev = record.state;
    const next = { ...prev, ...patch };
    // The same error again (a re-check while typing in a field that shows one) keeps the old objects,
    // so the field's look, and its subscribers, see no change.
    if (isSameError(prev.error, next.error)) next.error = prev.error;
    if (isSameErrors(prev.itemErrors, next.itemErrors)) next.itemErrors = prev.itemErrors;
    if ('error' in patch) next.errorText = errorText(next.error);
    if ('value' in patch) next.selectCountLabel = selectCountLabel(record.flat, next.value);
    const changedKeys = (Object.keys(next) as (keyof FieldState)[]).filter(
      (key) => !Object.is(prev[key], next[key]),
    );
    if (changedKeys.length === 0) return;
    record.state = next;
    const name = prev.name;
    if (next.visible && (next.error !== null || Object.keys(next.itemErrors).length > 0))
      errorFields.add(name);
    else errorFields.delete(name);
    if (next.dirty) dirtyFields.add(name);
    else dirtyFields.delete(name);
    notifyField(
      name,
      changedKeys.some((key) => !VALUE_KEYS.has(key)),
    );
  }

  function validateItems(record: FieldRecord, value: unknown): Record<string, FieldError> {
    const errors: Record<string, FieldError> = {};
    if (record.flat.schema.type !== 'collection' || !Array.isArray(value)) return errors;
    value.forEach((item, index) => {
      for (const child of record.flat.schema.children ?? []) {
        if (!child.name) continue;
        const error = validateField(getPath(item, child.name), getFieldRules(child), {
          label: labelOf(child, child.name),
          values: valuesView,
        });
        if (error) errors[`${index}.${child.name}`] = error;
      }
    });
    return errors;
  }

  /** Validates a field; `patch` (e.g. touched) goes into the same update, so listeners hear one change. */
  function validateRecord(record: FieldRecord, patch: Partial<FieldState> = {}): void {
    if (!record.state.visible) {
      patchField(record, { ...patch, error: null, itemErrors: {} });
      return;
    }
    const ctx: ValidationContext = { label: record.state.label, values: valuesView };
    const { type, min } = record.flat.schema;
    const value = record.state.value;
    // Rules skip empty values, but a collection below its minimum must fail even with no items.
    const tooFew =
      type === 'collection' && min != null && (Array.isArray(value) ? value.length : 0) < min
        ? validateRule('min', Array.isArray(value) ? value : [], { value: min }, ctx)
        : null;
    patchField(record, {
      ...patch,
      error: tooFew ?? validateField(value, record.rules, ctx),
      itemErrors: validateItems(record, value),
    });
  }

  function sanitize(record: FieldRecord, value: unknown): unknown {
    const { type, mask, multiple, max } = record.flat.schema;
    if (typeof value === 'string') {
      if (type === 'money') return sanitizeMoneyInput(value);
      if (type === 'phone' || type === 'tel') return sanitizePhoneInput(value);
      // Only a typed (masked) date is text; a picker's ISO value keeps its dashes.
      if (type === 'date' && mask) return sanitizeDateInput(value);
    }
    if (multiple && Array.isArray(value) && max != null && value.length > max) {
      // 01 §5: a multi-select honours its maximum number of choices; extra picks are not taken.
      return value.slice(0, max);
    }
    return value;
  }

  function isRequiredNow(record: FieldRecord): boolean {
    return isFieldRequired(record.rules, valuesView);
  }

  function refreshDependents(name: string): void {
    for (const dependent of dependents.get(name) ?? []) {
      const record = records.get(dependent);
      if (!record) continue;
      const visible = isVisible(record.flat);
      if (visible !== record.state.visible) {
        patchField(record, visible ? { visible } : { visible, error: null, itemErrors: {} });
      }
      const required = isRequiredNow(record);
      if (required !== record.state.required) {
        patchField(record, { required });
        // A 'required' error shown under the old condition is re-judged under the new one.
        if (record.state.error !== null) validateRecord(record);
      }
    }
  }

  function findRecord(name: string): { record: FieldRecord; rest: string } | undefined {
    const exact = records.get(name);
    if (exact) return { record: exact, rest: '' };
    // A path inside a collection item: the longest field name that prefixes it owns it.
    let dot = name.lastIndexOf('.');
    while (dot > 0) {
      const record = records.get(name.slice(0, dot));
      if (record) return { record, rest: name.slice(dot + 1) };
      dot = name.lastIndexOf('.', dot - 1);
    }
    return undefined;
  }

  function applyValue(record: FieldRecord, value: unknown): void {
    const hadError = record.state.error !== null || Object.keys(record.state.itemErrors).length > 0;
    patchField(record, { value, dirty: !valueEquals(value, record.initial) });
    // Once a field shows an error it is re-checked as the user types, so fixing it clears it.
    if (hadError) validateRecord(record);
    refreshDependents(record.flat.name);
    syncFormFlags();
  }

  function buildRecords(schema: FormSchema, given: Record<string, unknown> | undefined): void {
    const flat = flattenFields(schema);
    base = mergeDeep(schema.values ?? {}, given ?? {});
    records = new Map();
    dependents = new Map();
    dirtyFields.clear();
    errorFields.clear();
    for (const field of flat) {
      const type = field.schema.type ?? 'text';
      const value =
        getPath(base, field.name) ??
        field.schema.default ??
        (field.schema.type === 'collection' ? [] : undefined);
      const state: FieldState = {
        name: field.name,
        type,
        label: labelOf(field.schema, field.name),
        schema: field.schema,
        value,
        touched: false,
        dirty: false,
        visible: true,
        required: false,
        error: null,
        errorText: null,
        itemErrors: {},
        inputError: fieldTypes.has(type) ? null : { code: 'errors.inputTypeNotFound', params: { type } },
        selectCountLabel: null,
      };
      state.selectCountLabel = selectCountLabel(field, value);
      const rules = getFieldRules(field.schema);
      records.set(field.name, { flat: field, rules, initial: value, state });
      // Conditions decide visibility and presence rules (`required_if:source,…`) whether it is required:
      // a change of the fields they read re-checks this one.
      const reads = [
        ...field.conditions.map((condition) => condition.field),
        ...getPresenceDependencies(rules),
      ];
      for (const read of reads) {
        const list = dependents.get(read) ?? [];
        if (!list.includes(field.name)) list.push(field.name);
        dependents.set(read, list);
      }
    }
    for (const record of records.values())
      record.state = { ...record.state, visible: isVisible(record.flat), required: isRequiredNow(record) };
    setState({
      status: 'ready',
      schema,
      fieldNames: flat.map((f) => f.name),
      dirty: false,
      errorCount: 0,
      outcome: null,
      redirect: null,
      alert: null,
    });
    for (const name of new Set([...fieldListeners.keys(), ...lookListeners.keys()])) notifyField(name);
  }

  function setErrors(errors: Record<string, FieldError | string[]>): void {
    for (const [name, raw] of Object.entries(errors)) {
      const error = Array.isArray(raw) ? (raw[0] ?? null) : raw;
      const found = findRecord(name);
      if (!found) continue;
      if (found.rest) {
        if (error !== null)
          patchField(found.record, { itemErrors: { ...found.record.state.itemErrors, [found.rest]: error } });
      } else {
        patchField(found.record, { error, touched: true });
        found.record.refused = error === null ? undefined : { value: found.record.state.value };
      }
    }
    syncFormFlags();
  }

  function getModel(): Record<string, unknown> {
    let model = base;
    for (const record of records.values()) {
      model = record.state.visible
        ? setPath(model, record.flat.name, record.state.value)
        : deleteKey(model, record.flat.name);
    }
    return model;
  }

  function validate(): boolean {
    for (const record of records.values()) validateRecord(record, { touched: true });
    const extra = checks?.(getModel());
    if (extra) {
      for (const [name, error] of Object.entries(extra)) {
        const record = records.get(name);
        if (record?.state.visible && record.state.error === null) patchField(record, { error });
      }
    }
    syncFormFlags();
    return errorFields.size === 0;
  }

  async function load(): Promise<void> {
    if (!options.schemaPath || store.disposed) return;
    setState({ status: 'loading', alert: null });
    const { signal } = owner;
    const result = await options.transport({
      ...getSchemaRequest(options.schemaPath, options.params, options.method),
      signal,
    });
    // Aborted by the end of a mount: the next mount loads again.
    if (store.disposed || signal.aborted) return;
    if (!result.status || !result.data || typeof result.data !== 'object') {
      setState({ status: 'error', alert: result.error || unknownError() });
      return;
    }
    buildRecords(result.data, values);
  }

  /**
   * Takes the texts of `schema` (labels, placeholders, option texts, title, buttons), field by field, e.g.
   * the same form in another language. Values, touched state, rules and structure stay as they are, so
   * nothing the shopper typed is lost; a field showing an error is validated again so its message names
   * the field in the new language. Fields `schema` does not name keep their texts.
   */
  function applyTexts(schema: FormSchema): void {
    if (store.disposed) return;
    for (const field of flattenFields(schema)) {
      const record = records.get(field.name);
      if (!record) continue;
      const before = record.state.schema;
      const texts = {
        ...(field.schema.label !== undefined ? { label: field.schema.label } : {}),
        ...(field.schema.placeholder !== undefined ? { placeholder: field.schema.placeholder } : {}),
        ...(field.schema.options !== undefined ? { options: field.schema.options } : {}),
      };
      const changed = Object.entries(texts).some(
        ([key, value]) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(value),
      );
      if (!changed) continue;
      const next = { ...before, ...texts };
      record.flat = { ...record.flat, schema: next };
      record.state = { ...record.state, schema: next, label: labelOf(next, record.state.name) };
      if (record.state.error !== null) validateRecord(record);
      notifyField(record.state.name);
    }
    const current = store.getState().schema;
    if (
      current &&
      (current.title !== schema.title || JSON.stringify(current.buttons) !== JSON.stringify(schema.buttons))
    )
      setState({
        schema: {
          ...current,
          title: schema.title ?? current.title,
          buttons: schema.buttons ?? current.buttons,
        },
      });
  }

  /** {@link SchemaForm.relabel}: from `schema`, else from `schemaPath` fetched again. */
  async function relabel(schema?: FormSchema): Promise<void> {
    if (schema) return applyTexts(schema);
    if (!options.schemaPath || store.getState().status !== 'ready') return;
    // The same call as the load (01 §7: `_form=true` in the query; a boolean payload would go out as 1).
    const { signal } = owner;
    const result = await options.transport({
      ...getSchemaRequest(options.schemaPath, options.params, options.method),
      signal,
    });
    if (store.disposed || signal.aborted || !result.status || !result.data || typeof result.data !== 'object')
      return;
    applyTexts(result.data);
  }

  async function send(): Promise<SubmitResult> {
    const schema = store.getState().schema;
    setState((s) => ({
      ...s,
      submitting: true,
      alert: null,
      outcome: null,
      redirect: null,
      submitCount: s.submitCount + 1,
    }));
    const abort = new AbortController();
    const stop = () => abort.abort();
    const ending = owner.signal;
    ending.addEventListener('abort', stop);
    const mine = { abort, next: null as Promise<SubmitResult> | null };
    sending = mine;
    const result = await options.transport({
      method: 'POST',
      path: schema?.action ?? '',
      payload: { ...schema?.params, ...getModel() },
      signal: abort.signal,
    });
    ending.removeEventListener('abort', stop);
    // Superseded by a retry: this answer (an abort) counts for nothing; the retry's does.
    if (mine.next) return mine.next;
    sending = null;
    if (store.disposed) return { outcome: 'fail', result };
    // Aborted by the end of a mount: no answer to show, and a remounted form may submit again.
    if (ending.aborted) {
      setState({ submitting: false });
      return { outcome: 'fail', result };
    }
    if (result.status && result.code === 200) {
      // What was saved becomes the new starting point for the unsaved-changes prompt.
      for (const record of records.values()) {
        record.initial = record.state.value;
        patchField(record, { dirty: false });
      }
      syncFormFlags();
      setState({ submitting: false, outcome: 'success', data: result.data });
      return { outcome: 'success', result };
    }
    if (result.status && (result.code === 301 || result.code === 302)) {
      const redirect = result.redirect ?? (typeof result.data === 'string' ? result.data : null);
      setState({ submitting: false, outcome: 'redirect', redirect });
      return { outcome: 'redirect', result };
    }
    if (result.code === 422) setErrors(result.fieldErrors ?? toFieldErrors(result.data));
    const message = isRecord(result.data) ? result.data.message : null;
    const alert = result.error || (typeof message === 'string' && message) || unknownError();
    setState({ submitting: false, outcome: 'fail', alert });
    return { outcome: 'fail', result };
  }

  function getErrorSummary(): ErrorSummaryItem[] {
    const items: ErrorSummaryItem[] = [];
    for (const record of records.values()) {
      const { state } = record;
      if (!state.visible) continue;
      if (state.error !== null)
        items.push({ name: state.name, label: state.label, message: errorText(state.error)! });
      for (const [path, error] of Object.entries(state.itemErrors)) {
        const childName = path.slice(path.indexOf('.') + 1);
        const child = record.flat.schema.children?.find((c) => c.name === childName);
        items.push({
          name: `${state.name}.${path}`,
          label: child ? labelOf(child, childName) : childName,
          message: errorText(error)!,
        });
      }
    }
    return items;
  }

  function submit(): Promise<SubmitResult> {
    if (inflight) return inflight;
    if (store.disposed || store.getState().status !== 'ready') {
      return Promise.resolve({ outcome: 'invalid', result: null });
    }
    if (!validate()) {
      setState((s) => ({ ...s, outcome: 'invalid', submitCount: s.submitCount + 1 }));
      return Promise.resolve({ outcome: 'invalid', result: null });
    }
    inflight = send().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  if (options.schema) buildRecords(options.schema, values);
  /**
   * Writes the errors' texts again: a rule message set before the English `validation` part arrived
   * has its code for text (`t` gives an unknown code back), and is read again once the part is in.
   */
  function rereadErrorTexts(): void {
    if (store.disposed) return;
    for (const record of records.values()) {
      if (record.state.error !== null) patchField(record, { error: record.state.error });
    }
    if (store.getState().submitCount > 0) store.setState({ errorSummary: getErrorSummary() });
  }

  // A load cut short by the end of a mount (status still 'loading') starts again at the next one.
  store.onMount(() => {
    const { status } = store.getState();
    if (!options.schema && (status === 'idle' || status === 'loading')) void load();
    // The rule messages are a part of English that loads on demand (docs in messages/index.ts): a
    // form fetches it as it mounts, long before a shopper can leave a field, and reads its errors
    // again once it is in. Offline, a rule message keeps its code; the next mount fetches it again.
    void loadMessages(['validation']).then(rereadErrorTexts, () => undefined);
  });

  return {
    transport: options.transport,
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    load,
    getField: (name) => records.get(name)?.state,
    subscribeField(name, listener, subscribeOptions) {
      if (store.disposed) return () => {};
      const byName = subscribeOptions?.value === false ? lookListeners : fieldListeners;
      let set = byName.get(name);
      if (!set) byName.set(name, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byName.delete(name);
      };
    },
    setValue(name, value) {
      if (store.disposed) return;
      const found = findRecord(name);
      if (!found) return;
      const { record, rest } = found;
      const next = rest ? setPath(record.state.value ?? [], rest, value) : sanitize(record, value);
      if (Object.is(next, record.state.value)) return;
      applyValue(record, next);
    },
    touch(name) {
      const record = records.get(name);
      if (!record || store.disposed) return;
      // The server refused this very value (a 422): leaving the field, as when the error summary takes
      // focus, must not replace the server's message with the client's verdict on the same value.
      if (record.refused && Object.is(record.refused.value, record.state.value) && record.state.error) {
        patchField(record, { touched: true });
        return;
      }
      record.refused = undefined;
      // Leaving an empty field of a form never submitted is not an error ('required' shows on submit);
      // leaving a filled one judges it, so a bad SSN, ZIP or email shows before anything is sent.
      if (isEmptyValue(record.state.value) && store.getState().submitCount === 0)
        patchField(record, { touched: true, error: null, itemErrors: {} });
      else validateRecord(record, { touched: true });
      syncFormFlags();
    },
    validate,
    submit,
    resubmit() {
      const current = sending;
      if (!inflight || !current || store.disposed) return submit();
      const next = send();
      current.next = next;
      current.abort.abort();
      return next;
    },
    addItem(name, item) {
      const record = records.get(name);
      if (!record || record.flat.schema.type !== 'collection') return false;
      const list = Array.isArray(record.state.value) ? record.state.value : [];
      const max = record.flat.schema.max;
      if (max != null && list.length >= max) return false;
      const blank: Record<string, unknown> = {};
      for (const child of record.flat.schema.children ?? []) {
        if (child.name) blank[child.name] = child.default ?? null;
      }
      applyValue(record, [...list, { ...blank, ...item }]);
      return true;
    },
    removeItem(name, index) {
      const record = records.get(name);
      if (!record || !Array.isArray(record.state.value)) return false;
      const list = record.state.value;
      const min = record.flat.schema.min;
      if ((min != null && list.length <= min) || index < 0 || index >= list.length) return false;
      applyValue(
        record,
        list.filter((_item, i) => i !== index),
      );
      return true;
    },
    setErrors,
    getModel,
    getErrorSummary,
    relabel,
    update(next) {
      if (next.checks !== undefined) checks = next.checks;
      if (next.locale !== undefined && next.locale !== locale) {
        locale = next.locale;
        // The same store in another language: labels given per locale or as codes are read again, and a
        // rule's message that named the field names it in the new language; values, touched state and
        // everything typed stay, and so does every error (a cross-field check's too).
        for (const record of records.values()) {
          const { error, label: before } = record.state;
          const label = labelOf(record.flat.schema, record.state.name);
          patchField(record, {
            label,
            error:
              error && typeof error !== 'string' && error.params?.field === before
                ? { ...error, params: { ...error.params, field: label } }
                : error,
          });
        }
        if (store.getState().submitCount > 0) store.setState({ errorSummary: getErrorSummary() });
        // A server-driven schema comes in the request's language (the API client's Accept-Language).
        void relabel();
      }
      // Hooks push options on every render, often as fresh objects: only different values reset the form.
      if (
        next.values !== undefined &&
        next.values !== values &&
        JSON.stringify(next.values) !== JSON.stringify(values)
      ) {
        values = next.values;
        const schema = store.getState().schema;
        if (schema) buildRecords(schema, values);
      }
    },
  };
}
