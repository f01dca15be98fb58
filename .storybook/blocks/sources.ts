/// <reference types="vite/client" />
/**
 * The ui sources and theme files as text, read at build time (Vite's `?raw`), so the docs pages derive
 * anatomy and tokens from the code itself and cannot drift from it.
 */

/** Every ui component source (stories and tests left out), by path. */
export const componentSources = import.meta.glob<string>(
  [
    '../../packages/ui/src/components/*/*.tsx',
    '!../../packages/ui/src/components/*/*.stories.tsx',
    '!../../packages/ui/src/components/*/*.test.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/**
 * The reference app's own themes (apps/apply/src/variant/themes.css), one `[data-theme='id'] { … }`
 * block per brand, by brand id.
 */
function splitThemeBlocks(css: string): [string, string][] {
  return [...css.matchAll(/\[data-theme='([\w-]+)'\]\s*\{([^}]*)\}/g)].map(([, id, body]) => [id!, body!]);
}

/** The theme files in packages/ui/src/styles/themes, by brand id (the file's name). */
export const packageThemes: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../packages/ui/src/styles/themes/*.css', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, css]) => [path.replace(/^.*\/(.+)\.css$/, '$1'), css]),
);

/**
 * Every brand theme, by brand id: the files in packages/ui/src/styles/themes and the reference app's
 * brands (apps/apply/src/variant/themes.css).
 */
export const themeSources: Record<string, string> = Object.fromEntries([
  ...Object.entries(packageThemes),
  ...Object.values(
    import.meta.glob<string>('../../apps/apply/src/variant/themes.css', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).flatMap(splitThemeBlocks),
]);

/** The `data-slot` names a component folder's sources put on their parts, in order of first use. */
export function slotsOf(folder: string): string[] {
  const slots = new Set<string>();
  for (const [path, source] of Object.entries(componentSources)) {
    if (!path.includes(`/components/${folder}/`)) continue;
    for (const match of source.matchAll(/data-slot="([\w-]+)"/g)) slots.add(match[1]!);
  }
  return [...slots];
}
