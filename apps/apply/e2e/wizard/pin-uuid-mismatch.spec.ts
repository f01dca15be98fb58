import { expect, test } from '../support/app';
import { STORES } from '../support/sandbox';
import { latestPin, toConfirmation, typePin } from '../support/wizard';

test("spec 03 §8: a uuid the session does not own gets 'Application not found. Please create a new application.' (en, es), and counts no PIN try", async ({
  app,
  page,
  request,
}) => {
  test.slow(); // a whole application on a shared 2-core machine
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await toConfirmation(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await app.expectHeading('Text Message Verification');
  const pin = await latestPin(request);

  // The PIN calls name another application than this session's (a stale page, another tab's uuid).
  const foreign = '00000000-0000-4000-8000-000000000000';
  await page.route(/\/apply-v2\/application\/verify\/(send|confirm)$/, (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), uuid: foreign }) }),
  );
  await page.getByRole('button', { name: 'Resend PIN?' }).click();
  await expect(
    page.getByText('Application not found. Please create a new application.').last(),
  ).toBeVisible();
  await typePin(page, pin);
  await expect(
    page.getByText('Application not found. Please create a new application.').last(),
  ).toBeVisible();
  await app.expectRoute('/apply');
  await app.expectAccessible();

  await app.setLocale('es');
  await page.getByRole('button', { name: '¿Reenviar PIN?' }).click();
  await expect(page.getByText('No se encontró la solicitud. Cree una nueva solicitud.').last()).toBeVisible();

  // The right uuid again: the PIN the shopper got still works (the mismatch counted no try).
  await page.unroute(/\/apply-v2\/application\/verify\/(send|confirm)$/);
  await typePin(page, pin);
  await app.expectRoute('/result/approved');
});
