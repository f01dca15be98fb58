import type { Oklch } from 'culori/fn';
import { checkTheme, contrastRatio, MIN_CONTRAST, TOKEN_PREFIX } from './check';
import { parseColour, toHex, toOklch } from './colour';

/** Options of {@link deriveTheme}. */
export interface DeriveThemeOptions {
  /** The theme id, written as `[data-theme='<id>']`: lowercase letters, digits and inner hyphens. */
  id: string;
  /** The brand's main colour (any CSS colour); buttons, links and the focus ring's hue come from it. */
  primary: string;
  /** A second brand colour for secondary surfaces; derived from the primary's hue by default. */
  secondary?: string;
  /** A third brand colour for highlighted surfaces (selected options); the primary's hue by default. */
  accent?: string;
  /** The corner radius; `0.5rem` by default. */
  radius?: string;
  /** The font stack of body text; the system UI stack by default. Headings use it too. */
  fontSans?: string;
}

/** A derived theme: its id, its tokens by name (without `--lk-`) in file order, and the CSS file's text. */
export interface DerivedTheme {
  id: string;
  variables: Map<string, string>;
  css: string;
}

const SYSTEM_FONTS =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function oklch(value: string): Oklch {
  const parsed = parseColour(value);
  if (!parsed) throw new Error(`Not a colour: ${value}`);
  const colour = toOklch(parsed);
  return { mode: 'oklch', l: colour.l, c: colour.c ?? 0, h: colour.h ?? 0 };
}

function hex(colour: Oklch): string {
  return toHex(colour);
}

/**
 * Lowers (or, with `lighter`, raises) a colour's OKLCH lightness in small steps, keeping its chroma
 * and hue, until it reaches `ratio` against every colour of `against`; gives black (or white) when no
 * lightness does.
 */
function fit(colour: Oklch, against: readonly string[], ratio: number, lighter = false): string {
  for (let l = colour.l; lighter ? l <= 1 : l >= 0; l += lighter ? 0.01 : -0.01) {
    const candidate = hex({ ...colour, l });
    if (against.every((other) => contrastRatio(candidate, other) >= ratio)) return candidate;
  }
  return lighter ? '#ffffff' : '#000000';
}

/**
 * Derives a whole token set from one to three brand colours, in OKLCH: the surfaces are near-white
 * tints of the brand hues, the text colours and the brand colours are darkened (lightness lowered, hue
 * and chroma kept) until every pair the theme check measures passes (text 4.5:1, input border 3:1,
 * ring 7:1). The status colours (destructive, success, warning, info) keep fixed hues. The result
 * passes {@link checkTheme}; it throws if it ever would not.
 */
export function deriveTheme(options: DeriveThemeOptions): DerivedTheme {
  if (!/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(options.id)) {
    throw new Error(`A theme id is lowercase letters, digits and inner hyphens: ${options.id}`);
  }
  const primary = oklch(options.primary);
  const secondary = options.secondary ? oklch(options.secondary) : { ...primary, c: primary.c * 0.4 };
  const accent = options.accent ? oklch(options.accent) : primary;
  const tint = (base: Oklch, l: number, c: number) => hex({ ...base, l, c: Math.min(base.c, c) });

  const background = '#ffffff';
  const card = '#ffffff';
  const foreground = tint(primary, 0.21, 0.04);
  const text = MIN_CONTRAST.text;
  const surfaces = [background, card];
  const v = new Map<string, string>();
  const primaryColour = fit(primary, [...surfaces, '#ffffff'], text);
  const secondarySurface = tint(secondary, 0.94, 0.04);
  const mutedSurface = tint(primary, 0.965, 0.012);
  const accentSurface = tint(accent, 0.93, 0.06);
  const status = (h: number, c: number) => fit({ mode: 'oklch', l: 0.6, c, h }, ['#ffffff'], text);

  v.set('background', background);
  v.set('foreground', foreground);
  v.set('card', card);
  v.set('card-foreground', foreground);
  v.set('popover', '#ffffff');
  v.set('popover-foreground', foreground);
  v.set('primary', primaryColour);
  v.set('primary-foreground', '#ffffff');
  v.set('secondary', secondarySurface);
  v.set(
    'secondary-foreground',
    fit({ ...secondary, l: 0.3, c: Math.min(secondary.c, 0.08) }, [secondarySurface], text),
  );
  v.set('muted', mutedSurface);
  v.set(
    'muted-foreground',
    fit({ ...primary, l: 0.55, c: Math.min(primary.c, 0.03) }, [mutedSurface, ...surfaces], text),
  );
  v.set('accent', accentSurface);
  v.set('accent-foreground', fit({ ...accent, l: 0.35, c: Math.min(accent.c, 0.12) }, [accentSurface], text));
  v.set('destructive', fit({ mode: 'oklch', l: 0.55, c: 0.2, h: 27 }, [...surfaces, '#ffffff'], text));
  v.set('destructive-foreground', '#ffffff');
  v.set('success', status(150, 0.15));
  v.set('success-foreground', '#ffffff');
  v.set('warning', status(60, 0.15));
  v.set('warning-foreground', '#ffffff');
  v.set('info', status(240, 0.13));
  v.set('info-foreground', '#ffffff');
  v.set('border', tint(primary, 0.88, 0.02));
  v.set(
    'input',
    fit({ ...primary, l: 0.6, c: Math.min(primary.c, 0.03) }, [background], MIN_CONTRAST.nonText),
  );
  v.set('ring', fit({ ...primary, l: 0.35, c: Math.min(primary.c, 0.1) }, [background], MIN_CONTRAST.ring));
  v.set('radius', options.radius ?? '0.5rem');
  v.set('font-sans', options.fontSans ?? SYSTEM_FONTS);
  v.set('font-heading', 'var(--lk-font-sans)');
  v.set('font-weight-strong', '600');
  v.set('control-height', '2.75rem');
  // The default brand's elevations: a hairline card shadow, a soft lift under overlays, bordered cards.
  v.set('shadow-card', '0 1px 2px 0 rgb(15 23 42 / 0.06)');
  v.set('shadow-overlay', '0 10px 15px -3px rgb(15 23 42 / 0.12), 0 4px 6px -4px rgb(15 23 42 / 0.1)');
  v.set('surface-border-width', '1px');

  const problems = checkTheme(v);
  if (problems.length > 0) {
    throw new Error(`The derived theme fails: ${problems.map((p) => p.message).join('; ')}`);
  }
  return { id: options.id, variables: v, css: themeToCss(options, v) };
}

function themeToCss(options: DeriveThemeOptions, variables: ReadonlyMap<string, string>): string {
  const brandColours = [
    `primary ${options.primary}`,
    ...(options.secondary ? [`secondary ${options.secondary}`] : []),
    ...(options.accent ? [`accent ${options.accent}`] : []),
  ].join(', ');
  const lines = [...variables].map(([name, value]) => `  ${TOKEN_PREFIX}${name}: ${value};`);
  return [
    '/*',
    ` * The ${options.id} brand theme, derived by \`leasekit-theme new\` from ${brandColours}`,
    ' * (OKLCH lightness adjusted until every pair passes `leasekit-theme check`).',
    ' */',
    `[data-theme='${options.id}'] {`,
    '  color-scheme: light;',
    '',
    ...lines,
    '}',
    '',
  ].join('\n');
}
