import {
  colourPairs,
  contrastRatio,
  nonTextColours,
  parseThemeVariables,
  requiredTokens,
  textOnBackground,
} from '../../packages/ui/test/theme-tokens';
import { storybookBrands } from '../brands';
import { packageThemes, themeSources } from './sources';

/**
 * Every brand registered in the kit and the app (../brands.ts, the toolbar's list, default first) that
 * has a theme, by id; a brand with a theme but not registered (yet) comes after them.
 */
export const themeIds = [
  ...storybookBrands.map((brand) => brand.id).filter((id) => id in themeSources),
  ...Object.keys(themeSources)
    .filter((id) => !storybookBrands.some((brand) => brand.id === id))
    .sort(),
];

/** A brand's name as the toolbar shows it, else its id. */
export function getBrandName(id: string): string {
  return storybookBrands.find((brand) => brand.id === id)?.name ?? id;
}

/** Tailwind's type scale steps the components use, smallest first, with the token each one reads. */
const typeScale = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl'] as const;

/** The heading levels as the screens set them (Screen's title, a section, a card), on the heading font. */
const headings = [
  ['h1', 'text-3xl', "Let's Get Started"],
  ['h2', 'text-2xl', 'Applicant Information'],
  ['h3', 'text-xl', 'Lease Summary'],
] as const;
/** Spacing steps the components use (Tailwind's 0.25rem unit). */
const spacingSteps = ['gap-1', 'gap-2', 'gap-3', 'gap-4', 'gap-6', 'gap-8'] as const;
/** The radius utilities, all derived from the brand's `--lk-radius`. */
const radii = [
  ['rounded-sm', 'calc(var(--lk-radius) - 4px)'],
  ['rounded-md', 'calc(var(--lk-radius) - 2px)'],
  ['rounded-lg', 'var(--lk-radius)'],
] as const;

const cell = { padding: '0.25rem 0.5rem', borderBottom: '1px solid #e2e8f0', textAlign: 'left' } as const;

function Ratio({ a, b, min }: { a: string | undefined; b: string | undefined; min: number }) {
  if (!a || !b) return <span>missing</span>;
  const ratio = contrastRatio(a, b);
  return (
    <span>
      {ratio.toFixed(2)}:1 {ratio >= min ? `✓ ≥ ${min}` : `✗ below ${min}`}
    </span>
  );
}

function Swatch({ colour }: { colour: string | undefined }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: '1.5rem',
        height: '1.5rem',
        verticalAlign: 'middle',
        border: '1px solid #94a3b8',
        borderRadius: 4,
        background: colour,
      }}
    />
  );
}

/** One brand's tokens, parsed from its theme file at build time, and samples drawn in its theme. */
export function BrandTokens({ brand }: { brand: string }) {
  const vars = parseThemeVariables(themeSources[brand] ?? '');
  const missing = requiredTokens.filter((token) => !vars.has(token));
  return (
    <div>
      <p>
        Source:{' '}
        <code>
          {brand in packageThemes
            ? `packages/ui/src/styles/themes/${brand}.css`
            : 'apps/apply/src/variant/themes.css'}
        </code>
        .{' '}
        {missing.length === 0
          ? 'Defines every required token.'
          : `Missing: ${missing.map((t) => `--lk-${t}`).join(', ')}.`}
      </p>
      <h3>Colour pairs (text on surface, WCAG AA 4.5:1)</h3>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>Surface</th>
            <th style={cell}>Text</th>
            <th style={cell}>Sample</th>
            <th style={cell}>Contrast</th>
          </tr>
        </thead>
        <tbody>
          {colourPairs.map(([surface, text]) => (
            <tr key={surface}>
              <td style={cell}>
                <Swatch colour={vars.get(surface)} /> <code>--lk-{surface}</code> {vars.get(surface)}
              </td>
              <td style={cell}>
                <Swatch colour={vars.get(text)} /> <code>--lk-{text}</code> {vars.get(text)}
              </td>
              <td style={{ ...cell, background: vars.get(surface), color: vars.get(text) }}>Aa Continue</td>
              <td style={cell}>
                <Ratio a={vars.get(surface)} b={vars.get(text)} min={4.5} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Coloured text and parts on the background</h3>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {[
            ...textOnBackground.map((t) => [t, 4.5] as const),
            ...nonTextColours.map((t) => [t, 3] as const),
          ].map(([token, min]) => (
            <tr key={token}>
              <td style={cell}>
                <Swatch colour={vars.get(token)} /> <code>--lk-{token}</code> {vars.get(token)}
              </td>
              <td style={cell}>
                on <code>--lk-background</code> {vars.get('background')}
              </td>
              <td style={cell}>
                <Ratio a={vars.get(token)} b={vars.get('background')} min={min} />
                {min === 3 ? ' (non-text, WCAG 1.4.11)' : ''}
              </td>
            </tr>
          ))}
          <tr>
            <td style={cell}>
              <Swatch colour={vars.get('border')} /> <code>--lk-border</code> {vars.get('border')}
            </td>
            <td style={cell} colSpan={2}>
              Decorative dividers only; never the only sign of a control.
            </td>
          </tr>
        </tbody>
      </table>
      <h3>Colours</h3>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        {colourPairs.map(([surface, text]) => (
          <figure key={surface} data-swatch={surface} style={{ margin: 0, width: '9rem' }}>
            <div
              style={{
                height: '6rem',
                borderRadius: 8,
                border: '1px solid #94a3b8',
                background: vars.get(surface),
                color: vars.get(text),
                display: 'flex',
                alignItems: 'flex-end',
                padding: '0.5rem',
                fontWeight: 600,
              }}
            >
              Aa
            </div>
            <figcaption style={{ fontSize: 12, lineHeight: 1.4 }}>
              <code>--lk-{surface}</code> {vars.get(surface)}
              <br />
              text <code>--lk-{text}</code> <Ratio a={vars.get(surface)} b={vars.get(text)} min={4.5} />
            </figcaption>
          </figure>
        ))}
      </div>
      {/* sb-unstyled: Storybook's docs styles (their own font and sizes) stay off the specimens, which
          show the brand's tokens at true size in the brand's own font. */}
      <div
        className="sb-unstyled font-sans"
        data-theme={brand}
        data-brand-specimens={brand}
        style={{ padding: '1rem', background: 'var(--lk-background)', color: 'var(--lk-foreground)' }}
      >
        <h3 className="font-heading text-xl font-semibold">Fonts and weight</h3>
        <p className="text-sm">
          <code>--lk-font-sans</code>: {vars.get('font-sans')}
          <br />
          <code>--lk-font-heading</code>: {vars.get('font-heading')}
          <br />
          <code>--lk-font-weight-strong</code> (font-semibold): {vars.get('font-weight-strong')}
        </p>
        <h3 className="mt-4 font-heading text-xl font-semibold">Headings (--lk-font-heading)</h3>
        {headings.map(([Level, step, text]) => (
          <Level
            key={Level}
            data-type-specimen={step}
            data-font-token="font-heading"
            className={`${step} font-heading font-semibold`}
          >
            {text} <code className="text-xs font-normal">{`<${Level}> ${step}`}</code>
          </Level>
        ))}
        <h3 className="mt-4 font-heading text-xl font-semibold">Type scale (--font-sans)</h3>
        {typeScale.map((step) => (
          <p key={step} data-type-specimen={step} data-font-token="font-sans" className={`${step} font-sans`}>
            The quick brown fox pays $1,234.56 <code className="text-xs">{step}</code>
          </p>
        ))}
        <h3 className="mt-4 font-heading text-xl font-semibold">Spacing (0.25rem steps)</h3>
        {spacingSteps.map((step) => (
          <div key={step} className={`flex items-center ${step}`}>
            <code style={{ width: '4rem' }}>{step}</code>
            <span className="size-4 bg-primary" />
            <span className="size-4 bg-primary" />
          </div>
        ))}
        <h3 className="mt-4 font-heading text-xl font-semibold">
          Radii (from --radius: {vars.get('radius')})
        </h3>
        <div className="flex gap-4">
          {radii.map(([name, value]) => (
            <div key={name} className="flex flex-col items-center gap-1">
              <span className="size-16 border-2 border-input bg-muted" style={{ borderRadius: value }} />
              <code>{name}</code>
            </div>
          ))}
        </div>
        <h3 className="mt-4 font-heading text-xl font-semibold">Elevation and surface</h3>
        <p className="text-sm">
          The utilities the components use: <code>shadow-card</code> (Card, the screens&apos; boxes;
          CollapsibleSection&apos;s card; DataList) and <code>shadow-overlay</code> (Modal, ConfirmDialog,
          IdleModal, popovers, select lists, toasts); a card&apos;s border is{' '}
          <code>--lk-surface-border-width</code> wide.
        </p>
        <div className="flex flex-wrap items-start gap-6 p-2">
          <div
            data-shadow-specimen="shadow-card"
            className="flex w-64 flex-col gap-1 rounded-lg border-(length:--lk-surface-border-width) border-border bg-card p-4 text-card-foreground shadow-card"
          >
            <span className="font-heading text-lg font-semibold">Card</span>
            <code className="text-xs">--lk-shadow-card: {vars.get('shadow-card')}</code>
            <code className="text-xs">--lk-surface-border-width: {vars.get('surface-border-width')}</code>
          </div>
          <div
            data-shadow-specimen="shadow-overlay"
            className="flex w-64 flex-col gap-1 rounded-lg border border-border bg-popover p-4 text-popover-foreground shadow-overlay"
          >
            <span className="font-heading text-lg font-semibold">Overlay</span>
            <code className="text-xs">--lk-shadow-overlay: {vars.get('shadow-overlay')}</code>
          </div>
        </div>
        <h3 className="mt-4 font-heading text-xl font-semibold">
          Control height (--control-height: {vars.get('control-height')})
        </h3>
        <div className="flex items-center gap-2">
          <span className="h-control inline-flex items-center rounded-md bg-primary px-4 font-semibold text-primary-foreground">
            Continue
          </span>
          <span className="h-control inline-flex w-48 items-center rounded-md border border-input bg-background px-3">
            Input
          </span>
        </div>
      </div>
    </div>
  );
}
