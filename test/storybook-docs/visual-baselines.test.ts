import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/** The built Storybook's folder, from the project's global setup (build-storybook.ts). */
const staticDir = inject('storybookStaticDir');
const root = join(import.meta.dirname, '../..');

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  tags?: string[];
}
/** Every story the story-test projects run: those tagged 'test' (all of them unless a story opts out). */
const testedStories = Object.values(
  (JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
).filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'));

/**
 * The file name a story's baseline has: vitest writes `toMatchScreenshot(storyId)` under a sanitised
 * name, in which a run of '-' is one (the id's '--' between title and story becomes '-';
 * vitest.config.ts, storybookProject).
 */
const getBaselineName = (storyId: string) => `${storyId.replace(/-{2,}/g, '-')}.png`;

describe.for(['default', 'breeze'] as const)('the %s brand’s visual baselines', (brand) => {
  const folder = join(root, '.storybook/visual', brand);
  const files = new Set(readdirSync(folder).filter((file) => file.endsWith('.png')));
  const expected = new Set(testedStories.map((story) => getBaselineName(story.id)));

  it('hold one image for every story the story tests run (a renamed story’s baseline moves with it)', () => {
    expect(testedStories.length).toBeGreaterThan(0);
    expect([...expected].filter((name) => !files.has(name))).toEqual([]);
  });

  it('hold no image that belongs to no story (a renamed or removed story leaves no orphan behind)', () => {
    expect([...files].filter((name) => !expected.has(name))).toEqual([]);
  });
});
