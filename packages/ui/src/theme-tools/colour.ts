import {
  clampChroma,
  converter,
  formatHex,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Color,
  type Oklch,
} from 'culori/fn';

// culori's tree-shakable entry: only the colour spaces a theme is written in are registered (about a
// third of the full entry, which registers every space at import), and only on first use, so importing
// this module has no side effect. CSS colours in other spaces (display-p3, …) are not read.
let registered = false;
function registerModes(): void {
  if (registered) return;
  for (const mode of [modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch]) {
    registerMode(mode);
  }
  registered = true;
}

/** Parses a CSS colour (hex, names, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch()); undefined if not one. */
export function parseColour(value: string): Color | undefined {
  registerModes();
  return parse(value);
}

/** A colour in OKLCH. */
export function toOklch(colour: Color): Oklch {
  registerModes();
  return converter('oklch')(colour);
}

/** An OKLCH colour brought into the sRGB gamut by lowering its chroma, as `#rrggbb`. */
export function toHex(colour: Oklch): string {
  registerModes();
  return formatHex(clampChroma(colour, 'oklch'));
}

/** WCAG 2.x contrast ratio of two parsed colours. */
export function getContrast(a: Color, b: Color): number {
  registerModes();
  return wcagContrast(a, b);
}
