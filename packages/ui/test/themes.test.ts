// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NON_TEXT, REQUIRED_TOKENS, TEXT_ON_BACKGROUND, TEXT_PAIRS } from '../src/theme-tools';
import { contrastRatio, readThemeVariables, themeFiles } from './theme-css';

// The checks `leasekit-theme check` runs on a team's theme (src/theme-tools): one list for both.
const pairs = TEXT_PAIRS;
const textOnBackground = TEXT_ON_BACKGROUND;
const nonText = NON_TEXT;
const required = REQUIRED_TOKENS;

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
  it('breeze and default have different primary colours, radius and control height', () => {
    const base = readThemeVariables(themeFiles.default);
    const breeze = readThemeVariables(themeFiles.breeze);
    expect(breeze.get('primary')).not.toBe(base.get('primary'));
    expect(breeze.get('radius')).not.toBe(base.get('radius'));
    expect(breeze.get('control-height')).not.toBe(base.get('control-height'));
  });
});
