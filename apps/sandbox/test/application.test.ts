import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  fill,
  latestPin,
  saveSteps,
  startApplication,
  startSandbox,
  verifyPin,
  type TestSandbox,
} from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('fill scenarios (01 §7 GET /apply-v2/application/fill)', () => {
  it('rejects an unknown type with a 422 naming the field', async () => {
    const response = await sandbox.call('GET', '/apply-v2/application/fill', {
      query: { type: 'option-z', store_id: 1 },
    });
    expect(response.http).toBe(422);
    expect(response.json).toMatchObject({ status: false, code: 422, error: 'The given data was invalid.' });
    expect(response.json.data.type[0]).toContain('option-a');
  });

  it('gives complete applicant data: every section, co-applicant for option-a-b, HVAC ownership for option-a-hvac', async () => {
    const a = await fill(sandbox, 'option-a', 1, false);
    expect(a.applicant).toMatchObject({
      first_name: 'Avery',
      last_name: 'Anderson',
      social_security_number: '900-10-1001',
    });
    expect(a.applicant.location).toMatchObject({ city: 'Columbus', state: 'OH', code: '43215' });
    expect(a.applicant.income[0]).toMatchObject({
      primary: 1,
      source: 'employment',
      employer: 'Acme Logistics',
    });
    expect(a.banking.routing_number).toBe('021000021');
    expect(a.co_applicant).toBeNull();
    const ab = await fill(sandbox, 'option-a-b');
    expect(ab.has_co_applicant).toBe(true);
    expect(ab.co_applicant.income).toHaveLength(1);
    const hvac = await fill(sandbox, 'option-a-hvac', 11);
    expect(hvac.applicant.hvac_home_ownership).toMatchObject({ ownership_type: 'own-with-loan' });
    expect(hvac.hvac_questions).toEqual({ q1: 'YES', q2: 'YES', q3: 'YES', q4: 'YES' });
    const product = await fill(sandbox, 'option-a', 2);
    expect(product.product_selection_override).toBe('tv');
  });

  it.each([
    ['option-a', 'A', { A: '2500.00', B: '0.00', C: '0.00', D: '0.00' }, 1],
    ['option-b', 'A', { A: '0.00', B: '1800.00', C: '0.00', D: '0.00' }, 1],
    ['option-c', 'A', { A: '2000.00', B: '0.00', C: '3500.00', D: '0.00' }, 8],
    ['option-a-b', 'A', { A: '3000.00', B: '2000.00', C: '0.00', D: '0.00' }, 1],
    ['option-a-hvac', 'A', { A: '12000.00', B: '0.00', C: '0.00', D: '0.00' }, 11],
    ['denied-wo-score', 'N', { A: '0.00', B: '0.00', C: '0.00', D: '0.00' }, 1],
    ['denied-w-score', 'D', { A: '0.00', B: '0.00', C: '0.00', D: '0.00' }, 1],
  ])('scenario %s ends in code %s with its offers (decision engine)', async (type, code, offers, storeId) => {
    const token = await startApplication(sandbox, storeId);
    const model = await fill(sandbox, type, storeId);
    const { result } = await apply(sandbox, token, model, storeId);
    expect(result.code).toBe(code);
    expect(result.offerAmounts).toEqual(offers);
    if (code === 'A') {
      expect(result.message.name).toBe(model.applicant.first_name);
      expect(result.message.options.length).toBeGreaterThan(0);
    }
    if (type === 'denied-w-score') {
      expect(result.score).toBe(480);
      expect(result.message).toBe(
        'Unfortunately, we were unable to approve you at this time. Please contact (800) 555-0100, if you have any questions regarding your application.',
      );
    }
    if (type === 'denied-wo-score') expect(result).toMatchObject({ score: 0, message: null });
  });

  it("an HVAC approval's subtitles do not repeat the approved screen's own validity and phone lines", async () => {
    const token = await startApplication(sandbox, 11);
    const model = await fill(sandbox, 'option-a-hvac', 11);
    const { result } = await apply(sandbox, token, model, 11);
    expect(result.code).toBe('A');
    const subtitles = [2, 3, 4].map((n) => result.message[`sub_title${n}`] as string).filter(Boolean);
    expect(subtitles.length).toBeGreaterThan(0);
    for (const subtitle of subtitles) expect(subtitle).not.toMatch(/valid for \d+ days|Questions\?|Call/i);
  });

  it('caps option-a-hvac at the $8,000 ceiling at a standard store (01 §9)', async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a-hvac', 1);
    const { result } = await apply(sandbox, token, model, 1);
    expect(result.offerAmounts.A).toBe('8000.00');
  });
});

describe('step forms (01 §3 form schema, ?_form=true)', () => {
  it('serves each step as a schema with action, title, buttons and fields with type, label, rules', async () => {
    const token = await startApplication(sandbox, 1);
    const response = await sandbox.call('GET', '/apply-v2/application/step/applicantIncome', {
      token,
      query: { _form: 'true' },
    });
    const schema = response.json.data;
    expect(schema).toMatchObject({
      action: '/apply-v2/application/step/applicantIncome',
      title: 'Applicant Income',
    });
    expect(schema.buttons.map((b: { label: string }) => b.label)).toEqual(['Back', 'Continue']);
    const employer = schema.children.find((f: { name: string }) => f.name === 'applicant.income.0.employer');
    expect(employer).toMatchObject({
      type: 'autocomplete',
      label: 'Employer',
      url: '/api/v1/payroll/employers',
      query: 'keyword',
    });
    const extra = schema.children.find((f: { name: string }) => f.name === 'applicant.income.1.gross');
    expect(extra.conditions).toEqual([{ field: 'has_additional_income', operator: 'equals', value: true }]);
    const address = await sandbox.call('GET', '/apply-v2/application/step/applicantAddress', {
      token,
      query: { _form: 'true' },
    });
    expect(address.json.data.action).toBe('/apply-v2/applicant/address');
    const banking = await sandbox.call('GET', '/apply-v2/application/step/applicantBanking', {
      token,
      query: { _form: 'true' },
    });
    expect(banking.json.data.buttons.map((b: { label: string }) => b.label)).toEqual([
      'Back',
      'Skip',
      'Continue',
    ]);
    expect(banking.json.data.children[0].label).toBe('I would like to add my banking details now');
  });

  it('adds the product dropdown where product selection is enabled and requires it', async () => {
    const token = await startApplication(sandbox, 2);
    const schema = await sandbox.call('GET', '/apply-v2/application/step/applicantInfo', {
      token,
      query: { _form: 'true' },
    });
    const product = schema.json.data.children.find(
      (f: { name: string }) => f.name === 'product_selection_override',
    );
    expect(product.options.map((o: { value: string }) => o.value)).toEqual(['tv', 'laptop', 'appliance']);
    const model = await fill(sandbox, 'option-a', 2);
    const response = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      body: { ...model, product_selection_override: null },
    });
    expect(response.json.data.product_selection_override).toEqual([
      'Please select a product before continuing.',
    ]);
  });

  it('serves the single-page form as numbered sections (apply_form_version 3) and saves it whole', async () => {
    const token = await startApplication(sandbox, 3);
    const schema = (await sandbox.call('GET', '/apply-v2/application', { token, query: { _form: 'true' } }))
      .json.data;
    expect(schema.action).toBe('/apply-v2/application');
    expect(schema.children.map((s: { title: string; number: number }) => `${s.number} ${s.title}`)).toEqual([
      '1 Applicant Info',
      '2 Applicant Address',
      '3 Applicant Income',
      '4 Applicant Banking',
      '5 Co-Applicant',
      '6 Co-Applicant Info',
      '7 Co-Applicant Income',
    ]);
    const model = await fill(sandbox, 'option-a-b', 3);
    const saved = await sandbox.call('POST', '/apply-v2/application', {
      token,
      body: { ...model, skipConfirmationCode: true },
    });
    expect(saved.json.status).toBe(true);
    expect(saved.json.data.application.co_applicant.first_name).toBe('Jamie');
    expect(saved.json.data.application.applicant.income).toHaveLength(1);
  });

  it('answers "First complete the applicant info section" for a section saved before applicant info', async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    const response = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
      token,
      body: model,
    });
    expect(response.http).toBe(409);
    expect(response.json.error).toBe('First complete the applicant info section');
  });
});

describe('validation (01 §5) through the step calls', () => {
  it('returns field errors by dotted name with the spec texts', async () => {
    const token = await startApplication(sandbox, 1);
    const response = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      body: {
        applicant: {
          first_name: 'Al',
          last_name: '',
          social_security_number: '123',
          date_of_birth: '2015-01-01',
          cell: '555',
          email: 'x',
          identification_issuer: 'ZZ',
        },
      },
    });
    expect(response.http).toBe(422);
    expect(response.json.data).toEqual({
      'applicant.last_name': ['Enter Last Name'],
      'applicant.social_security_number': ['Social Security Number must be 9 digits, like 123-45-6789'],
      'applicant.date_of_birth': ['The applicant must be 18 or older'],
      'applicant.cell': ['The Mobile Phone value must be a phone number.'],
      'applicant.email': ['Enter Email in the correct format, like name@example.com'],
      'applicant.identification_issuer': ['The ID Issuing State value is not in the allowed values.'],
    });
  });

  it('requires employer, title and phone only for employment-like income sources', async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', { token, body: model });
    const income = { ...model.applicant.income[0], employer: null, title_department: '', phone: null };
    const employed = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
      token,
      body: { applicant: { income: [income] } },
    });
    expect(Object.keys(employed.json.data).sort()).toEqual([
      'applicant.income.0.employer',
      'applicant.income.0.phone',
      'applicant.income.0.title_department',
    ]);
    const retired = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
      token,
      body: { applicant: { income: [{ ...income, source: 'retirement' }] } },
    });
    expect(retired.json.status).toBe(true);
  });

  it("shows 'Income must be over $X per month' below the store minimum (rating-17 store: $1,000)", async () => {
    const token = await startApplication(sandbox, 5);
    const model = await fill(sandbox, 'option-a', 5);
    await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', { token, body: model });
    const income = { ...model.applicant.income[0], gross: 400, frequency: 'monthly' };
    const response = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
      token,
      body: { applicant: { income: [income] } },
    });
    expect(response.json.data).toEqual({
      'applicant.income.0.gross': ['Income must be over $1,000.00 per month'],
    });
  });

  it('applies the HVAC clearing rules (01 §4) when saving ownership', async () => {
    const token = await startApplication(sandbox, 11);
    const model = await fill(sandbox, 'option-a-hvac', 11);
    await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', { token, body: model });
    const hvac = { ...model.applicant.hvac_home_ownership, ownership_type: 'own-without-loan' };
    const saved = await sandbox.call('POST', '/apply-v2/application/step/hvacHomeOwnership', {
      token,
      body: { applicant: { hvac_home_ownership: hvac } },
    });
    expect(saved.json.data.application.applicant.hvac_home_ownership).toMatchObject({
      mortgage_holder_name: null,
      mortgage_holder_payment: null,
      name_on_property_deed: 'Harper Hughes',
    });
    const leased = {
      home_type: 'manufactured-on-leased-land',
      name_of_landowner: 'Land Co',
      phone_of_landowner: '6155550100',
      ownership_type: 'rent',
    };
    const second = await sandbox.call('POST', '/apply-v2/application/step/hvacHomeOwnership', {
      token,
      body: { applicant: { hvac_home_ownership: leased } },
    });
    expect(second.json.data.application.applicant.hvac_home_ownership).toMatchObject({
      ownership_type: null,
      name_of_landowner: 'Land Co',
      owner_address: null,
    });
    const questions = await sandbox.call('POST', '/apply-v2/application/step/hvacQuestions', {
      token,
      body: { hvac_questions: { q1: 'YES', q2: 'NO', q3: 'YES', q4: 'YES' } },
    });
    expect(questions.json.data).toEqual({
      'hvac_questions.q2': ['You need to be able to answer YES to all questions!'],
    });
  });
});

describe('masking (02 §5: SSN and ID show only their last 4; no full bank account)', () => {
  it('masks SSN, ID and account in every response and keeps the stored values when masks come back', async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    // The fill call itself returns test data in full; every response after it must not.
    const first = sandbox.bodies.length;
    const application = await saveSteps(sandbox, token, model);
    expect(application.applicant.social_security_number).toBe('XXX-XX-1001');
    expect(application.applicant.identification).toBe('*****0000');
    expect(application.banking.checking_account).toBe('********1001');
    const values = (await sandbox.call('GET', '/apply-v2/application/step/applicantInfo', { token })).json
      .data;
    const again = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      body: values,
    });
    expect(again.json.status).toBe(true);
    const bankingValues = (
      await sandbox.call('GET', '/apply-v2/application/step/applicantBanking', { token })
    ).json.data;
    expect(
      (
        await sandbox.call('POST', '/apply-v2/application/step/applicantBanking', {
          token,
          body: bankingValues,
        })
      ).json.status,
    ).toBe(true);
    const stored = await sandbox.db.getApplication(application.id);
    expect(stored!.applicant.social_security_number).toBe(model.applicant.social_security_number);
    expect(stored!.banking!.checking_account).toBe('000123451001');
    const wrongMask = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      body: { ...values, applicant: { ...values.applicant, social_security_number: 'XXX-XX-9999' } },
    });
    expect(wrongMask.http).toBe(422);
    const all = sandbox.bodies.slice(first).join('\n');
    expect(all).not.toContain('000123451001');
    expect(all).not.toContain(model.applicant.social_security_number);
    expect(all).not.toContain(model.applicant.social_security_number.replace(/-/g, ''));
  });
});

describe('PIN verification (02 §4, §9)', () => {
  async function ready() {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, token, model);
    return {
      token,
      uuid: application.uuid as string,
      cell: model.applicant.cell as string,
      id: application.id as number,
    };
  }

  it('sends 5 random digits, stores only a salted hash, and verifies with the right code', async () => {
    const { token, uuid, cell, id } = await ready();
    const sent = await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid, mode: 'sms' },
    });
    expect(sent.json.data).toMatchObject({ sent: true, mode: 'sms', to: `******${cell.slice(-4)}` });
    const pin = await latestPin(sandbox, cell);
    expect(pin).toMatch(/^\d{5}$/);
    const record = await sandbox.db.getPin(id, 'owner');
    expect(JSON.stringify(record)).not.toContain(pin);
    expect(record!.hash).toMatch(/^[0-9a-f]{64}$/);
    const confirmed = await sandbox.call('POST', '/apply-v2/application/verify/confirm', {
      token,
      body: { uuid, code: pin },
    });
    expect(confirmed.json).toMatchObject({
      status: true,
      data: { requiresNewApp: false, confirmDifferentCheckoutItems: false },
    });
    expect(confirmed.json.data.application.verified).toBe(true);
  });

  it("counts wrong codes and answers data.maxed after 3, with the generic denial G / 0 / 'DNQ - internal (C)'", async () => {
    const { token, uuid, cell } = await ready();
    await sandbox.call('POST', '/apply-v2/application/verify/send', { token, body: { uuid, mode: 'sms' } });
    const pin = await latestPin(sandbox, cell);
    const wrong = pin === '00000' ? '11111' : '00000';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await sandbox.call('POST', '/apply-v2/application/verify/confirm', {
        token,
        body: { uuid, code: wrong },
      });
      expect(response.http).toBe(422);
      expect(response.json).toMatchObject({
        status: false,
        error: 'PIN verification failed.',
        data: { code: ['PIN verification failed.'] },
      });
    }
    const third = await sandbox.call('POST', '/apply-v2/application/verify/confirm', {
      token,
      body: { uuid, code: wrong },
    });
    expect(third.json).toMatchObject({
      status: false,
      data: { maxed: true, result: { code: 'G', score: 0, reason: 'DNQ - internal (C)' } },
    });
    const right = await sandbox.call('POST', '/apply-v2/application/verify/confirm', {
      token,
      body: { uuid, code: pin },
    });
    expect(right.json.data.maxed).toBe(true);
  });

  it('expires a PIN after 10 minutes (clock moved, no sleeping)', async () => {
    const { token, uuid, cell } = await ready();
    await sandbox.call('POST', '/apply-v2/application/verify/send', { token, body: { uuid, mode: 'sms' } });
    const pin = await latestPin(sandbox, cell);
    sandbox.clock.advance(10 * 60 * 1000);
    const response = await sandbox.call('POST', '/apply-v2/application/verify/confirm', {
      token,
      body: { uuid, code: pin },
    });
    expect(response.json.data).toEqual({ code: ['The PIN has expired. Please request a new PIN.'] });
    sandbox.clock.advance(-10 * 60 * 1000);
  });

  it("limits resends to 5 an hour with 'PIN could not be sent. Please try again later.', and sends by e-mail too", async () => {
    const { token, uuid } = await ready();
    for (let i = 0; i < 5; i += 1) {
      const mode = i === 0 ? 'email' : 'sms';
      expect(
        (await sandbox.call('POST', '/apply-v2/application/verify/send', { token, body: { uuid, mode } }))
          .json.status,
      ).toBe(true);
    }
    const sixth = await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid, mode: 'sms' },
    });
    expect(sixth.http).toBe(429);
    expect(sixth.json.error).toBe('PIN could not be sent. Please try again later.');
    const outbox = (await sandbox.call('GET', '/__sandbox/outbox')).json as { channel: string; to: string }[];
    expect(outbox.some((m) => m.channel === 'email' && m.to.endsWith('.1001@example.com'))).toBe(true);
  });

  it('rejects confirm before verification with 409 and submits after', async () => {
    const { token, uuid, cell } = await ready();
    const early = await sandbox.call('POST', '/apply-v2/application/confirm', {
      token,
      body: { submitted: true, terms_accepted: true },
    });
    expect(early.http).toBe(409);
    const verified = (await verifyPin(sandbox, token, uuid, cell)).json.data.token;
    const noTerms = await sandbox.call('POST', '/apply-v2/application/confirm', {
      token: verified,
      body: { submitted: true, terms_accepted: false },
    });
    expect(noTerms.json.data).toEqual({ terms_accepted: ['The terms must be accepted.'] });
    const done = await sandbox.call('POST', '/apply-v2/application/confirm', {
      token: verified,
      body: { submitted: true, terms_accepted: true },
    });
    expect(done.json.data.code).toBe('A');
    const locked = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
      token: verified,
      body: {},
    });
    expect(locked.http).toBe(422);
  });
});

describe('retrieve (01 §2 step 1, 03 §3 verification)', () => {
  it('answers 404 for unknown applicants', async () => {
    const token = await startApplication(sandbox, 1);
    const response = await sandbox.call('POST', '/apply-v2/application/retrieve', {
      token,
      body: {
        last_name: 'Nobody',
        social_security_number: '900-99-0000',
        date_of_birth: '1990-01-01',
        store_id: 1,
      },
    });
    expect(response.http).toBe(404);
    expect(response.json.status).toBe(false);
  });

  it('finds an earlier approval, verifies it by PIN and loads it', async () => {
    const token = await startApplication(sandbox, 1);
    const found = await sandbox.call('POST', '/apply-v2/application/retrieve', {
      token,
      body: {
        last_name: 'returning',
        social_security_number: '900301001',
        date_of_birth: '1980-05-05',
        store_id: 1,
      },
    });
    expect(found.json.data).toMatchObject({
      state: 'N',
      contractInProgress: false,
      verify: true,
      retrieval: true,
    });
    const confirmed = await verifyPin(sandbox, token, found.json.data.uuid, '5550301001');
    expect(confirmed.json.data.result.code).toBe('A');
    // Before the PIN the retrieval names the application by a reference of this session only; its own
    // uuid comes with the verified application.
    const loaded = confirmed.json.data.application;
    expect(loaded).toMatchObject({ id: found.json.data.application_id, verified: true });
    expect(loaded.uuid).not.toBe(found.json.data.uuid);
    const exchange = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', {
      token: confirmed.json.data.token,
    });
    expect(exchange.json.data.application.uuid).toBe(loaded.uuid);
  });

  it.each([
    ['Contract', '900-30-1011', { state: 'Y', contractInProgress: true }],
    ['Rated', '900-30-1012', { rated22App: true }],
    ['Noswitch', '900-30-1013', { mayNotSwitch: true }],
  ])('flags %s and does not allow verification', async (lastName, ssn, flags) => {
    const token = await startApplication(sandbox, 1);
    const found = await sandbox.call('POST', '/apply-v2/application/retrieve', {
      token,
      body: { last_name: lastName, social_security_number: ssn, date_of_birth: '1980-05-05', store_id: 1 },
    });
    expect(found.json.data).toMatchObject({ ...flags, verify: false });
    const send = await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid: found.json.data.uuid, mode: 'sms' },
    });
    // 03 §8: a uuid this session may not verify is a uuid mismatch.
    expect(send.http).toBe(404);
    expect(send.json.error).toBe('Application not found. Please create a new application.');
  });
});

describe('apply tokens', () => {
  it('answers 403 without a token and with another application’s token (404, a uuid mismatch, for its uuid)', async () => {
    const first = await startApplication(sandbox, 1);
    const second = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, first, model);
    expect(
      (await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', { body: model })).http,
    ).toBe(403);
    expect(
      (
        await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
          token: 'x'.repeat(43),
          body: model,
        })
      ).http,
    ).toBe(403);
    const other = await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token: second,
      body: { uuid: application.uuid, mode: 'sms' },
    });
    // Another session's uuid answers as an unknown one (03 §8 uuid mismatch): its existence does not leak.
    expect(other.http).toBe(404);
    const payments = await sandbox.call('POST', '/api/v1/score/payments', {
      token: second,
      body: { leaseAmount: 500, option: 'A', paymentFrequency: 'monthly', application_id: application.id },
    });
    expect(payments.http).toBe(403);
    const payroll = await sandbox.call('POST', `/api/v1/payroll/${application.id}/refresh`, {
      token: second,
    });
    expect(payroll.http).toBe(403);
    const own = (await sandbox.call('GET', '/apply-v2/application', { token: second })).json.data;
    expect(own).toBeNull();
  });
});
