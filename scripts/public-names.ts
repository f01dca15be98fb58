// Every public name of @leasekit/core earns its place: a name an entry exports is imported by an app, the
// ui package, the flows package (@leasekit/apply), an example or the Storybook, or the docs show it as
// the way to do something. The repo
// test (test/tools/public-names.test.ts, run by `npm run test:tools`) fails on any other name unless
// PUBLIC_NAME_ALLOWLIST gives the reason it is public anyway. `npx tsx scripts/public-names.ts` lists
// the names that earn no place today.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApiEntries, type ApiEntry } from './api-report';

/** Where the core's users are: these files' imports and the docs' code spans count as uses. */
export const CONSUMER_PATHS = [
  'apps',
  'packages/ui',
  'packages/apply',
  'examples',
  'docs',
  '.storybook',
  'README.md',
  'packages/*/README.md',
  'packages/core/FORM-SCHEMA.md',
];

/**
 * Names that are public although nothing in the repository imports them, each with why. Keep it short:
 * a name that only the core's own code uses belongs in no entry.
 */
export const PUBLIC_NAME_ALLOWLIST: Record<string, Record<string, string>> = {
  '@leasekit/core': {
    ReadableStore: 'the shape of every store the core hands out, which `useStore` reads',
  },
};

/** The names one entry exports, read from its checked-in API report (the api-report test keeps it current). */
export function getReportedNames(root: string, entry: ApiEntry): string[] {
  const report = readFileSync(join(root, entry.report), 'utf8');
  return [...report.matchAll(/^([A-Za-z_$][\w$]*): /gm)].map((match) => match[1]!);
}

/** The consumer files (tracked by git), each with its text. */
export function getConsumerFiles(root: string): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '--', ...CONSUMER_PATHS], { cwd: root, encoding: 'utf8' });
  const files = new Map<string, string>();
  for (const file of listed.split('\n')) {
    if (!/\.(?:[cm]?[jt]sx?|mdx?)$/.test(file) || /(?:^|\/)CHANGELOG\.md$/.test(file)) continue;
    files.set(file, readFileSync(join(root, file), 'utf8'));
  }
  return files;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The names a text imports from one specifier: static imports and re-exports, `await import()` destructuring, `import().then(m => m.x)`. */
export function getImportedNames(text: string, specifier: string): Set<string> {
  const from = `['"]${escape(specifier)}['"]`;
  const names = new Set<string>();
  const lists = [
    new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^{}]*)\\}\\s*from\\s*${from}`, 'g'),
    new RegExp(`\\{([^{}]*)\\}\\s*=\\s*await\\s+import\\(\\s*${from}\\s*\\)`, 'g'),
  ];
  for (const pattern of lists) {
    for (const match of text.matchAll(pattern)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+|\s*:\s*/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  const loaded = new RegExp(`import\\(\\s*${from}\\s*\\)\\.then\\(\\(?(\\w+)\\)?\\s*=>\\s*\\1\\.(\\w+)`, 'g');
  for (const match of text.matchAll(loaded)) names.add(match[2]!);
  return names;
}

/** Whether a markdown text shows the name as a code span of its own (`name`, `name(…)`, `name<…>`, `name.x`). */
export function isDocumented(text: string, name: string): boolean {
  return new RegExp(`\`${escape(name)}(?:[(<.[][^\`\\n]*)?\``).test(text);
}

/** Per core entry, the exported names that nothing outside the core uses and no allowlist entry explains. */
export function getUnearnedNames(
  root: string,
  allowlist: Record<string, Record<string, string>> = PUBLIC_NAME_ALLOWLIST,
): Map<string, string[]> {
  const files = getConsumerFiles(root);
  const docs = [...files].filter(([file]) => /\.mdx?$/.test(file)).map(([, text]) => text);
  const unearned = new Map<string, string[]>();
  for (const entry of getApiEntries(root).filter((each) => each.specifier.startsWith('@leasekit/core'))) {
    const imported = new Set<string>();
    for (const text of files.values())
      for (const name of getImportedNames(text, entry.specifier)) imported.add(name);
    const allowed = allowlist[entry.specifier] ?? {};
    unearned.set(
      entry.specifier,
      getReportedNames(root, entry).filter(
        (name) => !imported.has(name) && !(name in allowed) && !docs.some((text) => isDocumented(text, name)),
      ),
    );
  }
  return unearned;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replaceAll('\\', '/').split('/').pop()!)) {
  const root = process.argv[2] ?? join(import.meta.dirname, '..');
  for (const [specifier, names] of getUnearnedNames(root))
    console.log(`${specifier}: ${names.length}\n  ${names.join(' ')}`);
}
