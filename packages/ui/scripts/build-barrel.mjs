/* global URL, console */
// Writes dist/index.js, the package's root entry, as `export * from` statements of the per-component
// entries tsup builds (dist/components/<name>/index.js) and of the shared lib entries
// (dist/lib/<name>.js), never of the shared chunks behind them. A bundler that splits code (esbuild)
// puts whole files into chunks, and a chunk that one of SchemaForm's on-demand widgets uses (rrule,
// react-day-picker, cmdk, Radix Select) would be loaded by an app that imports Button alone if the root
// entry imported it directly. A re-export of an entry no one uses is dropped with all that entry
// imports (test/barrel-bundle.test.ts). The names are src/index.ts's own, type-only names removed.
import { readFileSync, writeFileSync } from 'node:fs';

const source = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8').replace(/^\s*\/\/.*$/gm, '');
const statements = [...source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/(?:components|lib)\/[\w-]+)';/g)];
const rest = statements.reduce((text, [statement]) => text.replace(statement, ''), source).trim();
if (rest !== '')
  throw new Error(`src/index.ts holds more than \`export { … } from './…'\`: ${rest.slice(0, 80)}`);
const exportedBy = (target) =>
  [
    ...readFileSync(new URL(`../dist/${target.slice(2)}`, import.meta.url), 'utf8').matchAll(
      /export\s*\{([^}]*)\}/g,
    ),
  ]
    .flatMap(([, names]) => names.split(','))
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean);
const lines = statements.map(([, names, path]) => {
  const values = names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));
  if (values.length === 0) return '';
  if (path.startsWith('./lib/')) return `export { ${values.join(', ')} } from '${path}.js';`;
  // A component's entry is re-exported whole (`export *`, which esbuild drops, imports and all, when
  // none of its names is used), so it must export exactly the names the barrel lists for it.
  const target = `${path}/index.js`;
  const unlisted = exportedBy(target).filter((name) => !values.includes(name));
  if (unlisted.length > 0)
    throw new Error(`${target} exports ${unlisted.join(', ')}, which src/index.ts does not list`);
  return `export * from '${target}';`;
});
// As on every module tsup writes (tsup.config.ts): the components run on the client.
writeFileSync(
  new URL('../dist/index.js', import.meta.url),
  `'use client';\n${lines.filter(Boolean).join('\n')}\n`,
);
console.log(
  `dist/index.js: the root entry, ${lines.filter(Boolean).length} re-exports of the package's entries.`,
);
