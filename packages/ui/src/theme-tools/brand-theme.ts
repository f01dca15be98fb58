import type { BrandTheme } from '../components/theme-provider/brands';
import { checkTheme, REQUIRED_TOKENS, TOKEN_PREFIX, type ThemeProblem } from './check';
import { deriveTheme } from './derive';

/** What {@link getBrandThemeVariables} gives: the CSS variables to set, and the failed contrast checks. */
export interface BrandThemeVariables {
  /** Each token as its custom property (`--lk-primary`) and value, ready for an element's style. */
  style: Record<string, string>;
  /** The theme check's failures (text 4.5:1, input borders 3:1, ring 7:1); none when it passes. */
  problems: ThemeProblem[];
}

/**
 * Turns a brand given as data (`Brand.theme`) into its `--lk-` variables: every token derived from its
 * colours with {@link deriveTheme}, then its radius, fonts and any token it sets itself put over them,
 * and the whole set run through {@link checkTheme}. A derived set always passes; tokens set by hand may
 * not, and the failures come back in `problems` (ThemeProvider prints them in development). Throws on a
 * colour that is not one.
 */
export function getBrandThemeVariables(id: string, theme: BrandTheme): BrandThemeVariables {
  const derived = deriveTheme({
    id,
    primary: theme.primary,
    ...(theme.secondary === undefined ? {} : { secondary: theme.secondary }),
    ...(theme.accent === undefined ? {} : { accent: theme.accent }),
    ...(theme.radius === undefined ? {} : { radius: theme.radius }),
    ...(theme.fontSans === undefined ? {} : { fontSans: theme.fontSans }),
  });
  const variables = new Map(derived.variables);
  if (theme.fontHeading !== undefined) variables.set('font-heading', theme.fontHeading);
  // A brand may come from a server: only the theme's own tokens, as strings, are taken from it.
  const known: readonly string[] = REQUIRED_TOKENS;
  for (const [name, value] of Object.entries(theme.tokens ?? {})) {
    if (known.includes(name) && typeof value === 'string') variables.set(name, value);
  }
  const style: Record<string, string> = {};
  for (const [name, value] of variables) style[`${TOKEN_PREFIX}${name}`] = value;
  return { style, problems: checkTheme(variables) };
}

// Bundlers replace `process.env.NODE_ENV` at build time; where nothing does (a browser running the
// source), reading it throws and counts as development.
declare const process: { env: { NODE_ENV?: string } };

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/**
 * {@link getBrandThemeVariables}' style, for ThemeProvider (which loads this module on demand): in
 * development the theme check's failures are printed as one warning naming the brand. A theme whose
 * colour is not one gives no variables (the stylesheet's tokens stay), with a warning in development.
 */
export function getBrandThemeStyle(id: string, theme: BrandTheme): Record<string, string> {
  let made: BrandThemeVariables;
  try {
    made = getBrandThemeVariables(id, theme);
  } catch (error) {
    // A brand's values may come from a team's configuration or a server: a colour that is not one leaves
    // the page on its stylesheet's tokens rather than failing the theme.
    if (!isProduction()) {
      console.warn(
        `leasekit: the brand "${id}" is not applied: ${error instanceof Error ? error.message : String(error)}. Give its colours as CSS colours ("#0b5cad", "rgb(11 92 173)").`,
      );
    }
    return {};
  }
  const { style, problems } = made;
  if (problems.length > 0 && !isProduction()) {
    console.warn(
      `leasekit: the brand "${id}" fails the theme check:\n  ${problems.map((p) => p.message).join('\n  ')}`,
    );
  }
  return style;
}
