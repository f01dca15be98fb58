// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const table = readme.slice(readme.indexOf('## Compound components: part names'));

/** Each component folder's exported components and the data-slot names its parts render. */
const folders = readdirSync(`${root}src/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const parts = new Set<string>();
    const slots = new Set<string>();
    for (const file of readdirSync(`${root}src/components/${entry.name}`)) {
      if (!file.endsWith('.tsx') || /\.(test|stories)\.tsx$/.test(file)) continue;
      const source = readFileSync(`${root}src/components/${entry.name}/${file}`, 'utf8');
      for (const match of source.matchAll(
        /^export (?:function ([A-Z]\w*)|const ([A-Z]\w*) = React\.forwardRef)/gm,
      ))
        parts.add((match[1] ?? match[2])!);
      for (const match of source.matchAll(/data-slot=["']([\w-]+)["']/g)) slots.add(match[1]!);
    }
    return { name: entry.name, parts: [...parts], slots: [...slots] };
  })
  .filter((folder) => folder.parts.length > 1 || folder.slots.length > 1);

describe('the ui README names the parts of every compound component', () => {
  it.each(folders)('@leasekit/ui/$name: its components and data-slot parts', ({ name, parts, slots }) => {
    const row = table.split('\n').find((line) => line.startsWith(`| \`@leasekit/ui/${name}\` |`));
    expect(row, `a row for @leasekit/ui/${name}`).toBeDefined();
    for (const part of [...parts, ...slots]) expect(row).toContain(`\`${part}\``);
  });
});
