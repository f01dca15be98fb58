import type { ApiTransport } from '../api/types';
import { formatMessage, t, type Locale, type MessageDescriptor } from '../messages';
import type { HvacHomeOwnership } from '../rules/hvac';
import { getPath, setPath, type FormSchema } from '../schema-form/schema';
import { getFieldRules, type SchemaForm } from '../schema-form/schema-form';
import { validateField } from '../rules/validation';
import { createStore, type ReadableStore } from '../stores/store';
import type { Timers } from '../stores/timers';
import {
  createAddressLookup,
  createRoutingLookup,
  type AddressLookup,
  type AddressSuggestion,
  type LookedUpAddress,
  type RoutingLookup,
  type RoutingLookupState,
} from './lookups';
import { getAdditionalIncomeFields, getHvacClearedFields } from './step-rules';

/** Toggles whose switching off asks for confirmation first (01 §4), with what the removal clears. */
export const CONFIRMED_TOGGLES: Record<string, { message: MessageDescriptor; clears: string[] }> = {
  has_additional_income: {
    message: { code: 'application.income.removeConfirm' },
    clears: /* @__PURE__ */ getAdditionalIncomeFields('applicant'),
  },
  co_has_additional_income: {
    message: { code: 'application.income.removeConfirm' },
    clears: /* @__PURE__ */ getAdditionalIncomeFields('co_applicant'),
  },
  has_co_applicant: { message: { code: 'application.coApplicant.removeConfirm' }, clears: [] },
};

/** Where the copy-address button reads the applicant's saved home address. */
export const HOME_ADDRESS_PATH = '/apply-v2/application/step/applicantAddress';

const HVAC_PREFIX = 'applicant.hvac_home_ownership';
const ADDRESS_PARTS = ['line_1', 'city', 'state', 'code'] as const;

/** State of a step's behaviour. */
export interface StepBehaviourState {
  /** Address suggestions by address prefix (e.g. `applicant.location`). */
  suggestions: Record<string, AddressSuggestion[]>;
  /** The routing lookup (bank name, loading, red-alert error). */
  routing: RoutingLookupState;
  /** The copy-address failure alert (01 §8), or null. */
  copyError: string | null;
  /** A toggle waiting for its removal confirmation, with the dialog's text; null when none. */
  pendingRemoval: { name: string; message: string } | null;
}

/** Options of {@link createStepBehaviour}. */
export interface StepBehaviourOptions {
  form: SchemaForm;
  transport: ApiTransport;
  /** The store id sent with the routing lookup; none by default. */
  storeId?: string | number | null;
  /** Locale of the messages; English by default. */
  locale?: Locale;
  /** Injected timers for the lookups' debounces; the global ones by default. */
  timers?: Timers;
  /**
   * Receives an address prefix (e.g. `applicant.location`) and its street, city, state and zip once
   * none of its fields (line 2 included) changed for 1500 ms (01 §9), typing or a lookup filling them
   * alike; none by default.
   */
  onAddressChange?: (prefix: string, address: LookedUpAddress) => void;
}

/** The behaviour of a wizard step's form, bound to its schema-form engine. */
export interface StepBehaviour extends ReadableStore<StepBehaviourState> {
  /** Chooses an address suggestion for an address prefix: fills street, city, state and zip. */
  chooseSuggestion(prefix: string, suggestion: AddressSuggestion): Promise<void>;
  /** Copies the applicant's saved home address into an address prefix; a failure shows the alert. */
  copyHomeAddress(prefix: string): Promise<boolean>;
  /**
   * Sets a toggle: switching a confirmed toggle (second income, co-applicant) off waits for
   * {@link confirmRemoval}; anything else is set at once.
   */
  setToggle(name: string, value: boolean): void;
  /** Confirms the pending removal: the toggle goes off and what it added is cleared. */
  confirmRemoval(): void;
  /** Keeps the toggle on. */
  cancelRemoval(): void;
  update(options: Partial<Omit<StepBehaviourOptions, 'form' | 'timers'>>): void;
}

/**
 * Every field's value, hidden ones included (the model sent to the server drops hidden fields, but the
 * clearing rules must empty what a condition hides, or it would come back when shown again).
 */
function readAllValues(form: SchemaForm): Record<string, unknown> {
  let values: Record<string, unknown> = {};
  for (const name of form.getState().fieldNames) values = setPath(values, name, form.getField(name)?.value);
  return values;
}

/**
 * Whether a form would pass validation, without showing anything (01 §4: autosave saves a section only
 * when it is valid, but must not put errors on fields the user has not reached): each visible field's
 * rules, then the form's `checks` when given (their errors on fields the form shows).
 */
export function isFormQuietlyValid(
  form: SchemaForm,
  checks?: (model: Record<string, unknown>) => Record<string, unknown>,
): boolean {
  const values = readAllValues(form);
  const lookup = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? getPath(values, key) : undefined),
  });
  const visible = new Set<string>();
  for (const name of form.getState().fieldNames) {
    const field = form.getField(name);
    if (!field?.visible) continue;
    visible.add(name);
    if (validateField(field.value, getFieldRules(field.schema), { label: field.label, values: lookup }))
      return false;
  }
  // A check's error counts only on a field this form shows, as the engine shows them: the income checks
  // run on every single-page section, and the applicant's section has no income to fall short.
  return !checks || !Object.keys(checks(form.getModel())).some((name) => visible.has(name));
}

/** The address prefixes of a schema: parents of fields of type `address` (the street with suggestions). */
export function getAddressPrefixes(schema: FormSchema | null): string[] {
  const prefixes: string[] = [];
  const visit = (fields: FormSchema['children']) => {
    for (const field of fields ?? []) {
      if (field.type === 'address' && field.name?.endsWith('.line_1')) prefixes.push(field.name.slice(0, -7));
      if (field.children) visit(field.children);
    }
  };
  visit(schema?.children);
  return prefixes;
}

function findField(schema: FormSchema | null, type: string): { name?: string; url?: string } | undefined {
  let found: { name?: string; url?: string } | undefined;
  const visit = (fields: FormSchema['children']) => {
    for (const field of fields ?? []) {
      if (!found && field.type === type && field.name) found = field;
      if (field.children) visit(field.children);
    }
  };
  visit(schema?.children);
  return found;
}

/**
 * Binds a step's behaviour to its form (01 §4, §5, §7, §8): address suggestions from 3 characters and
 * the zip lookup from 5 (500 ms, failures silent) for every address in the schema; the routing lookup at
 * 9 digits filling or clearing the bank name, with the server error in a red alert; the HVAC clearing
 * rules applied to the form as soon as home or ownership type change; the copy of the home address with
 * its failure alert; removal confirmations for the second income and the co-applicant; and an address
 * change reported through `onAddressChange` 1500 ms after the last edit of an address. (The income checks
 * are the engine's `checks`: see `createIncomeChecks`.)
 */
export function createStepBehaviour(options: StepBehaviourOptions): StepBehaviour {
  let config = { ...options };
  const { form } = options;
  const text = (code: string) => t(code, undefined, config.locale);
  const store = createStore<StepBehaviourState>({
    suggestions: {},
    routing: { bankName: '', loading: false, error: null },
    copyError: null,
    pendingRemoval: null,
  });
  const lookups = new Map<string, AddressLookup>();
  let routing: RoutingLookup | null = null;
  let unbind: (() => void)[] = [];
  let boundSchema: FormSchema | null = null;

  const fillAddress = (prefix: string, address: LookedUpAddress) => {
    for (const part of ADDRESS_PARTS) {
      if (address[part] !== undefined) form.setValue(`${prefix}.${part}`, address[part]);
    }
  };

  const readAddress = (prefix: string): LookedUpAddress => {
    const address: LookedUpAddress = {};
    for (const part of ADDRESS_PARTS) {
      const value = form.getField(`${prefix}.${part}`)?.value;
      if (value !== undefined && value !== null) address[part] = String(value);
    }
    return address;
  };

  /** Calls `run` with the field's value whenever it changes (not on other state changes). */
  const watch = (name: string, run: (value: unknown) => void) => {
    let last = form.getField(name)?.value;
    unbind.push(
      form.subscribeField(name, () => {
        const value = form.getField(name)?.value;
        if (Object.is(value, last)) return;
        last = value;
        run(value);
      }),
    );
  };

  function bind(schema: FormSchema | null): void {
    for (const off of unbind) off();
    unbind = [];
    for (const lookup of lookups.values()) lookup.dispose();
    lookups.clear();
    routing?.dispose();
    routing = null;
    boundSchema = schema;
    if (!schema) return;

    for (const prefix of getAddressPrefixes(schema)) {
      const lookup = createAddressLookup({
        transport: config.transport,
        timers: options.timers,
        onAddress: (address) => fillAddress(prefix, address),
        onZip: ({ city, state }) => fillAddress(prefix, { city, state }),
        onAddressChange: (address) => config.onAddressChange?.(prefix, address),
      });
      lookups.set(prefix, lookup);
      unbind.push(
        lookup.subscribe(() =>
          store.setState((s) => ({
            ...s,
            suggestions: { ...s.suggestions, [prefix]: lookup.getState().suggestions },
          })),
        ),
      );
      watch(`${prefix}.line_1`, (value) => lookup.typeAddress(String(value ?? '')));
      watch(`${prefix}.code`, (value) => lookup.typeZip(String(value ?? '')));
      for (const part of [...ADDRESS_PARTS, 'line_2']) {
        if (!form.getField(`${prefix}.${part}`)) continue;
        watch(`${prefix}.${part}`, () => lookup.changeAddress(readAddress(prefix)));
      }
    }

    const routingField = findField(schema, 'routing');
    if (routingField?.name) {
      const bankField = routingField.name.replace(/routing_number$/, 'bank_name');
      const lookup = createRoutingLookup({
        transport: config.transport,
        path: routingField.url,
        storeId: config.storeId,
        fallbackError: text('errors.routing.lookupFailed'),
        onBankName: (bankName) => form.setValue(bankField, bankName),
      });
      routing = lookup;
      unbind.push(lookup.subscribe(() => store.setState({ routing: lookup.getState() })));
      watch(routingField.name, (value) => void lookup.setRoutingNumber(value));
    }

    if (form.getField(`${HVAC_PREFIX}.home_type`)) {
      const clear = () => {
        const ownership = getPath(readAllValues(form), HVAC_PREFIX) as HvacHomeOwnership | undefined;
        for (const name of getHvacClearedFields(ownership)) form.setValue(name, null);
      };
      watch(`${HVAC_PREFIX}.home_type`, clear);
      watch(`${HVAC_PREFIX}.ownership_type`, clear);
    }
  }

  // Bound to the form only while mounted, so an instance that is never mounted fires no lookups.
  store.onMount(() => {
    const offForm = form.subscribe(() => {
      const schema = form.getState().schema;
      if (schema !== boundSchema) bind(schema);
    });
    bind(form.getState().schema);
    return () => {
      offForm();
      bind(null);
    };
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    async chooseSuggestion(prefix, suggestion) {
      await lookups.get(prefix)?.choose(suggestion);
    },
    async copyHomeAddress(prefix) {
      store.setState({ copyError: null });
      const result = await config.transport({ path: HOME_ADDRESS_PATH });
      const location = result.status ? getPath(result.data, 'applicant.location') : null;
      const complete =
        location &&
        typeof location === 'object' &&
        ADDRESS_PARTS.every((part) => Boolean((location as Record<string, unknown>)[part]));
      if (store.disposed) return false;
      if (!complete) {
        store.setState({ copyError: text('errors.address.copyFailed') });
        return false;
      }
      fillAddress(prefix, location as LookedUpAddress);
      const line2 = (location as Record<string, unknown>).line_2;
      if (line2 !== undefined) form.setValue(`${prefix}.line_2`, line2);
      return true;
    },
    setToggle(name, value) {
      const confirmed = CONFIRMED_TOGGLES[name];
      const current = form.getField(name)?.value;
      if (!value && confirmed && (current === true || current === 1 || current === '1')) {
        store.setState({
          pendingRemoval: { name, message: formatMessage(confirmed.message, config.locale) },
        });
        return;
      }
      form.setValue(name, value);
    },
    confirmRemoval() {
      const pending = store.getState().pendingRemoval;
      if (!pending) return;
      form.setValue(pending.name, false);
      for (const name of CONFIRMED_TOGGLES[pending.name]?.clears ?? []) form.setValue(name, null);
      store.setState({ pendingRemoval: null });
    },
    cancelRemoval() {
      store.setState({ pendingRemoval: null });
    },
    update(next) {
      config = { ...config, ...next };
      routing?.update({ transport: config.transport, storeId: config.storeId });
      for (const lookup of lookups.values()) lookup.update({ transport: config.transport });
    },
  };
}
