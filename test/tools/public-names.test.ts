import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getApiEntries } from '../../scripts/api-report';
import {
  getImportedNames,
  getReportedNames,
  getUnearnedNames,
  isDocumented,
  PUBLIC_NAME_ALLOWLIST,
} from '../../scripts/public-names';

// A public name is a promise to every variant built on the core. Each one an entry of @leasekit/core
// exports is imported by an app, the ui package, an example or the Storybook, or shown in the docs as
// the way to do something; anything else is an internal helper and stays out of the entries.
const root = join(import.meta.dirname, '../..');
const coreEntries = getApiEntries(root).filter((entry) => entry.specifier.startsWith('@leasekit/core'));

describe('public names of @leasekit/core', () => {
  it('every name a core entry exports is used outside the core, documented, or allowlisted with a reason', () => {
    const unearned = Object.fromEntries(getUnearnedNames(root));
    expect(unearned).toEqual(Object.fromEntries(coreEntries.map((entry) => [entry.specifier, []])));
  });

  it('the allowlist holds only exported names nothing else earns a place for, each with a one-line reason', () => {
    const withoutAllowlist = getUnearnedNames(root, {});
    for (const [specifier, names] of Object.entries(PUBLIC_NAME_ALLOWLIST)) {
      expect(withoutAllowlist.get(specifier), specifier).toEqual(expect.arrayContaining(Object.keys(names)));
      for (const [name, reason] of Object.entries(names)) {
        expect(reason.trim(), name).not.toBe('');
        expect(reason, name).not.toContain('\n');
      }
    }
  });

  it('the rules a variant builds its own income, offer and wizard steps on are public', () => {
    const names = (specifier: string) =>
      getReportedNames(
        root,
        coreEntries.find((entry) => entry.specifier === specifier)!,
      );
    expect(names('@leasekit/core/apply')).toEqual(
      expect.arrayContaining([
        'getMonthlyIncome',
        'getTotalMonthlyIncome',
        'isIncomeDetailRequired',
        'getEarlyPurchaseWindowDays',
        'getApplySteps',
      ]),
    );
  });

  it('all entries together, /react included, export at most 314 names: half of the 628 the core once had', () => {
    const total = coreEntries.reduce((sum, entry) => sum + getReportedNames(root, entry).length, 0);
    expect(total).toBeLessThanOrEqual(314);
  });

  it('the main entry keeps the platform at most 80 names; the features have entries of their own', () => {
    const names = (specifier: string) =>
      getReportedNames(
        root,
        coreEntries.find((entry) => entry.specifier === specifier)!,
      );
    expect(names('@leasekit/core').length).toBeLessThanOrEqual(80);
    expect(names('@leasekit/core')).toEqual(
      expect.arrayContaining([
        'createStore',
        'createApiClient',
        't',
        'createLocaleStore',
        'createHostBridge',
      ]),
    );
    for (const [specifier, feature] of [
      ['@leasekit/core/form', 'createSchemaForm'],
      ['@leasekit/core/format', 'formatMoney'],
      ['@leasekit/core/routing', 'getTokenGuard'],
      ['@leasekit/core/apply', 'getVisibleOptions'],
    ] as const) {
      expect(names(specifier)).toContain(feature);
      expect(names('@leasekit/core')).not.toContain(feature);
    }
  });

  it('test fixtures are not in the main entry but in @leasekit/core/testing', () => {
    const names = (specifier: string) =>
      getReportedNames(
        root,
        coreEntries.find((entry) => entry.specifier === specifier)!,
      );
    for (const fixture of ['TEST_CARDS', 'FILL_SCENARIOS']) {
      expect(names('@leasekit/core')).not.toContain(fixture);
      expect(names('@leasekit/core/testing')).toContain(fixture);
    }
  });
});

describe('reading uses', () => {
  it('reads named imports, type imports, renames and re-exports of one specifier only', () => {
    const text = [
      "import { a, type B, c as d } from '@leasekit/core';",
      "import type { E } from '@leasekit/core';",
      "export { f } from '@leasekit/core';",
      "import { g } from '@leasekit/core/react';",
    ].join('\n');
    expect([...getImportedNames(text, '@leasekit/core')].sort()).toEqual(['B', 'E', 'a', 'c', 'f']);
    expect([...getImportedNames(text, '@leasekit/core/react')]).toEqual(['g']);
  });

  it('reads destructured dynamic imports and a loader that picks one name', () => {
    const text = [
      'it("x", async () => {',
      "  const { FIELD_TYPES } = await import('@leasekit/core');",
      '});',
      "const load = () => import('@leasekit/core/contract').then((module) => module.API_CONTRACT);",
    ].join('\n');
    expect([...getImportedNames(text, '@leasekit/core')]).toEqual(['FIELD_TYPES']);
    expect([...getImportedNames(text, '@leasekit/core/contract')]).toEqual(['API_CONTRACT']);
  });

  it('counts a docs mention only as a code span of the name itself, not a word inside prose or a longer name', () => {
    expect(
      isDocumented('Call `getTotalMonthlyIncome(incomes)` for the total.', 'getTotalMonthlyIncome'),
    ).toBe(true);
    expect(isDocumented('The store is `createStore<State>`.', 'createStore')).toBe(true);
    expect(isDocumented('getTotalMonthlyIncome adds the incomes up.', 'getTotalMonthlyIncome')).toBe(false);
    expect(isDocumented('`getTotalMonthlyIncomeOf`', 'getTotalMonthlyIncome')).toBe(false);
    expect(isDocumented('`api.call`', 'call')).toBe(false);
  });
});
