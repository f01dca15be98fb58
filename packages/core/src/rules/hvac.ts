import type { MessageDescriptor } from '../messages';

/** The home type whose land belongs to someone else, so a landowner is asked for (01 §3, §4). */
export const HOME_TYPE_MANUFACTURED_ON_LEASED_LAND = 'manufactured-on-leased-land';

/** Ownership types that own the home; they ask for the deed name, co-owner and owner address (01 §4). */
export const OWNED_OWNERSHIP_TYPES = ['own-with-loan', 'own-without-loan'] as const;

/** The ownership type that asks for the mortgage holder (01 §4). */
export const OWNERSHIP_WITH_LOAN = 'own-with-loan';

/** How many qualifying questions the HVAC screen asks; all need YES (01 §9). */
export const HVAC_QUESTION_COUNT = 4;

/** Owner address of an HVAC home-ownership record (01 §3). */
export interface HvacOwnerAddress {
  line_1?: string | null;
  line_2?: string | null;
  city?: string | null;
  state?: string | null;
  code?: string | null;
}

/** HVAC home-ownership details (01 §3); unknown extra fields are kept by {@link clearHvacOwnership}. */
export interface HvacHomeOwnership {
  applicant_id?: number | string | null;
  home_type?: string | null;
  ownership_type?: string | null;
  name_of_landowner?: string | null;
  phone_of_landowner?: string | null;
  name_on_property_deed?: string | null;
  is_co_owner?: boolean | null;
  owner_address?: HvacOwnerAddress | null;
  mortgage_holder_name?: string | null;
  mortgage_holder_payment?: number | string | null;
  [key: string]: unknown;
}

/**
 * Applies the HVAC ownership clearing rules of 01 §4 and returns a new object (the input is not
 * changed); a cleared field becomes `null`:
 * - home type manufactured-on-leased-land clears the ownership type;
 * - any other home type (also a missing one) clears the landowner's name and phone;
 * - an ownership type other than own-with-loan or own-without-loan clears the deed name, the
 *   co-owner flag and the owner address;
 * - an ownership type other than own-with-loan clears the mortgage holder's name and payment.
 * The rules run in this order, so a cleared ownership type also clears what depends on it.
 */
export function clearHvacOwnership<T extends HvacHomeOwnership>(ownership: T): T {
  const next: HvacHomeOwnership = { ...ownership };
  if (next.home_type === HOME_TYPE_MANUFACTURED_ON_LEASED_LAND) {
    next.ownership_type = null;
  } else {
    next.name_of_landowner = null;
    next.phone_of_landowner = null;
  }
  if (!(OWNED_OWNERSHIP_TYPES as readonly unknown[]).includes(next.ownership_type)) {
    next.name_on_property_deed = null;
    next.is_co_owner = null;
    next.owner_address = null;
  }
  if (next.ownership_type !== OWNERSHIP_WITH_LOAN) {
    next.mortgage_holder_name = null;
    next.mortgage_holder_payment = null;
  }
  return next as T;
}

/** An answer to an HVAC qualifying question: YES is `true` or `'yes'` (any case); null means unanswered. */
export type HvacAnswer = boolean | 'yes' | 'no' | (string & {}) | null | undefined;

function isYes(answer: HvacAnswer): boolean {
  return answer === true || (typeof answer === 'string' && answer.trim().toLowerCase() === 'yes');
}

function isAnswered(answer: HvacAnswer): boolean {
  return answer === true || answer === false || (typeof answer === 'string' && answer.trim() !== '');
}

/** Reads the answers to the 4 questions; a missing list or a missing entry counts as unanswered. */
function toAnswers(answers: readonly HvacAnswer[] | null | undefined): HvacAnswer[] {
  const list = Array.isArray(answers) ? answers : [];
  return Array.from({ length: HVAC_QUESTION_COUNT }, (_, index) => list[index]);
}

/** Whether all 4 HVAC qualifying questions are answered YES (01 §5, §9). */
export function isHvacQualified(answers: readonly HvacAnswer[] | null | undefined): boolean {
  return toAnswers(answers).every(isYes);
}

/**
 * The HVAC qualifying check (01 §5): unless all 4 questions are answered YES, returns `hvac.allYes`,
 * 'You need to be able to answer YES to all questions!'. Otherwise null.
 */
export function getHvacQualifyingError(
  answers: readonly HvacAnswer[] | null | undefined,
): MessageDescriptor | null {
  return isHvacQualified(answers) ? null : { code: 'hvac.allYes' };
}

/**
 * Whether the HVAC screen's Continue button is disabled (01 §5: "Continue stays disabled until there
 * are answers"). We read this as: disabled until every one of the 4 questions has an answer, YES or
 * NO; a NO then shows {@link getHvacQualifyingError}'s message on Continue.
 */
export function isHvacContinueDisabled(answers: readonly HvacAnswer[] | null | undefined): boolean {
  return !toAnswers(answers).every(isAnswered);
}
