import type { ApiTransport } from '../api/types';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';
import type {
  AddressPlaceResponse,
  AddressSuggestionsQuery,
  RoutingLookupQuery,
  ZipLookupRequest,
} from '../contract';
import {
  addressPlaceCall,
  addressSuggestionsCall,
  routingLookupCall,
  zipLookupCall,
} from '../contract/calls/application';

/** Address suggestions start at 3 characters (01 §5, §9). */
export const ADDRESS_SUGGESTION_MIN_CHARS = 3;
/** The zip lookup starts at 5 characters (01 §5, §9). */
export const ZIP_LOOKUP_MIN_CHARS = 5;
/** Suggestion and zip lookups wait 500 ms after the last keystroke (01 §9). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;
/** An address change is reported 1500 ms after the last edit (01 §9). */
export const ADDRESS_CHANGE_DEBOUNCE_MS = 1500;
/** The routing number is looked up at exactly 9 digits (01 §5, 02 §5). */
export const ROUTING_NUMBER_LENGTH = 9;

/** Address lookup calls (01 §7). */
export const ADDRESS_PATHS = {
  suggestions: '/api/v1/addresses/suggestions',
  place: '/api/v1/addresses/place/{placeId}',
  zip: '/api/v1/addresses/zip',
} as const;

/** The routing lookup of 01 §7 (`/{prefix}/system/applications/banking/routing`) with the default prefix. */
export const DEFAULT_ROUTING_PATH = '/leasekit/system/applications/banking/routing';

/** An address as the lookups fill it. */
export interface LookedUpAddress {
  line_1?: string;
  city?: string;
  state?: string;
  code?: string;
}

/** One address suggestion: its text and the place id to resolve it. */
export interface AddressSuggestion {
  text: string;
  placeId: string;
}

/** State of the address lookup. */
export interface AddressLookupState {
  suggestions: AddressSuggestion[];
  /** The term the suggestions are for. */
  term: string;
  loading: boolean;
}

/** Options of {@link createAddressLookup}. */
export interface AddressLookupOptions {
  transport: ApiTransport;
  /** Receives the street, city, state and zip of a chosen suggestion. */
  onAddress?: (address: LookedUpAddress) => void;
  /** Receives the city and state of a looked-up zip. */
  onZip?: (found: { city?: string; state?: string }) => void;
  /** Receives the address 1500 ms after its last change. */
  onAddressChange?: (address: LookedUpAddress) => void;
  /** Injected timers for the debounces; the global ones by default. */
  timers?: Timers;
}

/** The address lookup store. */
export interface AddressLookup extends ReadableStore<AddressLookupState> {
  /** The street address was typed: suggestions after a 500 ms pause from 3 characters. */
  typeAddress(term: string): void;
  /** A suggestion was chosen: resolves its place and fills the address. Returns whether it did. */
  choose(suggestion: AddressSuggestion): Promise<boolean>;
  /** The zip was typed: city and state after a 500 ms pause from 5 characters. */
  typeZip(zip: string): void;
  /** Any address field changed: reported through `onAddressChange` after a 1500 ms pause. */
  changeAddress(address: LookedUpAddress): void;
  /** Pushes new callbacks or transport. */
  update(options: Partial<Omit<AddressLookupOptions, 'timers'>>): void;
}

/** Reads a place's address components (01 §7) into street, city, state and zip. */
export function parsePlace(place: AddressPlaceResponse): LookedUpAddress {
  const components = place.result.address_components;
  const find = (type: string, short = false): string | undefined => {
    const hit = components.find((component) => component.types.includes(type));
    return hit ? (short ? hit.short_name : hit.long_name) : undefined;
  };
  const street = [find('street_number'), find('route')].filter(Boolean).join(' ');
  return {
    line_1: street || undefined,
    city: find('locality'),
    state: find('administrative_area_level_1', true),
    code: find('postal_code'),
  };
}

/**
 * Creates the address lookup (01 §5, §7–9): suggestions from 3 characters and the zip lookup from 5
 * characters, each 500 ms after the last keystroke; a chosen suggestion is resolved to street, city,
 * state and zip; an address change is reported after 1500 ms. Lookup failures are silently ignored
 * (01 §8): nothing the user typed changes. A response for an older term is dropped.
 */
export function createAddressLookup(options: AddressLookupOptions): AddressLookup {
  let config = { ...options };
  const timers = options.timers ?? globalTimers;
  const store = createStore<AddressLookupState>({ suggestions: [], term: '', loading: false });
  const handles: Record<'address' | 'zip' | 'change', unknown> = {
    address: undefined,
    zip: undefined,
    change: undefined,
  };
  let addressSeq = 0;
  let zipSeq = 0;

  const restart = (key: keyof typeof handles, run: () => void, ms: number) => {
    if (handles[key] !== undefined) timers.clearTimeout(handles[key]);
    handles[key] = timers.setTimeout(() => {
      handles[key] = undefined;
      run();
    }, ms);
  };
  store.onStop(() => {
    for (const handle of Object.values(handles)) if (handle !== undefined) timers.clearTimeout(handle);
  });

  async function suggest(term: string, seq: number): Promise<void> {
    store.setState({ loading: true });
    const result = await config.transport({
      path: ADDRESS_PATHS.suggestions,
      payload: { searchText: term } satisfies AddressSuggestionsQuery,
      answer: addressSuggestionsCall.answer,
    });
    if (store.disposed || seq !== addressSeq) return;
    const found = result.status ? Object.entries(result.data) : [];
    const suggestions = found.map(([text, placeId]) => ({ text, placeId }));
    store.setState({ suggestions, term, loading: false });
  }

  async function lookupZip(zip: string, seq: number): Promise<void> {
    const result = await config.transport({
      method: 'POST',
      path: ADDRESS_PATHS.zip,
      payload: { zip } satisfies ZipLookupRequest,
      answer: zipLookupCall.answer,
    });
    if (store.disposed || seq !== zipSeq || !result.status) return;
    config.onZip?.({ city: result.data.city, state: result.data.state });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    typeAddress(term) {
      const value = (term ?? '').trim();
      const seq = ++addressSeq;
      if (value.length < ADDRESS_SUGGESTION_MIN_CHARS) {
        if (handles.address !== undefined) timers.clearTimeout(handles.address);
        handles.address = undefined;
        store.setState({ suggestions: [], term: value, loading: false });
        return;
      }
      restart('address', () => void suggest(value, seq), ADDRESS_LOOKUP_DEBOUNCE_MS);
    },
    async choose(suggestion) {
      addressSeq++;
      store.setState({ suggestions: [], loading: false });
      const result = await config.transport({
        path: ADDRESS_PATHS.place,
        payload: { placeId: suggestion.placeId },
        answer: addressPlaceCall.answer,
      });
      const address = result.status ? parsePlace(result.data) : null;
      if (store.disposed || !address) return false;
      config.onAddress?.(address);
      return true;
    },
    typeZip(zip) {
      const digits = String(zip ?? '').replace(/\D/g, '');
      const seq = ++zipSeq;
      if (digits.length < ZIP_LOOKUP_MIN_CHARS) {
        if (handles.zip !== undefined) timers.clearTimeout(handles.zip);
        handles.zip = undefined;
        return;
      }
      restart('zip', () => void lookupZip(digits, seq), ADDRESS_LOOKUP_DEBOUNCE_MS);
    },
    changeAddress(address) {
      restart('change', () => config.onAddressChange?.(address), ADDRESS_CHANGE_DEBOUNCE_MS);
    },
    update(next) {
      config = { ...config, ...next };
    },
  };
}

/** State of the routing lookup. */
export interface RoutingLookupState {
  /** The bank name found, or '' (cleared) when the number is not 9 digits or the lookup failed. */
  bankName: string;
  loading: boolean;
  /** The server's error text of a failed lookup, for the red alert (01 §8), or null. */
  error: string | null;
}

/** Options of {@link createRoutingLookup}. */
export interface RoutingLookupOptions {
  transport: ApiTransport;
  /** The routing lookup path (the field's url); {@link DEFAULT_ROUTING_PATH} by default. */
  path?: string;
  /** The store id sent with the lookup; none by default. */
  storeId?: string | number | null;
  /** Receives the bank name to put in the form ('' clears it). */
  onBankName?: (bankName: string) => void;
  /** The alert text when the server sends none; 'An unknown error occurred'-style fallback by the caller. */
  fallbackError?: string;
}

/** The routing lookup store. */
export interface RoutingLookup extends ReadableStore<RoutingLookupState> {
  /** The routing number changed: looked up at 9 digits, else the bank name is cleared. */
  setRoutingNumber(value: unknown): Promise<void>;
  /** Pushes new options. */
  update(options: Partial<RoutingLookupOptions>): void;
}

/**
 * Creates the routing lookup (01 §5, §7, §8; 02 §5): a 9-digit routing number is looked up and its
 * data.bank_name fills the bank name; any other length clears the bank name. A failed lookup clears the
 * bank name and shows the server's error text in a red alert; a stale answer is dropped.
 */
export function createRoutingLookup(options: RoutingLookupOptions): RoutingLookup {
  let config = { ...options };
  const store = createStore<RoutingLookupState>({ bankName: '', loading: false, error: null });
  let seq = 0;
  let last: string | null = null;

  const setBank = (bankName: string, error: string | null) => {
    store.setState({ bankName, error, loading: false });
    config.onBankName?.(bankName);
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    async setRoutingNumber(value) {
      const digits = String(value ?? '').replace(/\D/g, '');
      if (digits === last) return;
      last = digits;
      const mine = ++seq;
      if (digits.length !== ROUTING_NUMBER_LENGTH) {
        setBank('', null);
        return;
      }
      store.setState({ loading: true, error: null });
      const result = await config.transport({
        path: config.path ?? DEFAULT_ROUTING_PATH,
        payload: {
          routing_number: digits,
          ...(config.storeId != null ? { store_id: config.storeId } : {}),
        } satisfies RoutingLookupQuery,
        answer: routingLookupCall.answer,
      });
      if (store.disposed || mine !== seq) return;
      const bankName = result.status ? result.data.bank_name : '';
      if (bankName) setBank(bankName, null);
      else setBank('', result.error || config.fallbackError || 'An unknown error occurred');
    },
    update(next) {
      config = { ...config, ...next };
    },
  };
}
