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

/** The lookup hash of an SSN (digits only), so the database can find an applicant without a scan. */
export function ssnHash(ssn: string | null | undefined): string | null {
  const only = digits(ssn);
  return only.length === 9 ? sha256(`ssn:${only}`) : null;
}

/** The retrieval key of an applicant: last name, SSN and date of birth together (01 §2 step 1). */
export function retrievalKey(
  lastName: string | null | undefined,
  ssn: string | null | undefined,
  dateOfBirth: string | null | undefined,
): string | null {
  const only = digits(ssn);
  if (!lastName || only.length !== 9 || !dateOfBirth) return null;
  return sha256(`retrieve:${lastName.trim().toLowerCase()}:${only}:${dateOfBirth}`);
}

/** Hosts on which a return URL may use plain `http:` (development on the same machine). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a retailer's return URL is one the app may be sent to: `https:`, or `http:` on localhost /
 * 127.0.0.1 for development. Every other scheme (`javascript:`, `data:`, `vbscript:` …) is refused, since
 * the app navigates to these URLs on the lender's origin (issue 15).
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
