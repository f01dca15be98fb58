// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The most lines a route file may have: a route creates its core controller, hands its view and actions
 * to a screen, and keeps, mounts and subscribes; the flow itself is the controller's, in core.
 */
const MAX_ROUTE_LINES = 60;

const routes = fileURLToPath(new URL('./routes/', import.meta.url));

/** The route sources (tests and stories left out), by path under routes/, with their line counts. */
function routeFiles(): { path: string; lines: number }[] {
  return readdirSync(routes, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => ({
      path: path.split('\\').join('/'),
      lines: countLines(readFileSync(routes + path, 'utf8')),
    }));
}

/** Lines as `wc -l` counts them: the line breaks. */
function countLines(text: string): number {
  return text.split('\n').length - 1;
}

describe('a route file is at most 60 lines: it wires a core controller to a screen', () => {
  it('counts lines as wc -l does', () => {
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines(`${'x\n'.repeat(61)}`)).toBeGreaterThan(MAX_ROUTE_LINES);
  });

  it('no route file is over the limit', () => {
    const over = routeFiles()
      .filter(({ lines }) => lines > MAX_ROUTE_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
