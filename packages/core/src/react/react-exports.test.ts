// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as entry from './index';

const folder = fileURLToPath(new URL('.', import.meta.url));
const hookFiles = readdirSync(folder).filter(
  (file) => /^use-[\w-]+\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);

describe('@leasekit/core/react exports every hook of src/react', () => {
  it('finds the hook files', () => {
    expect(hookFiles.length).toBeGreaterThan(15);
  });

  it.each(hookFiles)('every exported function and component of %s is exported by the entry', (file) => {
    const source = readFileSync(`${folder}${file}`, 'utf8');
    const names = [...source.matchAll(/^export function (\w+)/gm)].map((match) => match[1]!);
    expect(names.length, `${file} exports no function`).toBeGreaterThan(0);
    for (const name of names) expect(entry, `${name} of ${file}`).toHaveProperty(name);
  });
});
