// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, unknown>;
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  files: string[];
};
const components = readdirSync(`${root}src/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const barrel = readFileSync(`${root}src/index.ts`, 'utf8');

describe('@leasekit/ui packaging', () => {
  it.each(components)('the %s folder is a subpath export with types, and stays in the barrel', (name) => {
    expect(pkg.exports[`./${name}`]).toEqual({
      '@leasekit/source': `./src/components/${name}/index.ts`,
      types: `./dist/types/components/${name}/index.d.ts`,
      import: `./dist/components/${name}/index.js`,
    });
    expect(barrel).toContain(`'./components/${name}'`);
  });

  it('takes @leasekit/core as a peer dependency with a caret range, never as its own copy', () => {
    expect(pkg.peerDependencies['@leasekit/core']).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(pkg.dependencies['@leasekit/core']).toBeUndefined();
  });

  it('ships the embedding stylesheet and the preset through exports', () => {
    expect(pkg.exports['./embed.css']).toBe('./dist/embed.css');
    expect(pkg.exports['./preset.css']).toBe('./src/styles/preset.css');
  });
});

describe('the schema engine accepts every field type the ui renders', () => {
  it('each default widget type is one of the core FIELD_TYPES (no inputTypeNotFound without a registry)', async () => {
    const { FIELD_TYPES } = await import('@leasekit/core');
    const { defaultWidgets } = await import('../src/components/schema-form');
    expect(Object.keys(defaultWidgets).filter((type) => !FIELD_TYPES.includes(type))).toEqual([]);
  });
});
