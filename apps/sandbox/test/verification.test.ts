import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  fill,
  latestLink,
  saveSteps,
  startApplication,
  startCheckout,
  startSandbox,
  type TestSandbox,
} from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('identity check (01 §4, §7, §8: intellicheck send / verify / exchange)', () => {
  it('sends a link, answers 208 when already sent, 202 until the link is opened, then completed', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox, 9);
    const model = await fill(sandbox, 'option-a', 9);
    const { token } = await apply(sandbox, entry, model, 9);
    expect(
      (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data,
    ).toMatchObject({ current_step: 3, intellicheck_required: true });

    const badPhone = await sandbox.call('POST', '/apply-v2/intellicheck/send', {
      token,
      body: { phone: '123' },
    });
    expect(badPhone.json.data).toEqual({ phone: ['The phone value must be a phone number.'] });
    const sent = await sandbox.call('POST', '/apply-v2/intellicheck/send', {
      token,
      body: { phone: '(555) 201-3344' },
    });
    expect(sent.json).toMatchObject({
      status: true,
      code: 200,
      data: { id: expect.any(Number), sent: true },
    });
    const again = await sandbox.call('POST', '/apply-v2/intellicheck/send', { token, body: {} });
    expect(again.json).toMatchObject({ status: true, code: 208, data: { id: sent.json.data.id } });
    const pending = await sandbox.call('POST', '/apply-v2/intellicheck/verify', {
      token,
      body: { check_id: sent.json.data.id },
    });
    expect(pending.json).toMatchObject({ status: true, code: 202, data: { completed: false } });

    const resent = await sandbox.call('POST', '/apply-v2/intellicheck/send', {
      token,
      body: { phone: '5552013344', check_id: sent.json.data.id },
    });
    expect(resent.json.data.sent).toBe(true);
    const link = await latestLink(sandbox, '5552013344');
    const opened = await fetch(link, { method: 'POST' });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Identity verified');
    const done = await sandbox.call('POST', '/apply-v2/intellicheck/verify', {
      token,
      body: { check_id: sent.json.data.id },
    });
    expect(done.json).toMatchObject({ status: true, code: 200, data: { completed: true } });
    expect(
      (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data,
    ).toMatchObject({ current_step: 4, intellicheck_required: false });

    const linkToken = link.split('/').pop()!;
    const exchange = await sandbox.call('GET', '/apply-v2/intellicheck/exchange', { token: linkToken });
    expect(exchange.json.data).toMatchObject({
      completed: true,
      token: expect.any(String),
      lease: { checkout_id: checkoutId, current_step: 4 },
    });
    const phoneSession = exchange.json.data.token;
    expect(
      (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token: phoneSession })).json.data.id,
    ).toBe(checkoutId);
    expect(
      (await sandbox.call('GET', '/apply-v2/intellicheck/exchange', { token: 'y'.repeat(43) })).http,
    ).toBe(403);
  });

  it('refuses another application’s check (403)', async () => {
    const first = await startApplication(sandbox, 9);
    const second = await startApplication(sandbox, 9);
    await saveSteps(sandbox, first, await fill(sandbox, 'option-a', 9), 9);
    await saveSteps(sandbox, second, await fill(sandbox, 'option-a', 9), 9);
    const sent = await sandbox.call('POST', '/apply-v2/intellicheck/send', { token: first, body: {} });
    expect(
      (
        await sandbox.call('POST', '/apply-v2/intellicheck/verify', {
          token: second,
          body: { check_id: sent.json.data.id },
        })
      ).http,
    ).toBe(403);
  });
});

describe('payroll enrolment (02 §4, §7; 03 §4, §7, §8)', () => {
  it('searches employers by keyword with pdSupported', async () => {
    const response = await sandbox.call('GET', '/api/v1/payroll/employers', {
      query: { keyword: 'acme', fullSearch: 'true' },
    });
    expect(response.json.data).toEqual([
      { id: 101, name: 'Acme Logistics', employerName: 'Acme Logistics', pdSupported: true },
      { id: 102, name: 'Acme Retail Group', employerName: 'Acme Retail Group', pdSupported: true },
    ]);
    expect(
      (await sandbox.call('GET', '/api/v1/payroll/employers', { query: { keyword: 'zzz' } })).json.data,
    ).toEqual([]);
    expect((await sandbox.call('GET', '/api/v1/payroll/employers')).http).toBe(422);
  });

  it('enrols (async), initiates the affordability check, stays pending until the link is opened, then raises the offer', async () => {
    const entry = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    model.applicant.social_security_number = model.applicant.social_security_number.replace(/\d{4}$/, '4001');
    const { application, result, token } = await apply(sandbox, entry, model);
    expect(result).toMatchObject({
      code: 'A',
      offerAmounts: { A: '1000.00' },
      payroll: { is_eligible: true, type: 'async' },
    });
    const unsupported = await sandbox.call('POST', `/api/v1/payroll/${application.id}`, {
      token,
      body: { employerId: 104, employerName: 'Initech Software' },
    });
    expect(unsupported.json.data).toEqual({ employerId: ['Employer not supported!'] });
    const enrolled = await sandbox.call('POST', `/api/v1/payroll/${application.id}`, {
      token,
      body: { employerId: 101, employerName: 'Acme Logistics' },
    });
    expect(enrolled.json.data).toMatchObject({
      type: 'async',
      platform: 'pinwheel',
      income: { employer: 'Acme Logistics' },
    });
    const started = await sandbox.call('GET', `/api/v1/payroll/${application.id}/affordability`, { token });
    expect(started.json.data).toEqual({ state: 'initiated', type: 'async' });
    const pending = await sandbox.call('POST', `/api/v1/payroll/${application.id}/refresh`, {
      token,
      body: {},
    });
    expect(pending.json).toMatchObject({
      status: false,
      error:
        'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.',
    });
    const restarted = await sandbox.call('POST', `/api/v1/payroll/${application.id}/restart`, {
      token,
      body: {},
    });
    expect(restarted.json.data).toEqual({ state: 'initiated', sent: true });
    // The payroll connects on the link page's button (a POST); opening the link (GET) only asks.
    await fetch(await latestLink(sandbox, model.applicant.cell), { method: 'POST' });
    const refreshed = await sandbox.call('POST', `/api/v1/payroll/${application.id}/refresh`, {
      token,
      body: {},
    });
    expect(refreshed.json.data.result).toMatchObject({
      code: 'A',
      offerAmounts: { A: '2000.00' },
      reason: 'Approved through payroll deduction',
    });
  });

  it('answers the affordability error with the current result code (denied: not A)', async () => {
    const entry = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    model.applicant.social_security_number = model.applicant.social_security_number.replace(/\d{4}$/, '2003');
    const { application, result, token } = await apply(sandbox, entry, model);
    expect(result).toMatchObject({ code: 'D', payroll: { is_eligible: true } });
    await sandbox.call('POST', `/api/v1/payroll/${application.id}`, { token, body: { employerId: 103 } });
    // The payroll connects on the link page's button (a POST); opening the link (GET) only asks.
    await fetch(await latestLink(sandbox, model.applicant.cell), { method: 'POST' });
    const refreshed = await sandbox.call('POST', `/api/v1/payroll/${application.id}/refresh`, {
      token,
      body: {},
    });
    expect(refreshed.json).toMatchObject({ status: false, data: { result: { code: 'D' } } });
  });

  it('settles a sync employer at once', async () => {
    const entry = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    model.applicant.social_security_number = model.applicant.social_security_number.replace(/\d{4}$/, '2003');
    const { application, token } = await apply(sandbox, entry, model);
    const enrolled = await sandbox.call('POST', `/api/v1/payroll/${application.id}`, {
      token,
      body: { employerId: 102 },
    });
    // 03 §4: the raised approval comes with the enrolment itself.
    expect(enrolled.json.data).toMatchObject({ state: 'completed', result: { code: 'A' } });
    const checked = await sandbox.call('GET', `/api/v1/payroll/${application.id}/affordability`, { token });
    expect(checked.json.data.result).toMatchObject({ code: 'A', offerAmounts: { A: '1000.00' } });
  });
});

describe('previous-customer and pre-approval checks (02 §7)', () => {
  it('flags magic SSNs and earlier approvals of the session applicant, and needs a token', async () => {
    /** A session whose applicant has this SSN (a new last name, so no retrieval of an earlier one). */
    const applicantWith = async (ssn: string) => {
      const session = await startApplication(sandbox, 1);
      const model = await fill(sandbox, 'option-a');
      model.applicant.social_security_number = ssn;
      await saveSteps(sandbox, session, model);
      return session;
    };
    const check = async (session: string | undefined, ssn: string) =>
      sandbox.call('POST', '/api/v1/previousCustomerCheck', { token: session, body: { ssn } });
    expect((await check(undefined, '900-10-3001')).http).toBe(403);
    expect((await check(await applicantWith('900-10-3001'), '900-10-3001')).json.data).toEqual({
      isPreviousCustomer: true,
    });
    // The seeded Returning applicant (900-30-1001) was approved earlier.
    expect((await check(await applicantWith('900-30-1001'), '900301001')).json.data).toEqual({
      isPreviousCustomer: true,
    });
    expect((await check(await applicantWith('900-88-1001'), '900-88-1001')).json.data).toEqual({
      isPreviousCustomer: false,
    });
    const token = await startApplication(sandbox, 1);
    expect((await check(token, '12')).json.data).toEqual({ ssn: ['The ssn must be 9 digits.'] });
    expect(
      (
        await sandbox.call('POST', '/api/v1/preapprovalCustomerCheck', {
          token,
          body: { ssn: '900-10-1001', coapplicant_ssn: '900-11-3002' },
        })
      ).json.data,
    ).toEqual({ isPreviousCustomer: true });
    expect(
      (
        await sandbox.call('POST', '/api/v1/preapprovalCustomerCheck', {
          token,
          body: { ssn: '900-10-1001' },
        })
      ).json.data,
    ).toEqual({ isPreviousCustomer: false });
  });
});

describe('payments calculator (03 §3, §5, §7)', () => {
  it('prices consistently with the lease and raises amounts below the minimum', async () => {
    const token = await startApplication(sandbox, 7);
    const payments = await sandbox.call('POST', '/api/v1/score/payments', {
      token,
      body: {
        modelVersion: null,
        leaseAmount: 1000,
        option: 'A',
        paymentFrequency: 'monthly',
        rating: 10,
        score: 700,
        additionalDown: 0,
        incomeFrequency: 'monthly',
        companyState: 'FL',
        zipCode: '33101',
        ocpIncluded: true,
      },
    });
    // Option A: 1000 × 1.90 / 12 = 158.34 (rounded up) + OCP $2.99 × 52 / 12 = 12.96 → 171.30 × 12.
    expect(payments.json.data).toEqual({
      term: 12,
      numPayments: 12,
      paymentAmount: 171.3,
      totalPayment: 2055.6,
      firstPaymentDate: '2026-12-21',
      express_pay_3_month: 1100,
      express_pay_6_month: 1250,
      express_pay_9_month: 1400,
      leaseAmount: 1000,
    });
    const low = await sandbox.call('POST', '/api/v1/score/payments', {
      token,
      body: { leaseAmount: 10, option: 'OptionB', paymentFrequency: '28-day' },
    });
    expect(low.json.data).toMatchObject({ leaseAmount: 300, term: 18, numPayments: 20 });
    expect(
      (
        await sandbox.call('POST', '/api/v1/score/payments', {
          token,
          body: { leaseAmount: 'x', option: 'Z', paymentFrequency: 'yearly' },
        })
      ).json.data,
    ).toEqual({
      leaseAmount: ['The lease amount must be a number.'],
      option: ['The option must be A, B, C or D.'],
      paymentFrequency: ['The payment frequency is not in the allowed values.'],
    });
  });
});

describe('lookups (01 §7)', () => {
  it('suggests addresses from 3 characters and resolves a place', async () => {
    expect(
      (await sandbox.call('GET', '/api/v1/addresses/suggestions', { query: { searchText: 'ma' } })).json.data,
    ).toEqual({});
    const suggestions = (
      await sandbox.call('GET', '/api/v1/addresses/suggestions', { query: { searchText: 'main st' } })
    ).json.data;
    expect(suggestions['100 Main Street, Columbus, OH 43215, USA']).toBe('place-main-1');
    const place = (await sandbox.call('GET', '/api/v1/addresses/place/place-main-1')).json.data.result;
    expect(place.formatted_address).toBe('100 Main Street, Columbus, OH 43215, USA');
    expect(place.address_components.map((c: { types: string[] }) => c.types[0])).toEqual([
      'street_number',
      'route',
      'locality',
      'administrative_area_level_1',
      'postal_code',
      'country',
    ]);
    expect((await sandbox.call('GET', '/api/v1/addresses/place/nope')).http).toBe(404);
  });

  it('looks up zip codes and routing numbers', async () => {
    expect(
      (await sandbox.call('POST', '/api/v1/addresses/zip', { body: { zip: '90012' } })).json.data,
    ).toEqual({ zip: '90012', city: 'Los Angeles', state: 'CA' });
    expect((await sandbox.call('POST', '/api/v1/addresses/zip', { body: { zip: '00000' } })).http).toBe(404);
    expect(
      (
        await sandbox.call('GET', '/leasekit/system/applications/banking/routing', {
          query: { routing_number: '021000021' },
        })
      ).json.data,
    ).toEqual({ routing_number: '021000021', bank_name: 'JPMorgan Chase Bank' });
    expect(
      (
        await sandbox.call('GET', '/lender/system/applications/banking/routing', {
          query: { routing_number: '026009593', store_id: 1 },
        })
      ).json.data.bank_name,
    ).toBe('Bank of America');
    const unknown = await sandbox.call('GET', '/leasekit/system/applications/banking/routing', {
      query: { routing_number: '123456789' },
    });
    expect(unknown.json).toEqual({
      status: false,
      code: 404,
      data: null,
      error: 'Unable to find a bank for this routing number.',
    });
    expect(
      (
        await sandbox.call('GET', '/leasekit/system/applications/banking/routing', {
          query: { routing_number: '1234' },
        })
      ).http,
    ).toBe(422);
  });
});
