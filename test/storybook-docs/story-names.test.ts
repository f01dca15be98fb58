import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/** The built Storybook's folder, from the project's global setup (build-storybook.ts). */
const staticDir = inject('storybookStaticDir');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  importPath: string;
  storiesImports?: string[];
}
/** The sidebar as the built Storybook lists it: every story and Docs page with its title and name. */
const entries = Object.values(
  (JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
);

/**
 * Acronyms the product's screens and stories use. Storybook names a story from its export name in title
 * case ('HvacTechnician' → 'Hvac Technician'), so a story that shows one sets its `name`.
 */
const acronyms = ['ACH', 'API', 'HVAC', 'ID', 'OCP', 'OTP', 'PDF', 'PIN', 'SMS', 'SSN', 'URL', 'USD', 'ZIP'];
const acronymWord = new RegExp(`\\b(${acronyms.join('|')})\\b`, 'gi');

/** The labels of a sidebar entry (each part of its title, and its name) that write an acronym in lower case. */
function getMiscasedAcronyms(entry: IndexEntry): string[] {
  return [...entry.title.split('/'), entry.name].flatMap((label) =>
    [...label.matchAll(acronymWord)]
      .filter(([word]) => word !== word.toUpperCase())
      .map(([word]) => `'${label}' in ${entry.title} writes ${word} for ${word.toUpperCase()}`),
  );
}

/** A Flows page's title: Flows/<journey>/<number> <screen>. */
const flowsTitle = /^Flows\/(?<journey>[^/]+)\/\d+ (?<screen>.+)$/;

/**
 * Where a Flows page's screen keeps its stories: the application's screens directly under Apply/Screens,
 * a later journey's (Checkout) in a folder of its own name, both under the screen's name on the Flows page.
 */
function getScreenTitle(journey: string, screen: string): string {
  return journey === 'Application' ? `Apply/Screens/${screen}` : `Apply/Screens/${journey}/${screen}`;
}

describe('the sidebar’s names', () => {
  it('write every acronym in capitals, in titles and in story names (HVAC, OCP, PIN, not Hvac, Ocp, Pin)', () => {
    expect(entries.flatMap(getMiscasedAcronyms)).toEqual([]);
  });

  it('name each screen the same on its Flows page and in its screen stories', () => {
    const flowsPages = entries.filter((entry) => entry.type === 'docs' && entry.title.startsWith('Flows/'));
    expect(flowsPages.length).toBeGreaterThan(0);
    const mismatches = flowsPages.flatMap((page) => {
      const match = flowsTitle.exec(page.title);
      if (!match?.groups) return [`'${page.title}' is not Flows/<journey>/<number> <screen>`];
      const expected = getScreenTitle(match.groups.journey!, match.groups.screen!);
      const imported = page.storiesImports ?? [];
      if (imported.length === 0) return [`'${page.title}' shows no screen's stories`];
      const titles = new Set(
        entries
          .filter((entry) => entry.type === 'story' && imported.includes(entry.importPath))
          .map((entry) => entry.title),
      );
      return [...titles]
        .filter((title) => title !== expected)
        .map((title) => `'${page.title}' shows the stories of '${title}', expected '${expected}'`);
    });
    expect(mismatches).toEqual([]);
  });
});
