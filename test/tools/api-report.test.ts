import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatApiReport, getApiEntries, getApiSurface } from '../../scripts/api-report';

// The public API is deliberate: a change of any entry's exported names shows in review as a change of its
// report under packages/<package>/api/. After an intended change, run `npm run api:update`.
const root = join(import.meta.dirname, '../..');
const entries = getApiEntries(root);

describe('public API report', () => {
  it('covers every source entry of both packages, per-component ui entries included', () => {
    const specifiers = entries.map((entry) => entry.specifier);
    expect(specifiers).toEqual(
      expect.arrayContaining([
        '@leasekit/core',
        '@leasekit/core/react',
        '@leasekit/core/recurrence',
        '@leasekit/core/messages/es',
        '@leasekit/ui',
        '@leasekit/ui/button',
      ]),
    );
    expect(new Set(entries.map((entry) => entry.report)).size).toBe(entries.length);
  });

  it('matches the checked-in report of each entry (run `npm run api:update` after an intended change)', () => {
    const surface = getApiSurface(root, entries);
    for (const entry of entries) {
      const expected = formatApiReport(entry, surface.get(entry.specifier)!, root);
      expect(readFileSync(join(root, entry.report), 'utf8'), entry.report).toBe(expected);
    }
  });

  it('lists names with their kinds, and a changed surface changes the report', () => {
    const entry = entries[0]!;
    const report = formatApiReport(entry, ['a: function', 'B: interface'], root);
    expect(report).toContain('a: function\nB: interface');
    expect(report).not.toBe(formatApiReport(entry, ['a: function'], root));
  });
});
