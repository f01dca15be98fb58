// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folders = ['../', '../../../../packages/ui/src/'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
const sources = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('element-slots.ts'),
    )
    .map((file) => readFileSync(folder + file, 'utf8')),
);
const listed = [
  ...readFileSync(new URL('./element-slots.ts', import.meta.url), 'utf8').matchAll(
    /^ {2}\| '([a-z0-9-]+)';?$/gm,
  ),
].map((match) => match[1]);

describe('appearance.elements names every part by its data-slot, and only parts that exist', () => {
  it('lists every data-slot the app and the kit render', () => {
    const rendered = new Set<string>();
    for (const text of sources) {
      for (const match of text.matchAll(/data-slot=["']([a-z0-9-]+)["']|<LoadStatus slot="([a-z0-9-]+)"/g)) {
        rendered.add(match[1] ?? match[2]!);
      }
    }
    expect(rendered.size).toBeGreaterThan(100);
    expect([...rendered].filter((slot) => !listed.includes(slot))).toEqual([]);
  });

  it('lists no slot that no source names', () => {
    expect(listed.length).toBeGreaterThan(100);
    const all = sources.join('\n');
    expect(listed.filter((slot) => !all.includes(`'${slot}'`) && !all.includes(`"${slot}"`))).toEqual([]);
  });
});
