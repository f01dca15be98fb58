import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18, "the house": rules a reader of the code can rely on, checked on every source file (tests
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

/** The one home of the plain-record check: rules/values.ts's isRecord and the contract's readRecord. */
const RECORD_CHECK_HOMES = ['packages/core/src/rules/values.ts', 'packages/core/src/contract/records.ts'];

/**
 * Whether a source spells the plain-record check out again (an object, not null, not an array) instead of
 * importing `isRecord` or `readRecord`.
 */
function copiesRecordCheck(text: string): boolean {
  return /typeof (\w+(?:\.\w+)*) === 'object' && !Array\.isArray\(\1\)/.test(text);
}

describe('issue 18: one isRecord in core and the sandbox', () => {
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
