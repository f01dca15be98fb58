import { createLatest } from '../api/latest';
import type { ApiResult, ApiTransport } from '../api/types';
import type { ProductAvailabilityRequest } from '../contract';
import {
  deliveryScheduleCall,
  deliveryServicesCall,
  productAvailabilityCall,
} from '../contract/calls/checkout';
import type { MessageDescriptor } from '../messages';
import {
  getEmptyDeliveryChoice,
  getExchangeId,
  getItemNotices,
  getScheduleErrors,
  getSchedulePayload,
  getServicesQuery,
  toggleDeliveryType,
  type DeliveryChoice,
  type ServiceAnswer,
} from '../rules/checkout-delivery';
import { getServerText, type CheckoutText } from '../rules/checkout-text';
import {
  canFetchAvailability,
  getItemsWithoutFulfilment,
  getMissingOptionsCancelPayload,
  getScheduleFailure,
  validateServiceChoices,
  validateServiceConfiguration,
  type DeliveryError,
  type DeliveryService,
  type SkuAvailability,
} from '../rules/delivery';
import { getCartLine } from '../rules/offers';
import { createStore, type ReadableStore } from '../stores/store';
import { readRecords, type CartItemRecord, type Received, type RequiredPartRecord } from '../contract';

/** GET: availability flags per sku for a zip (02 §7). */
const AVAILABILITY_PATH = '/api/v1/bestbuy/productavailability';
/** GET: the option lists of the chosen services (02 §7). */
const SERVICES_PATH = '/api/v1/bestbuy/services';
/** POST: the chosen schedules (02 §7). */
const SCHEDULE_PATH = '/api/v1/bestbuy/schedule';

/** A cart item as the delivery steps read it (02 §3 cart item, with its required parts). */
export interface DeliveryCartItem {
  sku: string;
  description: string;
  quantity: number;
  required_parts?: readonly { sku: string; description: string; quantity: number }[];
}

/**
 * The delivery steps' cart items from a received checkout cart's items (02 §3 cart item): an item needs a
 * text sku (one without has nothing to schedule and is left out, as is anything that is not an item); a
 * missing description reads as empty, and the quantity is counted as the cart total counts it (a missing
 * or junk quantity is 1). Required parts are read the same way; an item without a list has none.
 */
export function getDeliveryCartItems(items: unknown): DeliveryCartItem[] {
  const read = (item: Received<RequiredPartRecord>) => ({
    sku: typeof item.sku === 'string' ? item.sku : '',
    description: typeof item.description === 'string' ? item.description : '',
    quantity: getCartLine(item).quantity,
  });
  return readRecords<CartItemRecord>(items).flatMap((item) => {
    if (typeof item.sku !== 'string' || !item.sku) return [];
    const parts = Array.isArray(item.required_parts)
      ? readRecords<RequiredPartRecord>(item.required_parts)
          .map(read)
          .filter((part) => part.sku)
      : null;
    return [{ ...read(item), ...(parts ? { required_parts: parts } : {}) }];
  });
}

/** The address fields of step 1 (02 §5: shipping needs line 1, city and state). */
export interface DeliveryScheduleAddress {
  line_1: string;
  city: string;
  state: string;
}

/** The payload 'Return to Retailer' cancels the checkout with (02 §8); empty for a plain cancel. */
export interface DeliveryCancelPayload {
  code?: string;
  message?: string;
}

/** State of {@link createDeliverySchedule}. */
export interface DeliveryScheduleState {
  /** 1 'Choose Professional Install/Delivery Services', 2 'Configure Services' (02 §2); 1 at first. */
  step: 1 | 2;
  /** The cart items, in cart order. */
  items: readonly DeliveryCartItem[];
  /** The zip as typed; empty at first. */
  zip: string;
  /** The address as typed; empty at first. */
  address: DeliveryScheduleAddress;
  /** Availability per sku for the current zip; null until a 5-digit zip's lookup answered. */
  availability: Record<string, SkuAvailability> | null;
  /** Whether the availability lookup runs. */
  checking: boolean;
  /** Each item's choices, by sku; empty choices at first. */
  choices: Record<string, DeliveryChoice>;
  /** The services answer of Continue, by sku; null until then, and again when the zip or a service changes. */
  answers: Record<string, ServiceAnswer> | null;
  /**
   * The item-unavailable notices by sku (02 §8): an item without any fulfilment option, or one whose chosen
   * service came back without data. Such items leave the contract.
   */
  notices: Record<string, MessageDescriptor>;
  /** The skus without any fulfilment option (02 §8); then only Return to Retailer goes on. */
  missing: string[];
  /** The skus still in the contract (those without a notice), in cart order. */
  available: string[];
  /**
   * Errors by sku (inline and in the summary), `zip` for the availability lookup's failure and `form` for
   * the rest: catalogue messages, or the server's own text (02 §8).
   */
  errors: Record<string, CheckoutText>;
  /** Counts the failed Continues and Submits, so the error summary takes focus again; 0 at first. */
  errorKey: number;
  /** Whether the services or schedule call runs (the footer's save status, 02 §2). */
  saving: boolean;
  /** The schedule failure of the 'Lease Amount' modal (02 §8): the server's message or the fallback; null when closed. */
  scheduleError: CheckoutText | null;
}

/** Options of {@link createDeliverySchedule}. */
export interface DeliveryScheduleOptions {
  /** The API transport (`api.request`). */
  transport: ApiTransport;
  /** The checkout whose delivery is scheduled; the schedule is not sent without one. */
  checkoutId: string | number | null | undefined;
  /** The cart items; none by default. */
  items?: readonly DeliveryCartItem[];
}

/**
 * What an action ended with: `invalid` (the choices failed validation, nothing sent), `failed` (the call
 * failed; the errors or the modal say why), `busy` (a call already runs, or this one was dropped for a
 * retry or by dispose), `configure` (step 2 opened), `unavailable` (some chosen service came back
 * without data: the notices show and step 1 stays), `scheduled` (the schedule was accepted: the caller reloads the checkout and goes to the lease).
 */
export type DeliveryScheduleOutcome =
  'invalid' | 'failed' | 'busy' | 'configure' | 'unavailable' | 'scheduled';

/** The delivery schedule store. */
export interface DeliverySchedule extends ReadableStore<DeliveryScheduleState> {
  /** Sets the zip (the services answer is dropped); a 5-digit zip looks availability up, the latest zip winning. */
  setZip(zip: string): void;
  /** Sets one address field. */
  setAddress(field: keyof DeliveryScheduleAddress, value: string): void;
  /** Chooses an item's service: its other choices start empty and the services answer is dropped. */
  setService(sku: string, service: DeliveryService): void;
  /** Changes some of an item's choices (step 2: store, shipment, window). */
  changeChoice(sku: string, patch: Partial<DeliveryChoice>): void;
  /** Checks or unchecks a delivery type (haul-away only after another type, 02 §5). */
  toggleDeliveryType(sku: string, type: string, checked: boolean): void;
  /** Step 1 Continue: validates the services per item, then asks for their configuration. */
  continue(): Promise<DeliveryScheduleOutcome>;
  /** Step 2 Back: to step 1, choices kept. */
  back(): void;
  /** Step 2 Submit and Continue to Lease: validates the configuration, then POSTs the schedule. */
  submit(): Promise<DeliveryScheduleOutcome>;
  /**
   * The save hint's 'click here' (02 §2): sends the last Continue or Submit again with the choices as they
   * are, dropping the call that still runs; nothing is retyped.
   */
  retry(): Promise<DeliveryScheduleOutcome>;
  /**
   * The payload of 'Return to Retailer' (02 §8): E_MISSING_OPTIONS and its message when items have no
   * fulfilment option; after a schedule failure the payload that failure asks for; else empty.
   */
  getCancelPayload(): DeliveryCancelPayload;
  /** Replaces the checkout id or the cart items (e.g. after the checkout reloads). */
  update(options: Partial<Pick<DeliveryScheduleOptions, 'checkoutId' | 'items'>>): void;
}

type Core = Omit<DeliveryScheduleState, 'notices' | 'missing' | 'available'>;

/** The notices and the skus that follow from the items, availability and services answer. */
function derive(state: Core): DeliveryScheduleState {
  const skus = state.items.map((item) => item.sku);
  const notices = getItemNotices({
    items: state.items,
    availability: state.availability,
    services: state.answers,
  });
  return {
    ...state,
    notices,
    missing: state.availability ? getItemsWithoutFulfilment(skus, state.availability) : [],
    available: skus.filter((sku) => !notices[sku]),
  };
}

/** The first validation failure as the errors map: under its sku, or `form` when it is about the form. */
function toErrors(error: DeliveryError): Record<string, CheckoutText> {
  return { [error.sku ?? 'form']: error.message };
}

/** A failed call's text: the server's, else 'An unknown error occurred' (an error is never blank). */
function failureText(result: ApiResult<unknown>): CheckoutText {
  return getServerText(result, 'errors.unknown');
}

/**
 * Creates the delivery & install flow (02 §2, §4, §5, §7, §8). A 5-digit zip fetches availability per
 * sku (GET /api/v1/bestbuy/productavailability, the latest zip winning); items without any fulfilment get
 * the 'not in stock' notice and the checkout can only be cancelled, with E_MISSING_OPTIONS. Continue
 * validates one service per available item (and a full address for shipping), then GETs
 * /api/v1/bestbuy/services; when every item came back with data, step 2 opens, else the items without
 * data get their notice. Submit validates the configuration and POSTs /api/v1/bestbuy/schedule: a 422
 * shows its messages by item, a 406 is left to the host (CHECKOUT_ERROR), anything else opens the
 * 'Lease Amount' modal with the server's message or 'Unknown error occurred…'. Errors are catalogue codes
 * or the server's text, never formatted here.
 */
export function createDeliverySchedule(options: DeliveryScheduleOptions): DeliverySchedule {
  let current = { ...options };
  const initialItems = options.items ?? [];
  const store = createStore<DeliveryScheduleState>(
    derive({
      step: 1,
      items: initialItems,
      zip: '',
      address: { line_1: '', city: '', state: '' },
      availability: null,
      checking: false,
      choices: Object.fromEntries(initialItems.map((item) => [item.sku, getEmptyDeliveryChoice()])),
      answers: null,
      errors: {},
      errorKey: 0,
      saving: false,
      scheduleError: null,
    }),
  );
  const lookup = createLatest(current.transport);
  const save = createLatest(current.transport);
  let lastAction: (() => Promise<DeliveryScheduleOutcome>) | null = null;
  let scheduleCancel: DeliveryCancelPayload = {};
  store.onStop(() => {
    lookup.cancel();
    save.cancel();
  });

  const patchState = (patch: Partial<Core>) => store.setState((state) => derive({ ...state, ...patch }));

  const updateChoice = (sku: string, change: (choice: DeliveryChoice) => DeliveryChoice, patch = {}) =>
    store.setState((state) =>
      derive({
        ...state,
        ...patch,
        choices: { ...state.choices, [sku]: change(state.choices[sku] ?? getEmptyDeliveryChoice()) },
      }),
    );

  function fail(errors: Record<string, CheckoutText>, outcome: 'invalid' | 'failed') {
    store.setState((state) => ({ ...state, errors, errorKey: state.errorKey + 1, saving: false }));
    return outcome;
  }

  // 02 §4: a zip of 5 characters fetches availability; the latest zip wins.
  async function lookUpAvailability(): Promise<void> {
    const { zip, items } = store.getState();
    const skus = items.map((item) => item.sku);
    if (!canFetchAvailability(zip) || skus.length === 0) {
      lookup.cancel();
      patchState({ availability: null, checking: false });
      return;
    }
    patchState({ checking: true });
    const result = await lookup.request({
      path: AVAILABILITY_PATH,
      payload: { skus: skus.join(','), zip } satisfies ProductAvailabilityRequest,
      answer: productAvailabilityCall.answer,
    });
    if (!result || store.disposed) return;
    if (result.status) {
      // A lookup that answered makes an earlier lookup's failure stale.
      const errors = { ...store.getState().errors };
      delete errors.zip;
      patchState({ checking: false, availability: result.data.items, errors });
    } else {
      patchState({ checking: false, errors: { zip: failureText(result) } });
    }
  }

  async function continueToConfigure(): Promise<DeliveryScheduleOutcome> {
    lastAction = continueToConfigure;
    const state = store.getState();
    const error = validateServiceChoices(state.available, state.choices, state.address);
    if (error) {
      save.cancel();
      return fail(toErrors(error), 'invalid');
    }
    patchState({ errors: {}, saving: true });
    const result = await save.request({
      path: SERVICES_PATH,
      answer: deliveryServicesCall.answer,
      payload: getServicesQuery({
        zip: state.zip,
        address: state.address,
        choices: state.choices,
        skus: state.available,
      }),
    });
    if (!result || store.disposed) return 'busy';
    if (!result.status) {
      const field = result.fieldErrors?.address?.[0];
      return fail({ form: field ? { text: field } : failureText(result) }, 'failed');
    }
    const unavailable = Object.values(result.data).some((answer) => !answer.data);
    patchState({ saving: false, answers: result.data, ...(unavailable ? {} : { step: 2 as const }) });
    return unavailable ? 'unavailable' : 'configure';
  }

  async function submitSchedule(): Promise<DeliveryScheduleOutcome> {
    lastAction = submitSchedule;
    const state = store.getState();
    const error = validateServiceConfiguration(state.available, state.choices);
    if (error) {
      save.cancel();
      return fail(toErrors(error), 'invalid');
    }
    patchState({ errors: {} });
    const checkoutId = current.checkoutId;
    if (checkoutId == null) return 'failed';
    const payload = getSchedulePayload({
      checkoutId,
      exchangeId: getExchangeId(state.answers),
      zip: state.zip,
      address: state.address,
      skus: state.available,
      choices: state.choices,
    });
    patchState({ saving: true });
    const result = await save.request({
      method: 'POST',
      path: SCHEDULE_PATH,
      payload,
      answer: deliveryScheduleCall.answer,
    });
    if (!result || store.disposed) return 'busy';
    if (result.status) {
      patchState({ saving: false });
      return 'scheduled';
    }
    if (result.code === 422 && result.fieldErrors) {
      const mapped = getScheduleErrors(result.fieldErrors, payload.schedules);
      const errors: Record<string, CheckoutText> = Object.fromEntries(
        Object.entries(mapped.bySku).map(([sku, text]) => [sku, { text }]),
      );
      if (mapped.general) errors.form = { text: mapped.general };
      return fail(errors, 'failed');
    }
    const failure = getScheduleFailure(result, state.available);
    scheduleCancel = failure.cancel;
    // 02 §8: the server's message, else 'Unknown error occurred…', never an empty modal.
    patchState({
      saving: false,
      ...(failure.modal ? { scheduleError: getServerText(result, 'errors.unknownSubmit') } : {}),
    });
    return 'failed';
  }

  const guarded = (action: () => Promise<DeliveryScheduleOutcome>) => () =>
    store.disposed || store.getState().saving ? Promise.resolve<DeliveryScheduleOutcome>('busy') : action();

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setZip(zip) {
      if (store.disposed) return;
      patchState({ zip, answers: null });
      void lookUpAvailability();
    },
    setAddress(field, value) {
      store.setState((state) => ({ ...state, address: { ...state.address, [field]: value } }));
    },
    setService(sku, service) {
      updateChoice(sku, () => ({ ...getEmptyDeliveryChoice(), type: service }), { answers: null });
    },
    changeChoice(sku, patch) {
      updateChoice(sku, (choice) => ({ ...choice, ...patch }));
    },
    toggleDeliveryType(sku, type, checked) {
      updateChoice(sku, (choice) => ({
        ...choice,
        selected_deliveries: toggleDeliveryType(choice.selected_deliveries, type, checked),
      }));
    },
    continue: guarded(continueToConfigure),
    back() {
      patchState({ step: 1 });
    },
    submit: guarded(submitSchedule),
    retry() {
      if (store.disposed || !lastAction) return Promise.resolve('busy');
      return lastAction();
    },
    getCancelPayload() {
      const { missing, scheduleError } = store.getState();
      if (missing.length > 0) {
        const { code, message } = getMissingOptionsCancelPayload(missing);
        return { code, message };
      }
      return scheduleError !== null ? scheduleCancel : {};
    },
    update(next) {
      current = { ...current, ...next };
      if (!next.items) return;
      const items = next.items;
      const before = store.getState().items.map((item) => item.sku);
      store.setState((state) =>
        derive({
          ...state,
          items,
          choices: Object.fromEntries(
            items.map((item) => [item.sku, state.choices[item.sku] ?? getEmptyDeliveryChoice()]),
          ),
        }),
      );
      const skusChanged = items.map((item) => item.sku).join(',') !== before.join(',');
      if (skusChanged) void lookUpAvailability();
    },
  };
}

/**
 * Where a page keeps the delivery schedule between the delivery screen's visits: one schedule, for one
 * checkout, in memory only (never persisted). Empty (`{}`) at start-up.
 */
export interface DeliveryScheduleMemory {
  /** The checkout id the kept schedule belongs to; none by default. */
  checkoutId?: string;
  /** The kept schedule; none by default. */
  schedule?: DeliverySchedule;
}

/**
 * The delivery schedule for the checkout of `options`, kept in `memory`: the one made earlier for the
 * same checkout, with the zip, address, services and choices as the shopper left them, so Back from the
 * lease to the delivery options (docs/behaviour.md "Browser history") shows what was typed and nothing is
 * looked up or sent again until the shopper acts; otherwise a new schedule, which replaces the kept one (a
 * schedule of another checkout is dropped). Without a checkout id nothing is kept.
 */
export function getKeptDeliverySchedule(
  memory: DeliveryScheduleMemory,
  options: DeliveryScheduleOptions,
): DeliverySchedule {
  const checkoutId = options.checkoutId == null ? '' : String(options.checkoutId);
  if (checkoutId && memory.schedule && memory.checkoutId === checkoutId) return memory.schedule;
  const schedule = createDeliverySchedule(options);
  if (!checkoutId) return schedule;
  memory.schedule?.dispose();
  memory.checkoutId = checkoutId;
  memory.schedule = schedule;
  return schedule;
}
