import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import {
  latestPin,
  stepHeader,
  storedApplication,
  toConfirmation,
  typePin,
  expectScreenAccessible,
} from '../support/wizard';

test('spec 02 §4, §8: a PIN wrong three times gives the generic denial (in Spanish)', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole journey on a shared 2-core machine: three times the 30 s limit
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await app.setLocale('es');
  await expect(stepHeader(page, 'Paso 1 (Información del solicitante)')).toBeVisible();
  await toConfirmation(page);
  await expect(stepHeader(page, 'Paso 6 (Confirmación)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
  await expectScreenAccessible(page);
  await page.getByRole('button', { name: 'Confirmar y enviar' }).click();

  await app.expectHeading('Verificación por mensaje de texto');
  await expect(page.getByRole('button', { name: '¿Reenviar PIN?' })).toBeVisible();
  await expectScreenAccessible(page);
  const pin = await latestPin(request);
  const wrong = pin === '11111' ? '22222' : '11111';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await typePin(page, wrong);
    await expect(page.getByText('La verificación del PIN falló.').last()).toBeVisible();
  }
  await typePin(page, wrong);
  await app.expectRoute('/result/denied');
  const stored = await storedApplication(page, request);
  expect(stored.verified).toBe(false);
  expect(stored.application_result.code).toBe('G');
  expect(stored.application_result.reason).toBe('DNQ - internal (C)');
});
