import { isRecord } from '../rules/values';

/** The SSNs typed in this page session: the applicant's and the co-applicant's, or null. */
export interface TypedSsns {
  applicant: string | null;
  co_applicant: string | null;
}

/**
 * Memory of the SSNs as typed in this page session (never storage, a URL or a log): the confirmation's
 * previous-customer and pre-approval checks need the full number, and the server only ever sends it back
 * masked.
 */
export interface TypedSsnMemory {
  /** Remembers the SSN typed on the applicant or co-applicant info step; anything not an SSN is ignored. */
  remember(step: 'applicantInfo' | 'coApplicantInfo', model: Record<string, unknown>): void;
  /** A copy of the SSNs typed so far, null where none was. */
  get(): TypedSsns;
}

/** Creates an in-memory {@link TypedSsnMemory}, empty at first. */
export function createTypedSsnMemory(): TypedSsnMemory {
  const typed: TypedSsns = { applicant: null, co_applicant: null };
  return {
    remember(step, model) {
      const key = step === 'applicantInfo' ? 'applicant' : 'co_applicant';
      const applicant = model[key];
      const value = isRecord(applicant) ? applicant.social_security_number : undefined;
      if (typeof value === 'string' && /^\d{3}-?\d{2}-?\d{4}$/.test(value)) typed[key] = value;
    },
    get: () => ({ ...typed }),
  };
}
