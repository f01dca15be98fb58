import type {
  DeliveryScheduleEntryRequest,
  DeliveryScheduleRequest,
  DeliveryServiceName,
  DeliveryServicesRequest,
} from '../contract';
import type { MessageDescriptor } from '../messages';
import { formatAddress } from './address';
import {
  getAvailableServices,
  getItemsWithoutFulfilment,
  isHaulAwaySelectable,
  isHaulAwayType,
  pruneHaulAway,
  type DeliveryService,
  type ShippingAddress,
  type SkuAvailability,
} from './delivery';
import { formatDeliveryPrice, formatShippingPrice } from './format';
import { parseAmountToCents } from './values';

/** The service names of the delivery calls (02 §7): Home Delivery, InStore Pick Up, Shipping. */
export const DELIVERY_API_TYPES: Record<DeliveryService, DeliveryServiceName> = {
  delivery: 'home-delivery',
  pickup: 'pickup',
  shipping: 'shipping',
};

/** One item's delivery choices on the two delivery steps (02 §3 "delivery selections per sku"). */
export interface DeliveryChoice {
  type: DeliveryService | null;
  pickup_store: string | number | null;
  shipment: string | null;
  selected_deliveries: string[];
  /** The date and time window; null until both are chosen. */
  window: { date: string; time: string } | null;
}

/** An item's choices before anything is picked. */
export function getEmptyDeliveryChoice(): DeliveryChoice {
  return { type: null, pickup_store: null, shipment: null, selected_deliveries: [], window: null };
}

/** The full address shipping needs (02 §5) plus the zip. */
export interface DeliveryAddress extends ShippingAddress {
  line_1?: string;
  city?: string;
  state?: string;
  code?: string;
}

/** The address as one line for the services call: 'line 1, city, state zip' (blank parts left out). */
export function getAddressLine(address: DeliveryAddress | null | undefined, zip?: string): string {
  const { line_1, city, state, code } = address ?? {};
  return formatAddress({ line_1, city, state, code: zip ?? code });
}

/**
 * The query of GET /api/v1/bestbuy/services (02 §7): `services` as `sku:type` pairs of the chosen items,
 * `code` the zip, `delivery_options` the distinct services chosen (`home-delivery,pickup`: the option lists
 * the answer must carry: delivery types and windows, pickup stores, shipment options) and `address` the
 * address line (sent only when some item ships).
 */
export function getServicesQuery(input: {
  zip: string;
  address?: DeliveryAddress | null;
  choices: Record<string, DeliveryChoice | undefined>;
  skus: readonly string[];
}): DeliveryServicesRequest {
  const pairs = input.skus.flatMap((sku) => {
    const type = input.choices[sku]?.type;
    return type ? [`${sku}:${DELIVERY_API_TYPES[type]}`] : [];
  });
  const options = [...new Set(pairs.map((pair) => pair.slice(pair.lastIndexOf(':') + 1)))];
  const query: DeliveryServicesRequest = {
    services: pairs.join(','),
    code: input.zip.trim(),
    delivery_options: options.join(','),
  };
  if (input.skus.some((sku) => input.choices[sku]?.type === 'shipping'))
    query.address = getAddressLine(input.address, input.zip.trim());
  return query;
}

/** What the services call says about one item (02 §7: per-sku type and data, or an error). */
export interface ServiceAnswer {
  type?: unknown;
  data?: {
    stores?: readonly { id: string | number; name?: string; address?: string }[] | null;
    'delivery-service'?: {
      types?: readonly { id: string; label?: string; price?: unknown }[];
      windows?: readonly { date: string; times: readonly string[] }[];
    } | null;
    options?: readonly { id: string; label?: string; price?: unknown }[] | null;
    /** The services quote this answer belongs to; the schedule sends it back as `exchange_id`. */
    exchange_id?: unknown;
  } | null;
  error?: unknown;
}

/**
 * The services quote to confirm (02 §7 schedule `exchange_id`): the first `data.exchange_id` of the
 * services answer that is a non-empty string of at most 100 characters, else null.
 */
export function getExchangeId(
  answers: Record<string, ServiceAnswer | null | undefined> | null | undefined,
): string | null {
  for (const answer of Object.values(answers ?? {})) {
    const id = answer?.data?.exchange_id;
    if (typeof id === 'string' && id.trim() && id.length <= 100) return id.trim();
  }
  return null;
}

/** The four item-unavailable notices (02 §8). */
export type ItemNoticeKind = 'noStoreStock' | 'cannotShip' | 'cannotDeliver' | 'notInStock';

const NOTICE_CODES: Record<ItemNoticeKind, MessageDescriptor['code']> = {
  noStoreStock: 'errors.item.noStoreStock',
  cannotShip: 'errors.item.cannotShip',
  cannotDeliver: 'errors.item.cannotDeliver',
  notInStock: 'errors.item.notInStock',
};

/** The item-unavailable notice of a kind for an item's description (02 §8), ending 'The item will be removed from the contract.' */
export function getItemNotice(kind: ItemNoticeKind, item: string): MessageDescriptor {
  return { code: NOTICE_CODES[kind], params: { item } };
}

/**
 * Item-unavailable notices (02 §8), keyed by sku: an item with no fulfilment option at all is not in
 * stock; an item whose chosen service came back without data is, by that service, without a store
 * having stock (pickup), not shippable (shipping) or not deliverable (home delivery).
 */
export function getItemNotices(input: {
  items: readonly { sku: string; description?: string }[];
  availability?: Record<string, SkuAvailability | null | undefined> | null;
  services?: Record<string, ServiceAnswer | null | undefined> | null;
}): Record<string, MessageDescriptor> {
  const notices: Record<string, MessageDescriptor> = {};
  const describe = (sku: string) => input.items.find((item) => item.sku === sku)?.description || sku;
  if (input.availability) {
    for (const sku of getItemsWithoutFulfilment(
      input.items.map((item) => item.sku),
      input.availability,
    ))
      notices[sku] = getItemNotice('notInStock', describe(sku));
  }
  for (const [sku, answer] of Object.entries(input.services ?? {})) {
    if (!answer || answer.data) continue;
    const kind: ItemNoticeKind =
      answer.type === 'pickup' ? 'noStoreStock' : answer.type === 'shipping' ? 'cannotShip' : 'cannotDeliver';
    notices[sku] = getItemNotice(kind, describe(sku));
  }
  return notices;
}

/** The services an item may choose on step 1, from its availability (Home Delivery, Pick Up, Shipping). */
export function getItemServices(availability: SkuAvailability | null | undefined): DeliveryService[] {
  return getAvailableServices(availability);
}

/**
 * Toggles a delivery type (step 2): haul-away can be chosen only after another delivery type (02 §5), and
 * removing the last other type removes haul-away too. Returns the new list.
 */
export function toggleDeliveryType(selected: readonly string[], type: string, checked: boolean): string[] {
  if (checked) {
    if (selected.includes(type)) return [...selected];
    if (isHaulAwayType(type) && !isHaulAwaySelectable(selected)) return [...selected];
    return [...selected, type];
  }
  return pruneHaulAway(selected.filter((value) => value !== type));
}

/** A price of the services answer (dollars) in cents; null when unreadable. */
function priceCents(price: unknown): number | null {
  return parseAmountToCents(price);
}

/** A delivery type's price as shown (02 §5): 0.01 and free show as 0.00. */
export function getDeliveryTypePrice(price: unknown): string {
  return formatDeliveryPrice(priceCents(price));
}

/** A shipment option's price as shown (02 §5): free shows as 0.00. */
export function getShipmentPrice(price: unknown): string {
  const cents = priceCents(price);
  return formatShippingPrice(cents);
}

/** One schedule of POST /api/v1/bestbuy/schedule (02 §7). */
export type ScheduleEntry = DeliveryScheduleEntryRequest;

/**
 * The body of POST /api/v1/bestbuy/schedule (02 §7): checkout_id, exchange_id and one schedule per item
 * with its zip code and the fields of its service (delivery types and window; pickup store; shipment
 * and address).
 */
export function getSchedulePayload(input: {
  checkoutId: string | number;
  exchangeId?: string | null;
  zip: string;
  address?: DeliveryAddress | null;
  skus: readonly string[];
  choices: Record<string, DeliveryChoice | undefined>;
}): DeliveryScheduleRequest {
  const schedules = input.skus.flatMap((sku): ScheduleEntry[] => {
    const choice = input.choices[sku];
    if (!choice?.type) return [];
    const entry: ScheduleEntry = { sku, type: DELIVERY_API_TYPES[choice.type], zip_code: input.zip.trim() };
    if (choice.type === 'delivery') {
      entry.delivery_types = [...choice.selected_deliveries];
      entry.window = choice.window;
    } else if (choice.type === 'pickup') {
      entry.pickup_store = choice.pickup_store;
    } else {
      entry.shipment = choice.shipment;
      entry.address = { ...(input.address ?? {}), code: input.zip.trim() };
    }
    return [entry];
  });
  return { checkout_id: input.checkoutId, exchange_id: input.exchangeId ?? null, schedules };
}

/**
 * The schedule's 422 messages by sku (02 §5 texts, sent per `schedules.N.field`): the first message of
 * each schedule index, mapped to the sku at that index of `skus`. Messages without an index go under
 * `null`.
 */
export function getScheduleErrors(
  fieldErrors: Record<string, readonly string[] | string> | null | undefined,
  schedules: readonly { sku: string }[],
): { bySku: Record<string, string>; general: string | null } {
  const bySku: Record<string, string> = {};
  let general: string | null = null;
  for (const [key, value] of Object.entries(fieldErrors ?? {})) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text !== 'string' || !text) continue;
    const match = /^schedules\.(\d+)\./.exec(key);
    const sku = match ? schedules[Number(match[1])]?.sku : undefined;
    if (sku) bySku[sku] ??= text;
    else general ??= text;
  }
  return { bySku, general };
}
