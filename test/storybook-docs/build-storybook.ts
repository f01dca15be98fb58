import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built Storybook the Docs page tests open. */
    storybookStaticDir: string;
  }
}

/**
 * Builds the Storybook once for the Docs page tests (about a minute), into node_modules/.cache so it
 * never mixes with a `npm run build-storybook` output. STORYBOOK_STATIC_DIR names an existing build to
 * test instead (e.g. the one CI already made).
 */
export default function setup(project: TestProject) {
  const root = join(import.meta.dirname, '../..');
  const given = process.env.STORYBOOK_STATIC_DIR;
  const dir = given ?? join(root, 'node_modules/.cache/storybook-docs');
  if (!given) {
    execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', dir], {
      cwd: root,
      stdio: 'inherit',
    });
  } else if (!existsSync(join(given, 'index.json'))) {
    throw new Error(`STORYBOOK_STATIC_DIR=${given} holds no built Storybook (index.json)`);
  }
  project.provide('storybookStaticDir', dir);
}
