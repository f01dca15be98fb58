import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import { STORES } from './support/sandbox';
import { expectScreenAccessible, stepHeader, storedApplication, toConfirmation } from './support/wizard';

/** The open modal of the home address (01 §2: modal panels open forms). */
function addressModal(page: Page, title: string | RegExp = 'Home Address') {
  return page.getByRole('dialog', { name: title });
}

test('spec 01 §2, §4: the home address is edited from the confirmation in a modal form, saved to the sandbox, and an unsaved change asks Discard or Keep', async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole application on a shared 2-core machine
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await toConfirmation(page);
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  const before = await storedApplication(page, request);

  // Edit opens the step's form over the summary, with the saved address; the shopper stays on the confirmation.
  await page.getByRole('button', { name: 'Edit Home Address' }).click();
  const modal = addressModal(page);
  await expect(modal).toBeVisible();
  const street = modal.getByLabel('Street Address');
  await expect(street).toHaveValue(before.applicant.location.line_1);
  await app.expectRoute('/apply');
  await expectScreenAccessible(page);

  await street.fill('22 New Street');
  await modal.getByLabel('Apt / Suite').fill('Unit 7');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  // The summary shows what the sandbox saved, without leaving the confirmation.
  const summary = page.locator('[data-section="address"]');
  await expect(summary).toContainText('22 New Street');
  await expect(summary).toContainText('Unit 7');
  await expect(stepHeader(page, 'Step 6 (Confirmation)')).toBeVisible();
  const saved = await storedApplication(page, request);
  expect(saved.applicant.location).toMatchObject({ line_1: '22 New Street', line_2: 'Unit 7' });

  // Again, now closing with an unsaved change: 'Are you sure?' with Discard and Keep.
  await page.getByRole('button', { name: 'Edit Home Address' }).click();
  await expect(street).toHaveValue('22 New Street');
  await street.fill('9 Typed Lane');
  await page.keyboard.press('Escape');
  const prompt = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('You have unsaved changes.');
  await expect(prompt.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expectScreenAccessible(page);

  // Keep returns to the form as typed.
  await prompt.getByRole('button', { name: 'Keep' }).click();
  await expect(prompt).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(street).toHaveValue('9 Typed Lane');

  // Discard closes it: the summary and the sandbox keep the saved address.
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
  await expect(summary).toContainText('22 New Street');
  await expect(summary).not.toContainText('9 Typed Lane');
  expect((await storedApplication(page, request)).applicant.location.line_1).toBe('22 New Street');

  // In Spanish: the modal's texts, the server's labels and the prompt's Descartar/Conservar.
  await app.setLocale('es');
  await page.getByRole('button', { name: 'Editar Domicilio' }).click();
  const spanish = addressModal(page, 'Domicilio');
  const calle = spanish.getByLabel('Dirección');
  await expect(calle).toHaveValue('22 New Street');
  await calle.fill('5 Calle Nueva');
  await spanish.getByRole('button', { name: 'Cancelar' }).click();
  const aviso = page.getByRole('alertdialog', { name: '¿Está seguro?' });
  await expect(aviso).toContainText('Tiene cambios sin guardar.');
  await aviso.getByRole('button', { name: 'Conservar' }).click();
  await expect(calle).toHaveValue('5 Calle Nueva');
  await spanish.getByRole('button', { name: 'Cerrar' }).click();
  await aviso.getByRole('button', { name: 'Descartar' }).click();
  await expect(spanish).toBeHidden();
  await expect(summary).toContainText('22 New Street');
});
