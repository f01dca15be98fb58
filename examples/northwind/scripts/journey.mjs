/* global document, fetch, getComputedStyle, process, URL, window */
// Run by `npm test` after the build: the repository's sandbox (apps/sandbox, found at LEASEKIT_ROOT, which
// examples/build.mjs sets, else two folders above this example) serves this example's dist/ through its
// APP_DIST, and Chromium buys a TV with a lease twice, typed by hand as a shopper does, every field found
// by its role and label: once in English, once in Spanish. Each purchase goes apply, PIN, offers, lease
// terms, e-sign, down payment, complete, and checks what the shopper sees of Northwind: its logo, colour,
// radius and fonts, its texts, its offer card; then that no event given to onEvent carries what was typed.
// NORTHWIND_SCREENSHOT=<file.png> saves the page as it was when a step failed.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { checkInChromium } from '../../browser-check.mjs';

const root = process.env.LEASEKIT_ROOT ?? fileURLToPath(new URL('../../../', import.meta.url));
/** Northwind's primary (src/brand.tsx) as the browser computes it. */
const PRIMARY = 'rgb(29, 78, 137)';

/** What the shopper reads and types, per language (the spec's texts, the sandbox's form labels). */
const TEXTS = {
  en: {
    language: 'English',
    step: (n, title) => `Step ${n} (${title})`,
    steps: ['Applicant Information', 'Home Address', 'Income', 'Banking', 'Co-Applicant'],
    field: {
      firstName: 'First Name',
      lastName: 'Last Name',
      ssn: 'Social Security Number',
      dateOfBirth: 'Date of Birth',
      cell: 'Mobile Phone',
      email: 'Email',
      street: 'Street Address',
      zip: 'Zip Code',
      city: 'City',
      source: 'Income Source',
      gross: 'Gross Income',
      frequency: 'Pay Frequency',
      routing: 'Routing Number',
      bankName: 'Bank Name',
      account: 'Checking Account Number',
      confirmAccount: 'Confirm Checking Account Number',
      card: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Card security code',
    },
    retirement: 'Retirement',
    monthly: 'Monthly',
    addBanking: 'I would like to add my banking details now',
    continue: 'Continue',
    submit: 'Confirm & Submit',
    pinTitle: 'Text Message Verification',
    pin: 'Enter the 5-digit PIN we sent to you.',
    approved: (name) => `Congratulations ${name}!`,
    agree: "I agree, let's sign the contract!",
    lease: 'Lease Summary',
    preview: 'Preview Contract',
    signNow: 'Sign Now',
    consent: 'I have read the agreement and sign it electronically.',
    sign: 'Sign',
    payment: 'Payment Required',
    pay: /^Pay \$/,
    complete: 'Checkout complete',
    // Northwind's own texts (src/texts.ts, src/offer-card.tsx).
    welcome: 'Lease with Northwind: approvals up to $8,000.',
    offers: 'Your Northwind offers',
    badge: 'A Northwind lease offer',
  },
  es: {
    language: 'Español',
    step: (n, title) => `Paso ${n} (${title})`,
    steps: ['Información del solicitante', 'Domicilio', 'Ingresos', 'Datos bancarios', 'Cosolicitante'],
    field: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      ssn: 'Número de Seguro Social',
      dateOfBirth: 'Fecha de nacimiento',
      cell: 'Teléfono móvil',
      email: 'Correo electrónico',
      street: 'Dirección',
      zip: 'Código postal',
      city: 'Ciudad',
      source: 'Fuente de ingresos',
      gross: 'Ingreso bruto',
      frequency: 'Frecuencia de pago',
      routing: 'Número de ruta bancaria',
      bankName: 'Nombre del banco',
      account: 'Número de cuenta corriente',
      confirmAccount: 'Confirme el número de cuenta corriente',
      card: 'Número de tarjeta',
      expiry: 'Fecha de vencimiento (MM/AA)',
      cvc: 'Código de seguridad de la tarjeta',
    },
    retirement: 'Jubilación',
    monthly: 'Mensual',
    addBanking: 'Me gustaría agregar mis datos bancarios ahora',
    continue: 'Continuar',
    submit: 'Confirmar y enviar',
    pinTitle: 'Verificación por mensaje de texto',
    pin: 'Ingrese el PIN de 5 dígitos que le enviamos.',
    approved: (name) => `¡Felicidades, ${name}!`,
    agree: '¡Acepto, firmemos el contrato!',
    lease: 'Resumen del arrendamiento',
    preview: 'Ver contrato',
    signNow: 'Firmar ahora',
    consent: 'Leí el contrato y lo firmo electrónicamente.',
    sign: 'Firmar',
    payment: 'Pago requerido',
    pay: /^Pagar \$/,
    complete: 'Pago completado',
    welcome: 'Arriende con Northwind: aprobaciones de hasta $8,000.',
    offers: 'Sus ofertas de Northwind',
    badge: 'Una oferta de arrendamiento Northwind',
  },
};

/** A free local port for the sandbox. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Ends the sandbox's process group (tsx and the server it runs), if it is still there. */
function stopSandbox(sandbox) {
  try {
    process.kill(-sandbox.pid);
  } catch {
    // Already gone.
  }
}

/**
 * Starts the sandbox on a fresh database, serving this example's build; resolves with its origin once it
 * answers, with `stop`. It runs in a process group of its own, also ended when this script exits.
 */
async function startSandbox() {
  const port = await freePort();
  const sandbox = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=@leasekit/source', 'apps/sandbox/src/server.ts'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'northwind-sandbox-')),
        APP_DIST: fileURLToPath(new URL('../dist/', import.meta.url)),
        // Two purchases send two PINs to numbers of one range; the default of 5 an hour is plenty, but a
        // rerun within the hour must not be refused.
        SENDS_PER_DESTINATION: '1000',
      },
    },
  );
  process.on('exit', () => stopSandbox(sandbox));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (sandbox.exitCode !== null) throw new Error(`the sandbox exited with ${sandbox.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error('the sandbox did not answer within 60 s');
    const answered = await fetch(`${origin}/keep-alive`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, stop: () => stopSandbox(sandbox) };
    await delay(250);
  }
}

/** A new shopper per purchase (random digits, so no two runs or purchases share one): a fresh SSN (not starting with 9: decided by income), phone and e-mail. */
function newShopper(firstName, lastName) {
  const n = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  return {
    firstName,
    // A suffix keeps the application its own (the sandbox retrieves one by last name, SSN and birth date).
    lastName: `${lastName}-${n.slice(-4)}`,
    ssn: `${(Number(n.slice(0, 3)) % 800) + 100}${n.slice(3, 5)}${n.slice(-4)}`,
    dateOfBirth: '03141985',
    cell: `555${n}`,
    // An address's local part as people type it: without the name's accents.
    email: `${firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}.${n}@example.com`,
  };
}

/** Starts a checkout for one TV at the demo shop's first store through the retailer API (redirect mode). */
async function createCheckout(origin) {
  const response = await fetch(`${origin}/api/v2/checkout`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_demo_electronics', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      store_id: 1,
      cart_id: `northwind-${Date.now()}`,
      cart: { items: [{ sku: 'TV-55', quantity: 1, unit_price: 899.99, description: 'TV' }] },
      return_url_thankyou: 'https://shop.example.com/thanks',
      return_url_failure: 'https://shop.example.com/failure',
      test: true,
    }),
  });
  const body = await response.json();
  return body.data.url.replace('iframe=true', 'iframe=false');
}

/** The PIN the sandbox sent to `cell` (its outbox, newest first), once it is there. */
async function pinSentTo(origin, cell) {
  for (let tries = 0; tries < 40; tries += 1) {
    const outbox = await (
      await fetch(`${origin}/__sandbox/outbox`, { headers: { Accept: 'application/json' } })
    ).json();
    const pin = outbox.find(
      (message) => message.pin && message.to.replace(/\D/g, '').endsWith(cell.slice(-4)),
    )?.pin;
    if (pin) return pin;
    await delay(250);
  }
  throw new Error(`no PIN was sent to the number ending ${cell.slice(-4)}`);
}

/** A text box or combobox found by its label's start, as a screen-reader user finds it. */
function field(page, role, label) {
  return page.getByRole(role, { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`) });
}

/** Types into a text box key by key. */
async function type(page, label, text) {
  const box = field(page, 'textbox', label);
  await box.click();
  await box.pressSequentially(text);
}

/** Waits for the level-1 heading to read `name`. */
async function heading(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 20_000 });
}

/** What the shopper sees of Northwind's look on the current screen. */
async function look(page, buttonName) {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  return {
    button: await button.evaluate((element) => getComputedStyle(element).backgroundColor),
    radius: await button.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--lk-radius').trim(),
    ),
    body: await button.evaluate((element) => getComputedStyle(element).fontFamily),
    heading: await page
      .locator('h1, h2')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily),
    title: await page.evaluate(() => document.title),
  };
}

/** One purchase typed by hand in `locale`, checking Northwind's brand, texts and offer card on the way. */
async function purchase({ page, origin, check, locale, shopper }) {
  const t = TEXTS[locale];
  await page.goto(await createCheckout(origin));
  await page
    .getByText(TEXTS.en.step(1, TEXTS.en.steps[0]), { exact: true })
    .first()
    .waitFor({ timeout: 20_000 });
  if (locale !== 'en') await page.getByRole('button', { name: t.language, exact: true }).click();

  // Step 1, with Northwind's logo and welcome line.
  await page.getByText(t.step(1, t.steps[0]), { exact: true }).first().waitFor();
  const logo = page
    .locator('[data-slot="app-bar"]')
    .getByRole('img', { name: 'Northwind Lease', exact: true });
  check((await logo.count()) === 1, `${locale}: the app bar shows Northwind's logo`);
  check(
    (await page.getByText(t.welcome, { exact: true }).count()) === 1,
    `${locale}: Northwind's welcome line`,
  );
  const f = t.field;
  await type(page, f.firstName, shopper.firstName);
  await type(page, f.lastName, shopper.lastName);
  await type(page, f.ssn, shopper.ssn);
  await type(page, f.dateOfBirth, shopper.dateOfBirth);
  await type(page, f.cell, shopper.cell);
  await type(page, f.email, shopper.email);
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  // Step 2: the zip code's lookup fills the city.
  await page.getByText(t.step(2, t.steps[1]), { exact: true }).first().waitFor({ timeout: 20_000 });
  await type(page, f.street, '100 Main Street');
  await type(page, f.zip, '43215');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('input')].some((input) => input.value === 'Columbus'),
  );
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  // Step 3: a monthly retirement income.
  await page.getByText(t.step(3, t.steps[2]), { exact: true }).first().waitFor({ timeout: 20_000 });
  await field(page, 'combobox', f.source).selectOption({ label: t.retirement });
  await type(page, f.gross, '3000');
  await field(page, 'combobox', f.frequency).selectOption({ label: t.monthly });
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  // Step 4: banking now (the routing number's lookup names the bank), so none is asked after paying.
  await page.getByText(t.step(4, t.steps[3]), { exact: true }).first().waitFor({ timeout: 20_000 });
  await page.getByRole('switch', { name: t.addBanking }).click();
  await type(page, f.routing, '021000021');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('input')].some((input) => input.value === 'JPMorgan Chase Bank'),
  );
  await type(page, f.account, '123456789');
  await type(page, f.confirmAccount, '123456789');
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  // Step 5: no co-applicant; then the confirmation and the PIN.
  await page.getByText(t.step(5, t.steps[4]), { exact: true }).first().waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await page.getByRole('button', { name: t.submit }).click({ timeout: 20_000 });
  await heading(page, t.pinTitle);
  await page.getByLabel(t.pin).pressSequentially(await pinSentTo(origin, shopper.cell));

  // The offers: Northwind's look, its heading and its own card for every option.
  await heading(page, t.approved(shopper.firstName));
  // The look as data is derived in a chunk of its own and set on <html> once it is in.
  {
    const themed = await page
      .waitForFunction(() => document.documentElement.style.getPropertyValue('--lk-primary') !== '', null, {
        timeout: 20_000,
      })
      .then(
        () => true,
        () => false,
      );
    check(themed, `${locale}: Northwind's theme variables reach <html>`);
    const seen = await look(page, t.agree);
    check(seen.button === PRIMARY, `${locale}: the agree button is Northwind's blue (found ${seen.button})`);
    check(
      seen.radius === '0.25rem',
      `${locale}: the agree button has Northwind's 0.25rem radius (found ${seen.radius})`,
    );
    check(
      seen.body.startsWith('"Segoe UI"'),
      `${locale}: the text is Northwind's font stack (found ${seen.body})`,
    );
    check(
      seen.heading.startsWith('Georgia'),
      `${locale}: the headings are Northwind's serif (found ${seen.heading})`,
    );
    check(seen.title.endsWith('Northwind Lease'), `${locale}: the tab names Northwind (found ${seen.title})`);
  }
  check(
    (await page.getByText(t.offers, { exact: true }).count()) === 1,
    `${locale}: Northwind's offers heading`,
  );
  const options = page.locator('[data-slot="approved-options"]');
  const cards = await options.locator('[data-northwind="offer-card"]').count();
  const parts = await options.locator(':scope > *').count();
  check(cards > 0 && cards === parts, `${locale}: every option is Northwind's card (${cards} of ${parts})`);
  const badges = await options.getByText(t.badge, { exact: true }).count();
  check(badges === cards, `${locale}: each card has its ${locale} badge (${badges} of ${cards})`);
  const amount = await options.locator('[data-northwind="offer-card"] dd').first().textContent();
  check(/^\$[\d,]+\.\d\d$/.test(amount ?? ''), `${locale}: the card shows the amount (found ${amount})`);

  // Lease terms, the contract, the lender's signing page, the down payment, the end.
  await page.getByRole('button', { name: t.agree }).click();
  await heading(page, t.lease);
  await page.getByRole('button', { name: t.preview, exact: true }).click();
  await heading(page, t.preview);
  await page.getByRole('button', { name: t.signNow, exact: true }).click();
  await page.getByRole('checkbox', { name: t.consent }).check({ timeout: 20_000 });
  await page.getByRole('button', { name: t.sign, exact: true }).click();
  await heading(page, t.payment);
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await type(page, f.card, '4242424242424242');
  await type(page, f.expiry, '1230');
  await type(page, f.cvc, '123');
  await page.getByRole('button', { name: t.pay }).click();
  await heading(page, t.complete);
}

const { origin, stop } = await startSandbox();
await checkInChromium({
  name: 'northwind',
  chromium,
  origin,
  visit: async ({ page, check }) => {
    page.setDefaultTimeout(10_000);
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Every event the app gives onEvent, across the documents of a purchase (the signing page is one
    // of the lender's own): the queue's push reports each to this script as it comes.
    const events = [];
    await page.exposeFunction('reportNorthwindEvent', (event) => events.push(event));
    await page.addInitScript(() => {
      const queue = [];
      queue.push = (...entries) => {
        for (const entry of entries) window.reportNorthwindEvent(entry);
        return Array.prototype.push.apply(queue, entries);
      };
      window.northwindAnalytics = queue;
    });
    const shoppers = { en: newShopper('Jordan', 'Northwind'), es: newShopper('Lucía', 'Ramírez') };
    for (const locale of ['en', 'es'])
      await purchase({ page, origin, check, locale, shopper: shoppers[locale] }).catch(async (error) => {
        if (process.env.NORTHWIND_SCREENSHOT)
          await page.screenshot({ path: process.env.NORTHWIND_SCREENSHOT, fullPage: true });
        throw error;
      });

    const kinds = new Set(events.map((event) => event.event));
    check(
      ['form-progress', 'screen-view'].every((kind) => kinds.has(kind)),
      `onEvent heard the wizard's progress and each screen (found ${[...kinds].join(', ')})`,
    );
    const sent = JSON.stringify(events);
    const typed = Object.values(shoppers).flatMap((shopper) => [
      ...Object.values(shopper),
      shopper.ssn.slice(-4),
      shopper.cell.slice(-4),
    ]);
    const leaked = [...typed, '4242', '021000021', '123456789', '3000', '43215'].filter((value) =>
      sent.includes(value),
    );
    check(leaked.length === 0, `no typed value reaches onEvent (found ${leaked.join(', ')})`);
    check(problems.length === 0, `the console shows no warning or error (found ${problems.join(' | ')})`);
  },
  success:
    'two purchases typed by hand, in English and Spanish, show Northwind and tell onEvent nothing typed.',
});
// The sandbox would keep this script alive after a passing run.
stop();
