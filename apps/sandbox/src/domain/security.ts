import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of 256 bits, URL-safe (apply tokens, link tokens, entry keys). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest of a value; tokens and API keys are stored only as this. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A PIN of `length` random digits (02 §9: 5). */
export function randomPin(length = 5): string {
  let pin = '';
  for (let i = 0; i < length; i += 1) pin += String(randomInt(0, 10));
  return pin;
}

/** A random salt for hashing a PIN. */
export function randomSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The salted hash of a PIN. */
export function hashPin(pin: string, salt: string): string {
  return sha256(`${salt}:${pin}`);
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Only the digits of a value. */
export function digits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * What an SSN is looked up by (digits only), or null for an incomplete one. Secret: the repository
 * stores and compares only its keyed HMAC (`DataVault.lookup`), never this.
 */
export function ssnLookup(ssn: string | null | undefined): string | null {
  const only = digits(ssn);
  return only.length === 9 ? `ssn:${only}` : null;
}

/**
 * What an applicant is retrieved by: last name, SSN and date of birth together (01 §2 step 1). Secret
 * like {@link ssnLookup}: the repository keeps only its keyed HMAC.
 */
export function retrievalLookup(
  lastName: string | null | undefined,
  ssn: string | null | undefined,
  dateOfBirth: string | null | undefined,
): string | null {
  const only = digits(ssn);
  if (!lastName || only.length !== 9 || !dateOfBirth) return null;
  return `retrieve:${lastName.trim().toLowerCase()}:${only}:${dateOfBirth}`;
}

/** Hosts on which a return URL may use plain `http:` (development on the same machine). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a retailer's return URL is one the app may be sent to: `https:`, or `http:` on localhost /
 * 127.0.0.1 for development. Every other scheme (`javascript:`, `data:`, `vbscript:` …) is refused, since
 * the app navigates to these URLs on the lender's origin.
 */
export function isAllowedReturnUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/**
 * Characters no name, address or other line of text may hold: C0 controls (NUL, ESC, tab and newline
 * included), DEL and the C1 controls; the line and paragraph separators; and the bidirectional marks,
 * overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Controls can forge log
 * lines or terminal output where the text is shown; bidirectional characters make stored text read
 * differently on a screen or a contract than it was typed. No text field of the sandbox is multi-line.
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Whether a line of text holds a character of {@link FORBIDDEN_CHARACTERS}. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}
