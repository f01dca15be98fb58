import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// "The house": rules a reader of the code can rely on, checked on every source file (tests
// excluded) and proven on planted files.
const root = join(import.meta.dirname, '..');

/** The tracked and new (not ignored) non-test TypeScript sources under `dir`. */
function sources(dir: string): { path: string; text: string }[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', dir], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The one home of the plain-record check: rules/values.ts's isRecord. */
const RECORD_CHECK_HOMES = ['packages/core/src/rules/values.ts'];

/**
 * Whether a source spells the plain-record check out again (an object, not null, not an array) instead of
 * importing `isRecord`.
 */
function copiesRecordCheck(text: string): boolean {
  return /typeof (\w+(?:\.\w+)*) === 'object' && !Array\.isArray\(\1\)/.test(text);
}

describe('one isRecord in core and the sandbox', () => {
  it('a planted copy of the check is found, a use of isRecord is not', () => {
    expect(copiesRecordCheck("const r = v && typeof v === 'object' && !Array.isArray(v) ? v : {};")).toBe(
      true,
    );
    expect(
      copiesRecordCheck("if (x.data !== null && typeof x.data === 'object' && !Array.isArray(x.data)) f();"),
    ).toBe(true);
    expect(copiesRecordCheck('const r = isRecord(v) ? v : {};')).toBe(false);
  });

  it('no source of core or the sandbox but its home spells the check out', () => {
    const copies = [...sources('packages/core/src'), ...sources('apps/sandbox/src')]
      .filter(({ path }) => !RECORD_CHECK_HOMES.includes(path))
      .filter(({ text }) => copiesRecordCheck(text))
      .map(({ path }) => path);
    expect(copies).toEqual([]);
  });
});

/**
 * The ways a source names a retail store `store`: its record's fields read off `store`, `store` as an
 * option key or property, the rules' input type, or a retail rule given a variable called `store`.
 */
const RETAIL_STORE_AS_STORE = [
  /\bstore\??\.(lease_program|record|rating|identifier|allowed_origins|billing_address|shipping_address|checkout_delivery_options_required|contact|brand|theme)\b/,
  /(^|[{,(]\s*)store\??:/m,
  /(?<!Retail)\bStoreInput\b/,
  /\b(isHvacStore|getStoreDetails|isOcpSwitchVisible|getBrandSettings|getCompanyState)\(store\b/,
];

/** Whether a source uses 'store' for a state store (`createStore(`) and also for a retail store. */
function mixesStoreMeanings(text: string): boolean {
  return /\bcreateStore\s*[<(]/.test(text) && RETAIL_STORE_AS_STORE.some((pattern) => pattern.test(text));
}

describe("'store' means a state store or a retail store, never both in one file", () => {
  const stateStore = 'const store = createStore<State>({ count: 0 });\nstore.setState({ count: 1 });\n';
  it.each([
    ['a record field read off store', 'const hvac = store.record?.identifier;'],
    ['an optional read', 'const program = store?.lease_program;'],
    ['an option key', 'getHostOrigin({ store: session.retailStore });'],
    ['a property of an input type', 'interface Input {\n  store?: RetailStoreInput | null;\n}'],
    ['the old input type', 'function f(input: StoreInput) {}'],
    ['a retail rule given store', 'const visible = isOcpSwitchVisible(store);'],
  ])('a planted state-store file with %s is found', (_label, retail) => {
    expect(mixesStoreMeanings(stateStore + retail)).toBe(true);
    // The same retail line in a file without a state store, or retailStore beside one, is fine.
    expect(mixesStoreMeanings(retail)).toBe(false);
    expect(
      mixesStoreMeanings(
        stateStore + retail.replaceAll(/\bstore\b/g, 'retailStore').replace('StoreInput', 'RetailStoreInput'),
      ),
    ).toBe(false);
  });

  it('no source of core mixes them', () => {
    const mixed = sources('packages/core/src')
      .filter(({ text }) => mixesStoreMeanings(text))
      .map(({ path }) => path);
    expect(mixed).toEqual([]);
  });
});

/**
 * Whether a text cites a tracker issue by number ("issue 15", "issues 14 and 19", "issue #8"), which
 * nothing in the repository resolves; reasons point at docs/behaviour.md or a decision record instead.
 */
function citesIssueNumber(text: string): boolean {
  return /\bissues? #?\d+/i.test(text);
}

describe('comments, test names and docs cite files in the repository, never an issue number', () => {
  it('a planted citation is found in any of its spellings, and a plain word is not', () => {
    expect(citesIssueNumber('// Decided in issue 15 (High).')).toBe(true);
    expect(citesIssueNumber("describe('Issues 14 and 19: a phone')")).toBe(true);
    expect(citesIssueNumber('see issue #8')).toBe(true);
    expect(citesIssueNumber('// An issue the shopper sees: 15 fields at once.')).toBe(false);
  });

  it('no tracked file but the changelogs cites one (history goes to CHANGELOG.md and .changeset/)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => /\.(tsx?|mjs|js|json|md|mdx|css|html)$/.test(path))
      .filter(
        (path) =>
          path !== 'CHANGELOG.md' && !path.startsWith('.changeset/') && !/\/CHANGELOG\.md$/.test(path),
      )
      .filter((path) => path !== 'test/house-rules.test.ts');
    const citing = files.filter((path) => citesIssueNumber(readFileSync(join(root, path), 'utf8')));
    expect(citing).toEqual([]);
  });
});
