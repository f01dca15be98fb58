// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTheme,
  contrastRatio,
  deriveTheme,
  readThemes,
  runThemeCommand,
  SURFACE_TOKENS,
} from '../src/theme-tools';
import { themeFiles } from './theme-css';

function read(relative: string): string {
  return readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
}

/** An in-memory file system and console for the command. */
function fakeIo(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    files,
    out,
    err,
    io: {
      readFile: (path: string) => files[path]!,
      writeFile: (path: string, text: string) => {
        files[path] = text;
      },
      exists: (path: string) => path in files,
      log: (line: string) => out.push(line),
      error: (line: string) => err.push(line),
    },
  };
}

describe('leasekit-theme check runs the theme test’s WCAG checks', () => {
  it.each(Object.entries(themeFiles))('the shipped theme %s passes', (id, file) => {
    const themes = readThemes(read(file));
    expect(themes.map((theme) => theme.id)).toContain(id);
    for (const theme of themes) expect(checkTheme(theme.variables)).toEqual([]);
  });

  it('reports each failing pair with its ratio, and every missing token', () => {
    const [theme] = readThemes(read(themeFiles.default));
    const broken = new Map(theme!.variables);
    broken.set('primary-foreground', '#3b82f6');
    broken.set('input', '#e2e8f0');
    broken.set('ring', '#64748b');
    broken.delete('radius');
    const problems = checkTheme(broken).map((problem) => problem.check);
    expect(problems).toEqual([
      '--lk-radius',
      'primary / primary-foreground',
      'input on background',
      'ring on background (high contrast)',
    ]);
  });

  it('the command exits 1 and prints the failures; 0 for a passing file; 2 without a file', () => {
    const bad = ':root { --lk-background: #fff; --lk-foreground: #eee; }';
    const { io, err, out } = fakeIo({ 'bad.css': bad, 'default.css': read(themeFiles.default) });
    expect(runThemeCommand(['check', 'bad.css'], io)).toBe(1);
    expect(err.join('\n')).toContain('background / foreground: contrast 1.16:1, needs at least 4.5:1');
    expect(err.join('\n')).toContain('--lk-primary is not defined');
    expect(runThemeCommand(['check', 'default.css'], io)).toBe(0);
    expect(out.at(-1)).toContain('default.css [default]: passes');
    expect(runThemeCommand(['check'], io)).toBe(2);
    expect(runThemeCommand(['check', 'missing.css'], io)).toBe(1);
  });
});

describe("tokens carry the --lk- prefix, so a page's own --primary never meets the kit's", () => {
  it('a theme written with the unprefixed names fails the check and says how to rename', () => {
    const old = read(themeFiles.default).replaceAll('--lk-', '--');
    const { io, err } = fakeIo({ 'old.css': old });
    expect(runThemeCommand(['check', 'old.css'], io)).toBe(1);
    expect(err.join('\n')).toContain('--lk-primary is not defined');
    expect(err.join('\n')).toContain('rename each to its --lk- name (--lk-primary)');
  });

  it('a derived theme writes every token with the prefix and no unprefixed one', () => {
    const { css } = deriveTheme({ id: 'acme', primary: '#0f5e4d' });
    expect(css).toContain('--lk-primary: ');
    expect(css).toContain('--lk-font-heading: var(--lk-font-sans);');
    expect(css.match(/^\s*--(?!lk-)[\w-]+:/m)).toBeNull();
  });

  it('a theme without the elevation and surface tokens fails the check, naming each', () => {
    const flat = read(themeFiles.default).replace(
      /^\s*--lk-(shadow-card|shadow-overlay|surface-border-width):[^;]*;/gm,
      '',
    );
    const { io, err } = fakeIo({ 'flat.css': flat });
    expect(runThemeCommand(['check', 'flat.css'], io)).toBe(1);
    for (const token of SURFACE_TOKENS) expect(err.join('\n')).toContain(`--lk-${token} is not defined`);
  });

  it('a derived theme has the default brand’s elevations and bordered cards', () => {
    const { variables } = deriveTheme({ id: 'acme', primary: '#0f5e4d' });
    const base = readThemes(read(themeFiles.default))[0]!.variables;
    for (const token of SURFACE_TOKENS) expect(variables.get(token), token).toBe(base.get(token));
  });
});

describe('leasekit-theme new derives a theme in OKLCH that passes every check', () => {
  it('writes acme.css from one brand colour, keeping the brand hue, and it passes check', () => {
    const { io, files, out } = fakeIo();
    expect(runThemeCommand(['new', 'acme', '--primary', '#0f5e4d'], io)).toBe(0);
    expect(out[0]).toContain('acme.css');
    const [theme] = readThemes(files['acme.css']!);
    expect(theme!.id).toBe('acme');
    expect(checkTheme(theme!.variables)).toEqual([]);
    // Already dark enough: the brand colour is kept as it is.
    expect(theme!.variables.get('primary')).toBe('#0f5e4d');
    expect(runThemeCommand(['check', 'acme.css'], io)).toBe(0);
    expect(runThemeCommand(['new', 'acme', '--primary', '#0f5e4d'], io)).toBe(1);
  });

  it('a light brand colour is darkened until white text on it reaches 4.5:1', () => {
    const theme = deriveTheme({ id: 'sunny', primary: '#facc15', secondary: '#38bdf8', accent: '#f472b6' });
    expect(contrastRatio(theme.variables.get('primary')!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(checkTheme(theme.variables)).toEqual([]);
  });

  it('any brand colours give a passing theme (property)', () => {
    const colour = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(colour, colour, colour, (primary, secondary, accent) => {
        const theme = deriveTheme({ id: 'any', primary, secondary, accent });
        expect(checkTheme(theme.variables)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a malformed id and a value that is not a colour', () => {
    const { io, err } = fakeIo();
    expect(runThemeCommand(['new', 'Acme Co', '--primary', '#0f5e4d'], io)).toBe(1);
    expect(runThemeCommand(['new', 'acme', '--primary', 'teal-ish'], io)).toBe(1);
    expect(err).toEqual([
      'A theme id is lowercase letters, digits and inner hyphens: Acme Co',
      'Not a colour: teal-ish',
    ]);
    expect(runThemeCommand(['new', 'acme'], io)).toBe(2);
  });
});
