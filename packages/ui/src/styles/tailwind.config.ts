/**
 * The shared design tokens. Tailwind v4 is configured in CSS; this file is bridged into it with
 * `@config` (see preset.css beside this file) so that JS tooling and the CSS share one token list.
 * Every colour is a CSS variable set per brand theme under `[data-theme]`, so components only ever name
 * semantic tokens (`bg-primary`), never a brand's palette. The variables carry the `--lk-` prefix so a
 * page's own tokens of the same names (shadcn/ui's `--primary`, `--radius`) never meet the kit's.
 */
const semanticColors = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'info',
  'info-foreground',
  'border',
  'input',
  'ring',
] as const;

/** Semantic colour tokens, each resolved from the active theme's CSS variable. */
export const colors = Object.fromEntries(semanticColors.map((name) => [name, `var(--lk-${name})`]));

export default {
  content: [],
  theme: {
    extend: {
      colors,
      borderRadius: {
        lg: 'var(--lk-radius)',
        md: 'calc(var(--lk-radius) - 2px)',
        sm: 'calc(var(--lk-radius) - 4px)',
      },
      fontFamily: {
        sans: 'var(--lk-font-sans)',
        heading: 'var(--lk-font-heading)',
      },
      height: {
        control: 'var(--lk-control-height)',
      },
      // Elevations are brand tokens: `shadow-card` under cards, `shadow-overlay` under dialogs,
      // popovers, select lists and toasts.
      boxShadow: {
        card: 'var(--lk-shadow-card)',
        overlay: 'var(--lk-shadow-overlay)',
      },
    },
  },
};
