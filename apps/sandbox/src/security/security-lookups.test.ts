import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, startApplication, startSandbox, type TestSandbox } from '../../test/helpers';

const TOO_MANY = {
  status: false,
  code: 429,
  data: null,
  error: 'Too many attempts. Please try again later.',
};

/** A wrong date of birth for the seeded applicants (born 1980-05-05). */
const wrongDob = (i: number) =>
  `1971-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

describe('look-ups by personal data are limited per target (the person looked up), not only per session and client', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const retrieve = async (lastName: string, ssn: string, dob: string) =>
    sandbox.call('POST', '/apply-v2/application/retrieve', {
      token: await startApplication(sandbox),
      body: { last_name: lastName, social_security_number: ssn, date_of_birth: dob, store_id: 1 },
    });

  it('50 date-of-birth guesses for one last name and SSN from fresh sessions meet 429 after 10 misses, the right one too; found look-ups do not count; the window ends after 15 minutes', async () => {
    // The shopper retrieves their own application again and again: found look-ups do not count.
    for (let i = 0; i < 12; i += 1)
      expect((await retrieve('Returning', '900-30-1001', '1980-05-05')).http).toBe(200);

    // Each guess from a fresh session (sessions are free); the name in any case or spacing, the SSN
    // in any format, is the same person.
    const names = ['Returning', 'returning', ' RETURNING', 'Re turning'];
    const ssns = ['900-30-1001', '900301001', '900 30 1001'];
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const answer = await retrieve(names[i % names.length]!, ssns[i % ssns.length]!, wrongDob(i));
      statuses.push(answer.http);
      if (answer.http === 429) expect(answer.json).toEqual(TOO_MANY);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect((await retrieve('Returning', '900-30-1001', '1980-05-05')).json).toEqual(TOO_MANY);
    // Another person is not affected.
    expect((await retrieve('Contract', '900-30-1011', '1980-05-05')).http).toBe(200);

    sandbox.clock.advance(15 * 60 * 1000);
    expect((await retrieve('Returning', '900-30-1001', '1980-05-05')).http).toBe(200);
  });

  it('the same guesses through the applicant info step (which finds an earlier applicant too) meet the same limit', async () => {
    const save = async (dob: string) => {
      const model = await fill(sandbox, 'option-a');
      Object.assign(model.applicant, {
        last_name: 'Rated',
        social_security_number: '900-30-1012',
        date_of_birth: dob,
      });
      return sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
        token: await startApplication(sandbox),
        body: model,
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await save(wrongDob(i));
      statuses.push(answer.http);
      if (answer.http === 429) expect(answer.json).toEqual(TOO_MANY);
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    expect((await save('1980-05-05')).json).toEqual(TOO_MANY);
  });

  it('the previous-customer check answers 10 times in 15 minutes for one SSN, across sessions and applications, then 429', async () => {
    const ssn = '931-42-3001';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // Anyone can start an application with a given SSN, then ask about it.
      const token = await startApplication(sandbox);
      const model = await fill(sandbox, 'option-a');
      Object.assign(model.applicant, { social_security_number: ssn, last_name: `Asker${'x'.repeat(i)}` });
      const saved = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
        token,
        body: model,
      });
      expect(saved.http).toBe(200);
      const answer = await sandbox.call('POST', '/api/v1/previousCustomerCheck', { token, body: { ssn } });
      statuses.push(answer.http);
      if (answer.http === 429) expect(answer.json).toEqual(TOO_MANY);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});
