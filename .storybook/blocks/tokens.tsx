import {
  colourPairs,
  contrastRatio,
  nonTextColours,
  parseThemeVariables,
  requiredTokens,
  textOnBackground,
} from '../../packages/ui/test/theme-tokens';
import { themeSources } from './sources';

/** The brands with a theme file, by id; a new theme file in packages/ui/src/styles/themes appears here. */
export const themeIds = Object.keys(themeSources).sort((a, b) =>
  a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b),
);

/** Tailwind's type scale steps the components use, smallest first. */
const typeScale = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl'] as const;
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
        Source: <code>packages/ui/src/styles/themes/{brand}.css</code>.{' '}
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
      <div
        data-theme={brand}
        style={{ padding: '1rem', background: 'var(--lk-background)', color: 'var(--lk-foreground)' }}
      >
        <h3 className="font-heading">Fonts and weight</h3>
        <p>
          <code>--lk-font-sans</code>: {vars.get('font-sans')}
          <br />
          <code>--lk-font-heading</code>: {vars.get('font-heading')}
          <br />
          <code>--lk-font-weight-strong</code> (font-semibold): {vars.get('font-weight-strong')}
        </p>
        <p className="font-heading text-2xl font-semibold">Heading: Let&apos;s Get Started</p>
        <p className="font-sans text-base">Body: Enter the 6-digit code we sent to your phone.</p>
        <h3 className="font-heading">Type scale</h3>
        {typeScale.map((step) => (
          <p key={step} className={step}>
            <code>{step}</code> The quick brown fox pays $1,234.56
          </p>
        ))}
        <h3 className="font-heading">Spacing (0.25rem steps)</h3>
        {spacingSteps.map((step) => (
          <div key={step} className={`flex items-center ${step}`}>
            <code style={{ width: '4rem' }}>{step}</code>
            <span className="size-4 bg-primary" />
            <span className="size-4 bg-primary" />
          </div>
        ))}
        <h3 className="font-heading">Radii (from --lk-radius: {vars.get('radius')})</h3>
        <div className="flex gap-4">
          {radii.map(([name, value]) => (
            <div key={name} className="flex flex-col items-center gap-1">
              <span className="size-16 border-2 border-input bg-muted" style={{ borderRadius: value }} />
              <code>{name}</code>
            </div>
          ))}
        </div>
        <h3 className="font-heading">Control height (--lk-control-height: {vars.get('control-height')})</h3>
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
