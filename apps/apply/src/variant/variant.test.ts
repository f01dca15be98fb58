// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setMessageOverrides, t } from '@leasekit/core';
import { checkTheme, readThemes } from '@leasekit/ui/theme-tools';
import { storybookBrands } from '../../../../.storybook/brands';
import { brands } from '.';

const themes = readThemes(readFileSync(fileURLToPath(new URL('./themes.css', import.meta.url)), 'utf8'));
const builtIn = new Set(['default', 'breeze']);

describe("the app's brands module is the one place a variant's brands live", () => {
  it('lists the built-in two, the default first (the fallback), plus its own', () => {
    expect(brands[0]?.id).toBe('default');
    expect(brands.map((brand) => brand.id)).toEqual(expect.arrayContaining(['default', 'breeze', 'harbor']));
  });

  it.each(brands.filter((brand) => !builtIn.has(brand.id)))(
    'the $id brand has its theme block in themes.css, and it passes leasekit-theme check',
    (brand) => {
      const theme = themes.find((block) => block.id === brand.id);
      expect(theme, `[data-theme='${brand.id}'] in themes.css`).toBeDefined();
      expect(checkTheme(theme!.variables)).toEqual([]);
    },
  );

  it("the harbor brand overrides a text in English and Spanish; other texts stay the spec's", () => {
    const harbor = brands.find((brand) => brand.id === 'harbor')!;
    expect(harbor.logo).toBeTruthy();
    setMessageOverrides(harbor.messages);
    expect(t('app.store.heading', undefined, 'en')).toBe('Choose your Harbor store');
    expect(t('app.title.storeSelection', undefined, 'en')).not.toContain('Harbor');
    setMessageOverrides(null);
  });

  it("Storybook's brand toolbar lists every brand of the app", () => {
    const listed = storybookBrands.map((brand) => brand.id);
    for (const brand of brands) expect(listed).toContain(brand.id);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
