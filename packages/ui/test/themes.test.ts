// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readThemeVariables, themeFiles } from './theme-css';
import {
  colourPairs as pairs,
  nonTextColours as nonText,
  requiredTokens as required,
  textOnBackground,
} from './theme-tokens';

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.entries(themeFiles))('theme %s', (_name, file) => {
  const vars = readThemeVariables(file);

  it('defines every token a component may use', () => {
    for (const name of required) expect(vars.has(name), `--${name}`).toBe(true);
  });

  it.each(pairs)('WCAG AA: %s / %s contrast is at least 4.5:1', (surface, text) => {
    expect(contrastRatio(vars.get(surface)!, vars.get(text)!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(textOnBackground)('WCAG AA: %s text on the background and on cards is at least 4.5:1', (text) => {
    expect(contrastRatio(vars.get(text)!, vars.get('background')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars.get(text)!, vars.get('card')!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonText)('WCAG 1.4.11: %s stands out at least 3:1 from the background', (part) => {
    expect(contrastRatio(vars.get(part)!, vars.get('background')!)).toBeGreaterThanOrEqual(3);
  });

  it('the focus ring is high contrast (at least 7:1) against the background', () => {
    expect(contrastRatio(vars.get('ring')!, vars.get('background')!)).toBeGreaterThanOrEqual(7);
  });
});

describe('themes differ by brand', () => {
  it('breeze and default have different primary colours, radius, control height, font, weight, elevations and card border', () => {
    const base = readThemeVariables(themeFiles.default);
    const breeze = readThemeVariables(themeFiles.breeze);
    for (const token of [
      'primary',
      'radius',
      'control-height',
      'font-sans',
      'font-weight-strong',
      'shadow-card',
      'shadow-overlay',
      'surface-border-width',
    ]) {
      expect(breeze.get(token), `--${token}`).not.toBe(base.get(token));
    }
  });

  it('breeze names Nunito, which fonts/nunito.css loads, and no theme loads a font itself', () => {
    expect(readThemeVariables(themeFiles.breeze).get('font-sans')).toMatch(/^'Nunito Variable'/);
    const fonts = readFileSync(
      fileURLToPath(new URL('../src/styles/fonts/nunito.css', import.meta.url)),
      'utf8',
    );
    expect(fonts).toContain("@import '@fontsource-variable/nunito/wght.css'");
    for (const file of Object.values(themeFiles)) {
      const css = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      expect(css, file).not.toMatch(/@import|@font-face/);
    }
  });
});
