import type { MessageDescriptor } from '../messages';
import { isFlagSet } from './values';

/** A fulfilment service chosen per cart item (02 §2): Home Delivery, InStore Pick Up or Shipping. */
export type DeliveryService = 'delivery' | 'pickup' | 'shipping';

const DELIVERY_SERVICES: readonly DeliveryService[] = ['delivery', 'pickup', 'shipping'];

/** Whether a value (a radio's value, say) is a fulfilment service: delivery, pickup or shipping exactly. */
export function isDeliveryService(value: unknown): value is DeliveryService {
  return DELIVERY_SERVICES.some((service) => service === value);
}

/** The zip length that starts the availability lookup (02 §4, §9). */
export const ZIP_CODE_LENGTH = 5;

/** The cancel code sent when items have no fulfilment option (02 §8). */
export const E_MISSING_OPTIONS = 'E_MISSING_OPTIONS';

/** The cancel message sent with E_MISSING_OPTIONS (02 §8); it goes to the server, so it stays English. */
export const E_MISSING_OPTIONS_MESSAGE = 'One or more items do not have fulfillment options available.';

/**
 * Whether a zip is ready for the availability lookup (02 §4 "the zip must be 5 characters"): exactly 5
 * digits once surrounding spaces are trimmed. Five characters of junk do not start a call.
 */
export function canFetchAvailability(zip: unknown): boolean {
  return typeof zip === 'string' && /^\d{5}$/.test(zip.trim());
}

/** The per-sku flags of GET /api/v1/bestbuy/productavailability (02 §7). */
export interface SkuAvailability {
  'available-for-delivery'?: unknown;
  'available-for-shipping'?: unknown;
  'available-for-pickup'?: unknown;
}

/** The services an item can use, from its availability flags, in the order Home Delivery, Pick Up, Shipping. */
export function getAvailableServices(availability: SkuAvailability | null | undefined): DeliveryService[] {
  const services: DeliveryService[] = [];
  if (isFlagSet(availability?.['available-for-delivery'])) services.push('delivery');
  if (isFlagSet(availability?.['available-for-pickup'])) services.push('pickup');
  if (isFlagSet(availability?.['available-for-shipping'])) services.push('shipping');
  return services;
}

/** The skus (in cart order) that have no fulfilment service at all; a sku missing from the answer has none. */
export function getItemsWithoutFulfilment(
  skus: readonly string[],
  availabilityBySku: Record<string, SkuAvailability | null | undefined> | null | undefined,
): string[] {
  return skus.filter((sku) => getAvailableServices(availabilityBySku?.[sku]).length === 0);
}

/**
 * The cancel payload for items without fulfilment (02 §8): code E_MISSING_OPTIONS and the message 'One or
 * more items do not have fulfillment options available.', with the affected skus.
 */
export function getMissingOptionsCancelPayload(skus: readonly string[]): {
  code: typeof E_MISSING_OPTIONS;
  message: string;
  skus: string[];
} {
  return { code: E_MISSING_OPTIONS, message: E_MISSING_OPTIONS_MESSAGE, skus: [...skus] };
}

/** The parts of a failed call that decide what a checkout screen does next (02 §7, §8; 04). */
export interface CheckoutCallFailure {
  /** The HTTP status of the answer. */
  code: number;
  /** The answer's `data` (where `data.code` names the error, e.g. E_MISSING_OPTIONS). */
  data?: unknown;
}

/** The status of an answer the host already hears about as CHECKOUT_ERROR (04: a 406 with data.code). */
const HOST_ERROR_STATUS = 406;

/** The status of the lease or schedule answer when an item has no fulfilment option left. */
const MISSING_OPTIONS_STATUS = 409;

function getDataCode(data: unknown): unknown {
  return data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
}

/**
 * What the Lease Summary does when GET …/lease fails (02 §7, §8): `delivery` for a 409 with
 * E_MISSING_OPTIONS (the delivery choices must be made again), `host` for a 406 (the host already gets
 * CHECKOUT_ERROR, so no modal), else `modal` (the 'Error' modal with Return to Retailer).
 */
export function getLeaseFailureAction(result: CheckoutCallFailure): 'delivery' | 'host' | 'modal' {
  if (result.code === MISSING_OPTIONS_STATUS && getDataCode(result.data) === E_MISSING_OPTIONS) {
    return 'delivery';
  }
  return result.code === HOST_ERROR_STATUS ? 'host' : 'modal';
}

/**
 * What the delivery screen does when POST /api/v1/bestbuy/schedule fails with anything but field errors
 * (02 §7, §8): whether the 'Lease Amount' modal opens (not for a 406, which the host hears about as
 * CHECKOUT_ERROR), and the payload its Return to Retailer cancels with: E_MISSING_OPTIONS and its message
 * for the given skus when the answer names that code, else no code (an empty payload).
 */
export function getScheduleFailure(
  result: CheckoutCallFailure,
  skus: readonly string[],
): { modal: boolean; cancel: { code?: string; message?: string } } {
  let cancel: { code?: string; message?: string } = {};
  if (getDataCode(result.data) === E_MISSING_OPTIONS) {
    const { code, message } = getMissingOptionsCancelPayload(skus);
    cancel = { code, message };
  }
  return { modal: result.code !== HOST_ERROR_STATUS, cancel };
}

/** One item's delivery selection (02 §3 "delivery selections per sku"). */
export interface DeliverySelection {
  type?: DeliveryService | (string & {}) | null;
  pickup_store?: unknown;
  shipment?: unknown;
  selected_deliveries?: readonly unknown[] | null;
  window?: unknown;
}

/** A delivery validation failure: the message and the sku it is about (null when it is about the form). */
export interface DeliveryError {
  sku: string | null;
  message: MessageDescriptor;
}

/** The address fields shipping needs (02 §5: city, line 1, state). */
export interface ShippingAddress {
  city?: unknown;
  line_1?: unknown;
  state?: unknown;
}

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return value != null && value !== false;
}

/** Whether an address is complete enough for shipping (02 §5): city, line 1 and state are all filled. */
export function isFullShippingAddress(address: ShippingAddress | null | undefined): boolean {
  return isFilled(address?.city) && isFilled(address?.line_1) && isFilled(address?.state);
}

/**
 * Step 1 validation, services chosen per item (02 §5), first failure only:
 * - no available item has a service → 'Please select at least one service!';
 * - some available item has none → 'Please select at least one service per available item!' (with that sku);
 * - a shipping choice without a full address (city, line 1, state) → 'Full address is required for shipping!'.
 * Items without any fulfilment option are not passed in `availableSkus`: they leave the contract instead.
 * Null when the choices are valid or there is nothing to choose.
 */
export function validateServiceChoices(
  availableSkus: readonly string[],
  selections: Record<string, DeliverySelection | null | undefined> | null | undefined,
  address: ShippingAddress | null | undefined,
): DeliveryError | null {
  if (availableSkus.length === 0) return null;
  const missing = availableSkus.filter((sku) => !isFilled(selections?.[sku]?.type));
  if (missing.length === availableSkus.length) {
    return { sku: null, message: { code: 'delivery.selectService' } };
  }
  if (missing.length > 0) {
    return { sku: missing[0] ?? null, message: { code: 'delivery.selectServicePerItem' } };
  }
  const shipping = availableSkus.find((sku) => selections?.[sku]?.type === 'shipping');
  if (shipping !== undefined && !isFullShippingAddress(address)) {
    return { sku: shipping, message: { code: 'delivery.fullAddressRequired' } };
  }
  return null;
}

/**
 * Step 2 validation, services configured (02 §5), first failure in item order:
 * - pickup without a store → 'Please select at lease one store' (verbatim, typo included);
 * - home delivery without a delivery type or time window → 'Please select at least one delivery type/date
 *   and time of delivery';
 * - shipping without a shipment type → 'Please select at least one shipment type'.
 * Null when every item is configured.
 */
export function validateServiceConfiguration(
  skus: readonly string[],
  selections: Record<string, DeliverySelection | null | undefined> | null | undefined,
): DeliveryError | null {
  for (const sku of skus) {
    const selection = selections?.[sku];
    if (!selection) continue;
    if (selection.type === 'pickup' && !isFilled(selection.pickup_store)) {
      return { sku, message: { code: 'delivery.selectStore' } };
    }
    if (selection.type === 'delivery') {
      const types = Array.isArray(selection.selected_deliveries) ? selection.selected_deliveries : [];
      if (types.length === 0 || !isFilled(selection.window)) {
        return { sku, message: { code: 'delivery.selectDeliveryTypeAndWindow' } };
      }
    }
    if (selection.type === 'shipping' && !isFilled(selection.shipment)) {
      return { sku, message: { code: 'delivery.selectShipmentType' } };
    }
  }
  return null;
}

/** Whether a delivery type id is the haul-away service ("haul away", "haul-away", "HAUL_AWAY", any case). */
export function isHaulAwayType(type: unknown): boolean {
  return typeof type === 'string' && /haul[\s_-]*away/i.test(type);
}

/**
 * Whether haul-away may be selected (02 §5): only once another (non-haul-away) delivery type is chosen.
 * `isHaulAway` tells haul-away ids apart; by default `isHaulAwayType`.
 */
export function isHaulAwaySelectable(
  selectedTypes: readonly unknown[] | null | undefined,
  isHaulAway: (type: unknown) => boolean = isHaulAwayType,
): boolean {
  return Array.isArray(selectedTypes) && selectedTypes.some((type) => !isHaulAway(type));
}

/**
 * The selected delivery types with haul-away dropped when no other type remains (02 §5), so removing the
 * last real delivery type also removes haul-away. Returns a new array.
 */
export function pruneHaulAway<T>(
  selectedTypes: readonly T[],
  isHaulAway: (type: unknown) => boolean = isHaulAwayType,
): T[] {
  return isHaulAwaySelectable(selectedTypes, isHaulAway)
    ? [...selectedTypes]
    : selectedTypes.filter((type) => !isHaulAway(type));
}
