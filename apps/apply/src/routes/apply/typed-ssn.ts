import { readRecord, type ApplicantRecord } from '@leasekit/core';

/**
 * The SSNs as typed in this page session, kept in memory only (never in storage, a URL or a log): the
 * confirmation's previous-customer and pre-approval checks need the full number, and the server only
 * ever sends it back masked.
 */
const typed: { applicant: string | null; co_applicant: string | null } = {
  applicant: null,
  co_applicant: null,
};

/** Remembers the SSN typed on the applicant or co-applicant info step. */
export function rememberTypedSsn(
  step: 'applicantInfo' | 'coApplicantInfo',
  model: Record<string, unknown>,
): void {
  const key = step === 'applicantInfo' ? 'applicant' : 'co_applicant';
  const value = readRecord<ApplicantRecord>(model[key])?.social_security_number;
  if (typeof value === 'string' && /^\d{3}-?\d{2}-?\d{4}$/.test(value)) typed[key] = value;
}

/** The SSNs typed in this page session, or null. */
export function getTypedSsns(): { applicant: string | null; co_applicant: string | null } {
  return { ...typed };
}
