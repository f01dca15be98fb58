// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
);

/** A source without its comments (comments may name the call they document). */
function code(file: string): string {
  return readFileSync(root + file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

describe('route files only wire core stores to screens', () => {
  it('no route file writes an endpoint of the lender (core names every call)', () => {
    const offenders = sources.filter((file) => /\/apply-v2\/|\/api\/v\d\//.test(code(file)));
    expect(sources.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
