/* global document, URL */
// Run by `npm test` after the build: serves dist/ and checks in Chromium that the one schema renders in
// English, then, after the language switch, in the app's own French and in Spanish, with the value
// typed before the switches still in its field: the same form, not a rebuilt one. French lacks some
// texts (the City label): those show in English. Chromium is Debian's (/usr/bin/chromium, or
// CHROMIUM_PATH).
import { chromium } from 'playwright-core';
import { checkInChromium } from '../../browser-check.mjs';

await checkInChromium({
  name: 'third-locale',
  chromium,
  dist: new URL('../dist/', import.meta.url),
  visit: async ({ page, url, check }) => {
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url);
    const texts = async () => ({
      heading: await page.getByRole('heading', { level: 2 }).textContent(),
      labels: await page.locator('[data-slot="field"] label').allTextContents(),
      option: await page.locator('option[value="phone"]').textContent(),
      button: await page.locator('button[type="submit"]').textContent(),
      lang: await page.evaluate(() => document.documentElement.lang),
    });

    await page.getByRole('textbox', { name: 'Last name' }).fill('Dupont');
    await page.getByRole('textbox', { name: 'City' }).fill('Lyon');
    const english = await texts();
    check(english.heading === 'Contact details', `English title (found ${english.heading})`);
    check(english.button === 'Continue', `English button (found ${english.button})`);

    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Coordonnées' }).waitFor();
    const french = await texts();
    check(
      french.labels.some((label) => label.startsWith('Nom')),
      `French label Nom (found ${french.labels})`,
    );
    check(
      french.labels.some((label) => label.startsWith('City')),
      `City, which French lacks, shows in English (found ${french.labels})`,
    );
    check(french.option === 'Téléphone', `French option (found ${french.option})`);
    check(french.button === 'Continuer', `French button (found ${french.button})`);
    check(french.lang === 'fr-FR', `<html lang> is French's Intl locale (found ${french.lang})`);
    const nom = await page.getByRole('textbox', { name: 'Nom' }).inputValue();
    check(nom === 'Dupont', `the value typed in English is kept in French (found ${nom})`);

    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Datos de contacto' }).waitFor();
    const spanish = await texts();
    check(spanish.button === 'Continuar', `Spanish button (found ${spanish.button})`);
    check(spanish.option === 'Teléfono', `Spanish option (found ${spanish.option})`);
    const apellido = await page.getByRole('textbox', { name: 'Apellido' }).inputValue();
    const ciudad = await page.getByRole('textbox', { name: 'Ciudad' }).inputValue();
    check(apellido === 'Dupont', `the value is kept in Spanish (found ${apellido})`);
    check(ciudad === 'Lyon', `the other value is kept too (found ${ciudad})`);
    check(
      JSON.stringify(english.labels) !== JSON.stringify(spanish.labels),
      `the labels changed (English ${english.labels}, Spanish ${spanish.labels})`,
    );
    check(problems.length === 0, `the console shows no warning or error (found ${problems.join(' | ')})`);
  },
  success: 'one schema renders in en, fr and es, and the typed values are kept across the switches.',
});
