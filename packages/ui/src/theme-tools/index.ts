// Theme tools for teams (`@leasekit/ui/theme-tools`, and the `leasekit-theme` command): the WCAG checks
// of the project's own theme test, and a token set derived from brand colours.
export {
  checkTheme,
  contrastRatio,
  readThemes,
  MIN_CONTRAST,
  NON_TEXT,
  REQUIRED_TOKENS,
  SURFACE_TOKENS,
  TEXT_ON_BACKGROUND,
  TEXT_PAIRS,
  TOKEN_PREFIX,
  type ThemeBlock,
  type ThemeProblem,
} from './check';
export { deriveTheme, type DeriveThemeOptions, type DerivedTheme } from './derive';
export { runThemeCommand, type ThemeCommandIo } from './cli';
