import { expect, test } from '../support/app';
import { frameRoute, openShopCheckout, recordHostMessages } from '../support/checkout';
import { applyByHand, heading, newPerson } from './typed';

// Each income source typed by hand from the demo shop's iframe to the result, no Fill scenario.
test.describe('an application per income source, typed by hand', () => {
  test.beforeEach(async ({ page }) => {
    test.slow(); // a whole application typed key by key on a shared 2-core machine
    await recordHostMessages(page);
  });

  test("Self-employed: an employer the lender does not list says 'Employer not supported!' and is kept as typed; approved", async ({
    page,
    request,
  }) => {
    const { frame } = await openShopCheckout(page, 1);
    const person = newPerson('Sam', 'Selfemployed');
    await applyByHand(frame, request, person, {
      income: {
        source: 'Self-employed',
        gross: '3200',
        frequency: 'Monthly',
        employer: { search: 'Miller Design', pick: 'Use "Miller Design"', notSupported: true },
        titleDepartment: 'Owner',
        employerPhone: '5552220000',
      },
    });
    await expect(heading(frame)).toHaveText(`Congratulations ${person.firstName}!`, { timeout: 15_000 });
  });

  test('Retirement: no employer asked for (employer, title and phone stay optional); approved', async ({
    page,
    request,
  }) => {
    const { frame } = await openShopCheckout(page, 1);
    const person = newPerson('Rita', 'Retired');
    await applyByHand(frame, request, person, {
      income: { source: 'Retirement', gross: '1800', frequency: 'Monthly' },
    });
    await expect(heading(frame)).toHaveText(`Congratulations ${person.firstName}!`, { timeout: 15_000 });
  });

  test('Disability: an income too small for a lease is denied', async ({ page, request }) => {
    const { frame } = await openShopCheckout(page, 1);
    const person = newPerson('Dana', 'Disability');
    await applyByHand(frame, request, person, {
      income: { source: 'Disability', gross: '400', frequency: 'Monthly' },
    });
    await expect(heading(frame)).toHaveText('Thanks For Applying', { timeout: 15_000 });
    await expect(
      frame
        .getByRole('paragraph')
        .filter({ hasText: /^Unfortunately, we were unable to approve you at this time/ }),
    ).toBeVisible();
    expect(frameRoute(frame)).toBe('/result/denied');
  });

  test('Other: the employer is required and searched; approved', async ({ page, request }) => {
    const { frame } = await openShopCheckout(page, 1);
    const person = newPerson('Omar', 'Other');
    await applyByHand(frame, request, person, {
      income: {
        source: 'Other',
        gross: '600',
        frequency: 'Weekly',
        employer: { search: 'Globex', pick: 'Globex Manufacturing' },
        titleDepartment: 'Contractor',
        employerPhone: '5553330000',
      },
    });
    await expect(heading(frame)).toHaveText(`Congratulations ${person.firstName}!`, { timeout: 15_000 });
  });

  test('with a co-applicant (employed) whose income joins a retired applicant’s; approved', async ({
    page,
    request,
  }) => {
    const { frame } = await openShopCheckout(page, 1);
    const person = newPerson('Carla', 'Coapplied');
    await applyByHand(frame, request, person, {
      income: { source: 'Retirement', gross: '700', frequency: 'Monthly' },
      coApplicant: {
        person: newPerson('Chris', 'Coapplied'),
        income: {
          source: 'Employment',
          gross: '1100',
          frequency: 'Bi-weekly',
          employer: { search: 'Umbrella', pick: 'Umbrella Health' },
          titleDepartment: 'Nurse',
          employerPhone: '5554440000',
        },
      },
    });
    await expect(heading(frame)).toHaveText(`Congratulations ${person.firstName}!`, { timeout: 15_000 });
  });
});
