import type { Applicant, ApplicationDoc, Banking } from './types';

/** An SSN masked to its last 4 digits (02 §5): `XXX-XX-1234`. */
export function maskSsn(ssn: string | null | undefined): string | null {
  const only = (ssn ?? '').replace(/\D/g, '');
  return only ? `XXX-XX-${only.slice(-4)}` : null;
}

/** An account, card or ID number masked to its last 4 characters: `******6789`. */
export function maskTail(value: string | null | undefined): string | null {
  if (!value) return null;
  const tail = value.slice(-4);
  return `${'*'.repeat(Math.max(0, Math.min(value.length, 12) - 4))}${tail}`;
}

/** Whether a submitted value is the masked form of the stored one, so the stored value is kept. */
export function isMaskOf(submitted: string | null | undefined, stored: string | null | undefined): boolean {
  if (!submitted || !stored) return false;
  return /[X*]/.test(submitted) && submitted.slice(-4) === stored.slice(-4);
}

/** An applicant as responses show it: SSN and identification masked to the last 4. */
export function maskApplicant(applicant: Applicant | null): Applicant | null {
  if (!applicant) return null;
  return {
    ...applicant,
    social_security_number: maskSsn(applicant.social_security_number) ?? undefined,
    identification: maskTail(applicant.identification),
  };
}

/** Banking as responses show it: the account masked to the last 4, no confirmation field. */
export function maskBanking(
  banking: Banking | null,
): (Banking & { checking_account_confirmation?: never }) | null {
  if (!banking) return null;
  return { ...banking, checking_account: maskTail(banking.checking_account) ?? '' };
}

/** An application as every response shows it: never a full SSN, ID or bank account number. */
export function maskApplication(application: ApplicationDoc) {
  return {
    ...application,
    applicant: maskApplicant(application.applicant),
    co_applicant: maskApplicant(application.co_applicant),
    banking: maskBanking(application.banking),
    banking_id: application.banking ? application.id : null,
    applicant_id: application.id,
    co_applicant_id: application.co_applicant ? application.id : null,
    intellicheck: null,
  };
}
