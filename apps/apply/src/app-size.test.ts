// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The most lines of TypeScript this app may have: it is a variant of @leasekit/apply (its brands, its
 * configuration, its build plugins and a main.tsx that starts the package), so the flows, screens and
 * fixes reach it with a version bump instead of living here as a copy.
 */
const MAX_APP_LINES = 400;

const src = fileURLToPath(new URL('./', import.meta.url));

/** The app's TypeScript sources (tests and stories left out), by path under src/, with their line counts. */
function sourceFiles(): { path: string; lines: number }[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => ({
      path: path.split('\\').join('/'),
      lines: countLines(readFileSync(src + path, 'utf8')),
    }));
}

/** Lines as `wc -l` counts them: the line breaks. */
function countLines(text: string): number {
  return text.split('\n').length - 1;
}

describe('the reference app is a thin variant of @leasekit/apply: at most 400 lines of TypeScript', () => {
  it('counts lines as wc -l does', () => {
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines(`${'x\n'.repeat(401)}`)).toBeGreaterThan(MAX_APP_LINES);
  });

  it('finds the entry that starts the package among the sources it counts', () => {
    expect(sourceFiles().map(({ path }) => path)).toContain('main.tsx');
  });

  it("the app's sources together are within the limit", () => {
    const files = sourceFiles();
    const total = files.reduce((sum, { lines }) => sum + lines, 0);
    expect(total, files.map(({ path, lines }) => `${path}: ${lines}`).join('\n')).toBeLessThanOrEqual(
      MAX_APP_LINES,
    );
  });
});
