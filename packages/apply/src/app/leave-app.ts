import { getSafeReturnUrl } from '@leasekit/core';

/**
 * Leaves the app for a URL a server or retailer gave (return URLs, the signing page, a process
 * redirect): the browser goes there only when it is an absolute http(s) URL (core `getSafeReturnUrl`), so a `javascript:` or `data:` URL never runs on the lender's origin. Returns whether it
 * navigated; `assign` is `location.assign` by default.
 */
export function leaveApp(
  url: unknown,
  assign: (url: string) => void = (safe) => window.location.assign(safe),
): boolean {
  const safe = getSafeReturnUrl(url);
  if (safe) assign(safe);
  return safe !== null;
}
