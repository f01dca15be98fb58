import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@leasekit/core';

const root = resolve(__dirname, '../../..');

/** Source files (not tests, not stories) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const read = (files: string[]) => files.map((file) => readFileSync(file, 'utf8')).join('\n');

/**
 * Where a catalogue code can be shown from: the app's screens and routes, the ui components, and the
 * core's rules (outside the catalogue itself), whose codes the screens render through `t`/`formatMessage`.
 */
const code = read([
  ...sources(join(root, 'packages/apply/src')),
  ...sources(join(root, 'packages/ui/src')),
  ...sources(join(root, 'packages/core/src')).filter((file) => !file.includes('/messages/')),
]);
/** Codes built at run time from a prefix (`checkout.lease.option.${option}`). */
const prefixes = [...code.matchAll(/`([a-z][\w.-]*\.)\$\{/gi)].map((match) => match[1]!);
/** Server-driven forms: a spec text that reaches the screen as a schema label or button. */
const schemas = read([join(root, 'apps/sandbox/src/domain/forms.ts')]);

/** The catalogue codes that nothing can show. */
function getUnreachableCodes(catalogue: Readonly<Record<string, string>>): string[] {
  return Object.entries(catalogue)
    .filter(
      ([key, text]) =>
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`) &&
        !code.includes(`\`${key}\``) &&
        !prefixes.some((prefix) => key.startsWith(prefix)) &&
        !schemas.includes(`'${text}'`),
    )
    .map(([key]) => key);
}

describe('every text of the message catalogue is reachable from a screen', () => {
  it('each code is referenced by the app, the ui, a core rule, or (as text) a server schema', () => {
    expect(getUnreachableCodes(en)).toEqual([]);
  });
});
