// @vitest-environment node
import { execFileSync } from 'node:child_process';
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

  it('ships Nunito as its own stylesheet, for a bundler from the source and for a <link> built', () => {
    expect(pkg.exports['./fonts/nunito.css']).toEqual({
      style: './src/styles/fonts/nunito.css',
      default: './dist/fonts/nunito.css',
    });
  });

  it('the tarball holds no tests, stories or story helpers', () => {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: root,
        encoding: 'utf8',
      }),
    ) as [{ files: { path: string }[] }];
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('src/components/button/button.tsx');
    expect(
      paths.filter((path) =>
        /\.(test|stories|browser\.test)\.|(^|\/)(test|stories|__screenshots__)\//.test(path),
      ),
    ).toEqual([]);
  }, 30_000);
});

describe('the schema engine accepts every field type the ui renders', () => {
  it('each default widget type is one of the core FIELD_TYPES (no inputTypeNotFound without a registry)', async () => {
    const { FIELD_TYPES } = await import('@leasekit/core/form');
    const { defaultWidgets } = await import('../src/components/schema-form');
    expect(Object.keys(defaultWidgets).filter((type) => !FIELD_TYPES.includes(type))).toEqual([]);
  });
});
