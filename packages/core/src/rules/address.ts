/** The parts of a postal address that {@link formatAddress} shows; any other field is ignored. */
export interface AddressParts {
  line_1?: unknown;
  line_2?: unknown;
  city?: unknown;
  state?: unknown;
  code?: unknown;
}

/** A part as text: strings trimmed, finite numbers (a zip sent as a number) printed, anything else blank. */
function part(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A postal address on one line, the one formatter of the app: 'line 1, line 2, city, state zip'. Blank
 * or missing parts are left out with their separators; values are plain text (never markup), so a
 * hostile value shows as typed. Anything that is not an object gives ''.
 */
export function formatAddress(address: AddressParts | null | undefined): string {
  if (!address || typeof address !== 'object') return '';
  const street = [part(address.line_1), part(address.line_2)].filter(Boolean).join(', ');
  const region = [part(address.state), part(address.code)].filter(Boolean).join(' ');
  return [street, part(address.city), region].filter(Boolean).join(', ');
}
