import type { ApiTransport } from '../api/types';
import type { NavigatePort } from '../checkout/ports';
import { formatMessage, type Locale } from '../messages';
import { getItemServices, type DeliveryChoice, type ServiceAnswer } from '../rules/checkout-delivery';
import { formatCheckoutText } from '../rules/checkout-text';
import type { DeliveryService } from '../rules/delivery';
import type { SessionState, SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';
import {
  createDeliverySchedule,
  getDeliveryCartItems,
  type DeliveryCancelPayload,
  type DeliveryCartItem,
  type DeliverySchedule,
  type DeliveryScheduleAddress,
  type DeliveryScheduleMemory,
  type DeliveryScheduleOutcome,
} from './delivery-schedule';

/** One cart item as the delivery screen shows it. */
export interface DeliveryItemView {
  sku: string;
  description: string;
  quantity: number;
  /** Parts that come with the item; absent when it has none. */
  requiredParts?: DeliveryCartItem['required_parts'];
  /** The services the item can use once availability is known. */
  services: DeliveryService[];
  /** The item-unavailable notice (02 §8) in the locale; null when the item stays in the contract. */
  notice: string | null;
}

/** What the delivery options screen shows: the state of {@link createDeliveryController}. */
export interface DeliveryView {
  /** 1 'Choose Professional Install/Delivery Services', 2 'Configure Services'. */
  step: 1 | 2;
  zip: string;
  address: DeliveryScheduleAddress;
  /** Whether availability is being looked up. */
  checking: boolean;
  /** Whether availability is known (a 5-digit zip whose lookup answered). */
  availabilityKnown: boolean;
  items: DeliveryItemView[];
  choices: Record<string, DeliveryChoice>;
  /** The services answer of step 2, by sku; empty before it. */
  services: Record<string, ServiceAnswer>;
  /** Errors by sku, `zip` and `form`, in the locale. */
  errors: Record<string, string>;
  /** Changes on each failed Continue or Submit, so the error summary takes focus again. */
  errorKey: number;
  /** Whether items have no fulfilment option (02 §8): then only Return to Retailer goes on. */
  missingOptions: boolean;
  /** Whether the services or schedule call runs (the footer's save status). */
  saving: boolean;
  /** The 'Lease Amount' modal's text (02 §8) in the locale; null when closed. */
  scheduleError: string | null;
}

/** Options of {@link createDeliveryController}; `locale` and `navigate` may change. */
export interface DeliveryControllerOptions {
  transport: ApiTransport;
  /** The session: its checkout gives the checkout id and the cart items, followed while mounted. */
  session: SessionStore;
  /**
   * Where the page keeps the schedule, so Back and Forward onto the screen show the options as the shopper
   * left them; one schedule per checkout.
   */
  memory: DeliveryScheduleMemory;
  /** Goes to a route name of the routing rules (`checkout/lease`). */
  navigate: NavigatePort;
  /** Reloads the checkout record; called once the schedule is accepted, before the lease opens. */
  reload: () => Promise<unknown>;
  /** The texts' locale; English by default. */
  locale?: Locale;
}

/** The delivery options' controller: the view and the screen's actions. */
export interface DeliveryController extends ReadableStore<DeliveryView> {
  setZip(zip: string): void;
  setAddress(field: keyof DeliveryScheduleAddress, value: string): void;
  setService(sku: string, service: DeliveryService): void;
  changeChoice(sku: string, patch: Partial<DeliveryChoice>): void;
  toggleDeliveryType(sku: string, type: string, checked: boolean): void;
  /** Step 1 Continue. */
  continue(): Promise<void>;
  /** Step 2 Back: to step 1, choices kept. */
  back(): void;
  /** Step 2 Submit and Continue to Lease: once the schedule is accepted, the checkout reloads and the lease opens. */
  submit(): Promise<void>;
  /** The save hint's 'click here': the last Continue or Submit again, choices as they are. */
  retry(): Promise<void>;
  /** The payload 'Return to Retailer' cancels with (02 §8). */
  getCancelPayload(): DeliveryCancelPayload;
  /** Takes the options that follow the app (locale, navigation). */
  update(options: Partial<Pick<DeliveryControllerOptions, 'locale' | 'navigate'>>): void;
}

const checkoutIdOf = (session: SessionState) => session.checkout?.id ?? null;
const itemsOf = (session: SessionState) => getDeliveryCartItems(session.checkout?.cart?.items);

/**
 * The delivery options (02 §2, §4, §5, §7, §8) over core's delivery schedule: the zip lookup, both
 * steps' validation and calls, the item notices, every text in the locale. The schedule is the one the
 * page keeps for this checkout when there is one, so Back and Forward onto the screen show the options
 * as the shopper left them; `mount()` keeps it (replacing one of another checkout) and follows the
 * session's checkout. Once the schedule is accepted, the checkout reloads and the lease opens.
 */
export function createDeliveryController(options: DeliveryControllerOptions): DeliveryController {
  const { session, memory } = options;
  let current = { ...options };
  const start = session.getState();
  const checkoutId = checkoutIdOf(start);
  const key = checkoutId == null ? '' : String(checkoutId);
  // The factory only reads the memory: a controller made and dropped keeps nothing.
  const schedule: DeliverySchedule =
    key && memory.checkoutId === key && memory.schedule
      ? memory.schedule
      : createDeliverySchedule({ transport: options.transport, checkoutId, items: itemsOf(start) });

  function viewOf(): DeliveryView {
    const state = schedule.getState();
    const { locale } = current;
    const format = (message: Parameters<typeof formatCheckoutText>[0]) => formatCheckoutText(message, locale);
    return {
      step: state.step,
      zip: state.zip,
      address: state.address,
      checking: state.checking,
      availabilityKnown: state.availability !== null,
      items: state.items.map((item) => {
        const notice = state.notices[item.sku];
        return {
          sku: item.sku,
          description: item.description,
          quantity: item.quantity,
          ...(item.required_parts ? { requiredParts: item.required_parts } : {}),
          services: getItemServices(state.availability?.[item.sku]),
          notice: notice ? formatMessage(notice, locale) : null,
        };
      }),
      choices: state.choices,
      services: state.answers ?? {},
      errors: Object.fromEntries(
        Object.entries(state.errors).map(([field, message]) => [field, format(message)]),
      ),
      errorKey: state.errorKey,
      missingOptions: state.missing.length > 0,
      saving: state.saving,
      scheduleError: state.scheduleError ? format(state.scheduleError) : null,
    };
  }

  async function run(action: () => Promise<DeliveryScheduleOutcome>) {
    if ((await action()) !== 'scheduled') return;
    await current.reload();
    current.navigate('checkout/lease');
  }

  const store = createStore<DeliveryView>(viewOf());
  const sync = () => store.setState(viewOf());
  store.onMount(() => {
    if (key && memory.schedule !== schedule) {
      memory.schedule?.dispose();
      memory.checkoutId = key;
      memory.schedule = schedule;
    }
    return schedule.mount();
  });
  store.onMount(() => {
    // A kept schedule takes the checkout as it is now; after that the cart is read again only when the
    // checkout record changes (a reload), not on every session write.
    let checkout: SessionState['checkout'] | undefined;
    let followed = false;
    const follow = () => {
      const next = session.getState();
      if (followed && next.checkout === checkout) return;
      followed = true;
      checkout = next.checkout;
      schedule.update({ checkoutId: checkoutIdOf(next), items: itemsOf(next) });
    };
    follow();
    sync();
    const stopSession = session.subscribe(follow);
    const stopSchedule = schedule.subscribe(sync);
    return () => {
      stopSession();
      stopSchedule();
    };
  });

  // A kept schedule outlives the screen; one that could not be kept (no checkout) ends with it.
  store.onDispose(() => {
    if (memory.schedule !== schedule) schedule.dispose();
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setZip: schedule.setZip,
    setAddress: schedule.setAddress,
    setService: schedule.setService,
    changeChoice: schedule.changeChoice,
    toggleDeliveryType: schedule.toggleDeliveryType,
    continue: () => run(schedule.continue),
    back: schedule.back,
    submit: () => run(schedule.submit),
    retry: () => run(schedule.retry),
    getCancelPayload: schedule.getCancelPayload,
    update(next) {
      const relabel = next.locale !== undefined && next.locale !== current.locale;
      current = { ...current, ...next };
      if (relabel) sync();
    },
  };
}
