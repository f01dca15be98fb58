import { API_CONTRACT } from '@leasekit/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as application from '../src/routes/application';
import * as cards from '../src/routes/cards';
import * as checkout from '../src/routes/checkout';
import * as entry from '../src/routes/entry';
import { sendSchema, verifySchema } from '../src/routes/identity';
import * as lookups from '../src/routes/lookups';
import * as payroll from '../src/routes/payroll';
import {
  apply,
  fill,
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

// One contract: the calls the core declares as schemas (contract/schemas.ts) are validated here with
// those very objects, and the answers the routes give are what the app's client parses them with.

describe('contract schemas shared with the core (@leasekit/core/contract)', () => {
  it('every route validates its request with the core’s request schema object', () => {
    const routes = {
      identitySend: sendSchema,
      identityVerify: verifySchema,
      pinSend: application.sendSchema,
      pinConfirm: application.confirmPinSchema,
      applicationConfirm: application.submitSchema,
      previousCustomerCheck: application.previousCustomerSchema,
      preapprovalCheck: application.preapprovalSchema,
      payments: application.paymentsSchema,
      fill: application.fillQuery,
      stepSchema: application.formQuery,
      application: application.formQuery,
      retailStores: entry.listQuery,
      cardToken: cards.tokenSchema,
      processCard: cards.processSchema,
      checkoutLease: checkout.leaseQuery,
      eSign: checkout.esignSchema,
      discardContract: checkout.discardSchema,
      checkoutCancel: checkout.cancelSchema,
      checkoutBankingForm: checkout.bankingFormQuery,
      productAvailability: checkout.availabilityQuery,
      deliveryServices: checkout.servicesQuery,
      deliverySchedule: checkout.scheduleSchema,
      routingLookup: lookups.routingQuery,
      addressSuggestions: lookups.suggestionsQuery,
      zipLookup: lookups.zipSchema,
      payrollEmployers: lookups.employersQuery,
      payrollEnrol: payroll.enrolSchema,
    } satisfies Partial<Record<keyof typeof API_CONTRACT, unknown>>;
    for (const [name, schema] of Object.entries(routes)) {
      expect(schema, name).toBe(API_CONTRACT[name as keyof typeof API_CONTRACT].request);
    }
    // The calls whose request carries nothing the lender validates (form values, path parameters, an
    // empty body) are validated by the form engine or the path; every other call is listed above.
    const unlisted = Object.keys(API_CONTRACT).filter((name) => !(name in routes));
    expect(unlisted.sort()).toEqual(
      [
        'addressPlace',
        'checkout',
        'checkoutBanking',
        'checkoutProcess',
        'checkpointExchange',
        'identityExchange',
        'payrollAffordability',
        'payrollRefresh',
        'payrollRestart',
        'processCardLookup',
        'retailStore',
        'retailer',
        'retrieve',
        'singlePageSave',
        'stepSave',
      ].sort(),
    );
  });

  it('the PIN send route validates with the core’s request schema object and answers in its answer schema', async () => {
    expect(application.sendSchema).toBe(API_CONTRACT.pinSend.request);
    const token = await startApplication(sandbox, 1);
    const saved = await saveSteps(sandbox, token, await fill(sandbox, 'option-a'));
    const sent = await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid: saved.uuid },
    });
    expect(sent.json.data.mode).toBe('sms');
    expect(z.safeParse(API_CONTRACT.pinSend.answer, sent.json.data).success).toBe(true);
    const refused = await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid: 'nope', mode: 'fax' },
    });
    expect(refused.json).toEqual({
      status: false,
      code: 422,
      error: 'The given data was invalid.',
      data: { uuid: ['The uuid field is required.'], mode: ['The mode must be sms or email.'] },
    });
  });

  it('the identity send and verify answers (sent, 208 already sent, 202 pending) pass the core’s answer schemas', async () => {
    const { token: entry } = await startCheckout(sandbox, 9);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a', 9), 9);
    const sent = await sandbox.call('POST', '/apply-v2/intellicheck/send', {
      token,
      body: { phone: '(555) 201-3344' },
    });
    const again = await sandbox.call('POST', '/apply-v2/intellicheck/send', { token, body: {} });
    const pending = await sandbox.call('POST', '/apply-v2/intellicheck/verify', {
      token,
      body: { check_id: sent.json.data.id },
    });
    expect([sent.json.code, again.json.code, pending.json.code]).toEqual([200, 208, 202]);
    expect(z.safeParse(API_CONTRACT.identitySend.answer, sent.json.data).success).toBe(true);
    expect(z.safeParse(API_CONTRACT.identitySend.answer, again.json.data).success).toBe(true);
    expect(z.safeParse(API_CONTRACT.identityVerify.answer, pending.json.data).success).toBe(true);
    // The check can fail: an answer without the check's id is refused.
    expect(z.safeParse(API_CONTRACT.identitySend.answer, { sent: true }).success).toBe(false);
  });

  it('keeps the lender’s 422 envelope and messages for refused identity bodies', async () => {
    const { token: entry } = await startCheckout(sandbox, 9);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a', 9), 9);
    const badPhone = await sandbox.call('POST', '/apply-v2/intellicheck/send', {
      token,
      body: { phone: '(555) 201-334\u202e', check_id: 'x' },
    });
    expect(badPhone.http).toBe(422);
    expect(badPhone.json).toEqual({
      status: false,
      code: 422,
      error: 'The given data was invalid.',
      data: {
        phone: [
          'The phone contains characters that are not allowed.',
          'The phone value must be a phone number.',
        ],
        check_id: ['Invalid input: expected number, received NaN'],
      },
    });
    const noCheck = await sandbox.call('POST', '/apply-v2/intellicheck/verify', {
      token,
      body: { check_id: 1.5 },
    });
    expect(noCheck.json).toEqual({
      status: false,
      code: 422,
      error: 'The given data was invalid.',
      data: { check_id: ['The check id field is required.'] },
    });
  });
});
