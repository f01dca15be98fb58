import type { Frame } from '@playwright/test';
import { expect, test } from '../support/app';
import {
  checkoutTrail,
  expectCardFormClean,
  expectHostProtocol,
  openShopCheckout,
  originOf,
  recordHostMessages,
  signOnLenderPage,
} from '../support/checkout';
import { latestPin, stepHeader, uniqueSsn } from '../support/wizard';

/** The English texts of the journey's screens that must not show in Spanish (labels, buttons, options). */
const ENGLISH = [
  'First Name',
  'Last Name',
  'Social Security Number',
  'Date of Birth',
  'Mobile Phone',
  'Street Address',
  'Zip Code',
  'Income Source',
  'Pay Frequency',
  'Retirement',
  'Monthly',
  'Continue',
  'Back',
  'Skip',
  'Routing Number',
  'Checking Account Number',
  'There is a problem',
  'Loading',
  'Sign',
  'I have read the agreement and sign it electronically.',
];

/** No English label, button or option of the list is on the frame's current screen (accessible names). */
async function expectNoEnglish(frame: Frame): Promise<void> {
  for (const text of ENGLISH) {
    await expect(frame.getByLabel(text, { exact: true }), `label ${text}`).toHaveCount(0);
    await expect(frame.getByRole('button', { name: text, exact: true }), `button ${text}`).toHaveCount(0);
    await expect(frame.getByRole('option', { name: text, exact: true }), `option ${text}`).toHaveCount(0);
  }
}

test('a full purchase typed by hand in Spanish, from the demo shop’s iframe to the completed checkout', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000); // a whole purchase typed key by key on a shared 2-core machine
  await recordHostMessages(page);
  const { frame } = await openShopCheckout(page, 1);
  // The shopper picks Spanish in the app bar before typing anything.
  await frame.getByRole('button', { name: 'Español' }).click();
  await expect(stepHeader(frame, 'Paso 1 (Información del solicitante)')).toBeVisible();

  // Step 1: applicant information, every field typed by its Spanish label.
  await expect(frame.getByLabel('Nombre', { exact: true })).toBeVisible();
  await expectNoEnglish(frame);
  await frame.getByLabel('Nombre', { exact: true }).pressSequentially('Lucía');
  await frame.getByLabel('Apellido', { exact: true }).pressSequentially('Ramírez');
  const ssn = uniqueSsn();
  const ssnField = frame.getByLabel('Número de Seguro Social', { exact: true });
  await ssnField.click();
  await ssnField.pressSequentially(ssn.replace(/-/g, ''));
  await frame.getByLabel('Fecha de nacimiento', { exact: true }).pressSequentially('03141985');
  await frame.getByLabel('Teléfono móvil', { exact: true }).pressSequentially('5559876543');
  await frame
    .getByLabel('Correo electrónico', { exact: true })
    .pressSequentially('lucia.ramirez@example.com');
  await frame.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Step 2: the address, chosen from the suggestions.
  await expect(stepHeader(frame, 'Paso 2 (Domicilio)')).toBeVisible();
  await expectNoEnglish(frame);
  await frame.getByLabel('Dirección', { exact: true }).pressSequentially('100 Main');
  await frame
    .getByRole('button', { name: /100 Main Street/ })
    .first()
    .click();
  await expect(frame.getByLabel('Ciudad', { exact: true })).not.toHaveValue('');
  await frame.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Step 3: retirement income, monthly (no employer search needed).
  await expect(stepHeader(frame, 'Paso 3 (Ingresos)')).toBeVisible();
  await expectNoEnglish(frame);
  await frame.getByLabel('Fuente de ingresos', { exact: true }).selectOption({ label: 'Jubilación' });
  await frame.getByLabel('Ingreso bruto (por período de pago)', { exact: true }).pressSequentially('3000');
  await frame.getByLabel('Frecuencia de pago', { exact: true }).selectOption({ label: 'Mensual' });
  await frame.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Step 4: banking is optional here; the bank step comes after the payment instead.
  await expect(stepHeader(frame, 'Paso 4 (Datos bancarios)')).toBeVisible();
  await expect(frame.getByText('Me gustaría agregar mis datos bancarios ahora')).toBeVisible();
  await expectNoEnglish(frame);
  await frame.getByRole('button', { name: 'Omitir', exact: true }).click();

  // Step 5: no co-applicant.
  await expect(stepHeader(frame, 'Paso 5 (Cosolicitante)')).toBeVisible();
  await expectNoEnglish(frame);
  await frame.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Confirmation: what was chosen and typed, formatted, in Spanish.
  await expect(stepHeader(frame, 'Paso 6 (Confirmación)')).toBeVisible();
  const summary = frame.locator('[data-slot="confirmation"]');
  for (const shown of ['Jubilación', 'Mensual', '03/14/1985', '(555) 987-6543', `***-**-${ssn.slice(-4)}`])
    await expect(summary.getByText(shown, { exact: true })).toBeVisible();
  for (const raw of ['retirement', 'monthly', '1985-03-14', '5559876543'])
    await expect(summary.getByText(raw, { exact: true })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Confirmar y enviar' }).click();

  // PIN by text message.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Verificación por mensaje de texto');
  await frame
    .getByLabel('Ingrese el PIN de 5 dígitos que le enviamos.')
    .pressSequentially(await latestPin(request));

  // Approved: the calculator's first payment date as MM/DD/YYYY.
  await expect(frame.getByText('Fecha del primer pago')).toBeVisible({ timeout: 15_000 });
  await expect(
    frame
      .locator('dd')
      .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ })
      .first(),
  ).toBeVisible();
  // The sandbox's approval texts in Spanish too: the greeting, the subtitle, the options' notes.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^¡Felicidades, .+!$/);
  await expect(frame.getByText(/^Tiene una aprobación de hasta \$/)).toBeVisible();
  await expect(frame.getByText(/^Arrendamiento de \d+ meses$/).first()).toBeVisible();
  await expect(frame.getByText(/month lease|Option [A-D]|Congratulations|approved for/)).toHaveCount(0);
  await frame.getByRole('button', { name: '¡Acepto, firmemos el contrato!' }).click();

  // Lease summary: the shopper's phone as typed.
  await expect(frame.getByRole('heading', { level: 1, name: 'Resumen del arrendamiento' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(frame.getByText('(555) 987-6543')).toBeVisible();
  await frame.getByRole('button', { name: 'Ver contrato' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Ver contrato' })).toBeVisible();
  await frame.getByRole('button', { name: 'Firmar ahora' }).click();

  // The lender's signing page (the sandbox's own) in the contract's language, Spanish here, then back to
  // the app, still in Spanish.
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Contrato de arrendamiento con opción a compra' }),
  ).toBeVisible();
  await expectNoEnglish(frame);
  await signOnLenderPage(frame, 'es');
  await expect(frame.getByRole('heading', { level: 1, name: 'Pago requerido' })).toBeVisible({
    timeout: 15_000,
  });
  await frame.getByRole('button', { name: 'Continuar', exact: true }).click();
  // The card form opens clean: no error before anything is typed.
  await expectCardFormClean(frame, 'Hay un problema');
  await frame.getByLabel('Número de tarjeta').pressSequentially('4242424242424242');
  await frame.getByLabel('Fecha de vencimiento (MM/AA)').pressSequentially('12/30');
  await frame.getByLabel('Código de seguridad de la tarjeta').pressSequentially('123');
  await frame.getByRole('button', { name: /^Pagar \$/ }).click();

  // Banking Details after the payment, typed by hand.
  await expect(frame.getByRole('heading', { level: 1, name: 'Datos bancarios' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoEnglish(frame);
  await frame.getByLabel('Número de ruta bancaria', { exact: true }).pressSequentially('026009593');
  await expect(frame.getByLabel('Nombre del banco', { exact: true })).toHaveValue('Bank of America');
  await frame.getByLabel('Número de cuenta corriente', { exact: true }).pressSequentially('123456789');
  await frame
    .getByLabel('Confirme el número de cuenta corriente', { exact: true })
    .pressSequentially('123456789');
  await frame.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Completed: the shop hears success once and places the order.
  await expect(frame.getByRole('heading', { level: 1, name: 'Pago completado' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('#status')).toContainText('Order placed for checkout');
  const trail = await checkoutTrail(page);
  expect(trail.filter((entry) => entry === 'success')).toHaveLength(1);
  await expectHostProtocol(page, originOf(baseURL));
});
