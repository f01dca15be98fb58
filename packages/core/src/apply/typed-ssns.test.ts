import { describe, expect, it } from 'vitest';
import { createTypedSsnMemory } from './typed-ssns';

describe('the SSNs typed in this page session, kept in memory for the confirmation', () => {
  it('remembers the applicant’s and the co-applicant’s SSN from their info steps', () => {
    const memory = createTypedSsnMemory();
    memory.remember('applicantInfo', { applicant: { social_security_number: '123-45-6789' } });
    memory.remember('coApplicantInfo', { co_applicant: { social_security_number: '987654321' } });
    expect(memory.get()).toEqual({ applicant: '123-45-6789', co_applicant: '987654321' });
  });

  it('a model whose applicant is not a record, or whose SSN is not one, leaves the memory as it was', () => {
    const memory = createTypedSsnMemory();
    memory.remember('applicantInfo', { applicant: { social_security_number: '123-45-6789', extra: 1 } });
    for (const applicant of [
      null,
      '123-45-6789',
      ['123-45-6789'],
      [{ social_security_number: '111-22-3333' }],
      { social_security_number: 123456789 },
      { social_security_number: '12-345-6789' },
      JSON.parse('{"__proto__":{"social_security_number":"111-22-3333"}}'),
    ]) {
      memory.remember('applicantInfo', { applicant });
    }
    expect(memory.get()).toEqual({ applicant: '123-45-6789', co_applicant: null });
  });

  it('hands out a copy: changing it does not change what is remembered', () => {
    const memory = createTypedSsnMemory();
    memory.remember('applicantInfo', { applicant: { social_security_number: '123-45-6789' } });
    const copy = memory.get();
    copy.applicant = null;
    expect(memory.get().applicant).toBe('123-45-6789');
  });
});
