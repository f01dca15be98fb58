/** The only schemes the app ever navigates to: a web page. */
const WEB_SCHEMES = new Set(['https:', 'http:']);

/**
 * The address to navigate to for a URL that came from a server, a retailer or a query string, or null
 * when it is not an absolute `https:`/`http:` URL (a retailer's `javascript:` return URL ran
 * on the lender's origin). The input is parsed by the WHATWG URL parser, the one the browser navigates
 * by, so what is checked is what would be opened: leading spaces and control characters, tabs or
 * newlines inside the scheme and mixed case (`JaVa\tScRiPt:`) all come out as the scheme they are;
 * `javascript:`, `data:`, `vbscript:`, `blob:`, `file:` and every other scheme give null, and so do
 * relative and protocol-relative addresses (`//evil.example`, `/path`) and percent-encoded schemes,
 * which have no scheme of their own. Returns the parsed, normalised `href`, never the raw input.
 */
export function getSafeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return WEB_SCHEMES.has(url.protocol) && url.hostname !== '' ? url.href : null;
}

/** Whether a URL is one {@link getSafeReturnUrl} lets the app navigate to. */
export function isSafeReturnUrl(value: unknown): boolean {
  return getSafeReturnUrl(value) !== null;
}
