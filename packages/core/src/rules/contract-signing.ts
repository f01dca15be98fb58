// Contract preview, e-sign and discard (02 §2, §4, §7, §8).
import { CHECKOUT_STATUS } from './checkout';
import { parseInteger } from './values';
import { getServerText, type CheckoutText } from './checkout-text';
import { TECHNICIAN_FIELDS, type Technician } from './lease-summary';

/**
 * The contract preview frame's address (02 §7): `/apply-v2/checkout/{id}/preview` with the apply token
 * and client id in the query (a frame cannot send headers). `baseUrl` is the API's prefix ('' by default).
 */
export function getContractPreviewUrl(input: {
  checkoutId: string | number;
  token: string | null | undefined;
  clientId: string | null | undefined;
  baseUrl?: string;
}): string {
  const query = new URLSearchParams({ apply_token: input.token ?? '', client_id: input.clientId ?? '' });
  return `${input.baseUrl ?? ''}/apply-v2/checkout/${encodeURIComponent(String(input.checkoutId))}/preview?${query.toString()}`;
}

/** The e-sign failure text (02 §8): the server's error, else 'Unable to generate Contract'. */
export function getEsignErrorText(result: { error?: unknown } | null | undefined): CheckoutText {
  return getServerText(result, 'errors.esign.failed');
}

/**
 * The technician's field errors of a failed e-sign (01 §6: the server refuses an HVAC contract without a
 * valid technician with a 422 keyed `technician.name`, `technician.phone`…): the first message of each
 * technician field, or null when the answer carries none, so the lease summary can show them on the
 * technician form instead of a bare failure.
 */
export function getTechnicianServerErrors(
  result: { code?: unknown; fieldErrors?: Record<string, string[]> | null } | null | undefined,
): Partial<Record<keyof Technician, string>> | null {
  if (parseInteger(result?.code) !== 422 || !result?.fieldErrors) return null;
  const errors: Partial<Record<keyof Technician, string>> = {};
  for (const field of TECHNICIAN_FIELDS) {
    const message = result.fieldErrors[`technician.${field}`]?.[0];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * What Discard Contract does next (02 §4): at the e-sign step (`LEASE_ESIGNATURE`, 13) the e-sign is
 * regenerated; at any
 * other step the shopper returns to the lease screen.
 */
export function getDiscardOutcome(currentStep: unknown): 'regenerate' | 'checkout/lease' {
  return parseInteger(currentStep) === CHECKOUT_STATUS.LEASE_ESIGNATURE ? 'regenerate' : 'checkout/lease';
}
