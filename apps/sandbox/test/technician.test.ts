import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, CART, fill, startCheckout, startSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const HVAC_STORE = 11;

/** A checkout at a store with an approved, verified application and a computed lease (step 5). */
async function leasedCheckout(storeId: number, scenario: string) {
  const { token: entry, checkoutId } = await startCheckout(sandbox, storeId, CART);
  const { token } = await apply(sandbox, entry, await fill(sandbox, scenario, storeId), storeId);
  const lease = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
    token,
    query: { option: 'a', payment_frequency: 'monthly' },
  });
  expect(lease.json.status).toBe(true);
  return { token, checkoutId };
}

async function view(token: string, checkoutId: number) {
  return (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data;
}

describe('spec 01 §6, 02 §3: an HVAC store needs the technician (name, phone, email, quote) before the contract is generated', () => {
  it('e-sign without a technician answers 422 with an error per field; nothing is generated', async () => {
    const { token, checkoutId } = await leasedCheckout(HVAC_STORE, 'option-a-hvac');
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, {
      token,
      body: { checkout_id: checkoutId, iframe: true },
    });
    expect(esign.http).toBe(422);
    expect(esign.json).toEqual({
      status: false,
      code: 422,
      error: 'The given data was invalid.',
      data: {
        'technician.name': ['Enter Technician name'],
        'technician.phone': ['Enter Technician phone'],
        'technician.email': ['Enter Technician email'],
        'technician.quote': ['Enter Installation quote'],
      },
    });
    expect(await view(token, checkoutId)).toMatchObject({ current_step: 5, technician: null });
  });

  it('answers 422 for a bad phone, e-mail and quote, keeping the valid name', async () => {
    const { token, checkoutId } = await leasedCheckout(HVAC_STORE, 'option-a-hvac');
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, {
      token,
      body: {
        checkout_id: checkoutId,
        technician: { name: 'Pat Installer', phone: '555-12', email: 'pat@', quote: '0' },
      },
    });
    expect(esign.http).toBe(422);
    expect(esign.json.data).toEqual({
      'technician.phone': ['The Technician phone value must be a phone number.'],
      'technician.email': ['Enter Technician email in the correct format, like name@example.com'],
      'technician.quote': ['Installation quote must be 0.01 or more'],
    });
    expect((await view(token, checkoutId)).current_step).toBe(5);
  });

  it('a valid technician generates the contract, is kept with the checkout and named on the contract; a regenerated e-sign (step 13) keeps it', async () => {
    const { token, checkoutId } = await leasedCheckout(HVAC_STORE, 'option-a-hvac');
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, {
      token,
      body: {
        checkout_id: checkoutId,
        technician: {
          name: 'Pat Installer',
          phone: '1 (615) 555-0142',
          email: 'pat@example.com',
          quote: '$1,250.00',
        },
      },
    });
    expect(esign.http).toBe(200);
    expect(esign.json.data.step).toBe(13);
    expect(await view(token, checkoutId)).toMatchObject({
      current_step: 13,
      technician: { name: 'Pat Installer', phone: '6155550142', email: 'pat@example.com', quote: 1250 },
    });
    const page = await (await fetch(esign.json.data.url)).text();
    expect(page).toContain('Installing technician: Pat Installer, 6155550142');
    expect(page).toContain('Installation quote: $1,250.00.');

    // 02 §4: at the e-sign step the e-sign is generated again; the technician sent first is kept.
    const again = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, {
      token,
      body: { checkout_id: checkoutId },
    });
    expect(again.http).toBe(200);
    expect((await view(token, checkoutId)).technician.name).toBe('Pat Installer');
  });

  it('other stores need no technician', async () => {
    const { token, checkoutId } = await leasedCheckout(1, 'option-a');
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, {
      token,
      body: { checkout_id: checkoutId },
    });
    expect(esign.http).toBe(200);
    expect((await view(token, checkoutId)).technician).toBeNull();
  });
});
