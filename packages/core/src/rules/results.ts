import type { MessageDescriptor } from '../messages';
import { isFlagSet } from './values';

export { APPROVED_RESULT_CODE, getResultRoute, type ResultRoute } from './result-route';

/** The generic denial produced when PIN attempts are exhausted (02 §4). */
export interface MaxedDenialResult {
  code: 'G';
  score: 0;
  reason: 'DNQ - internal (C)';
}

/**
 * The generic denial result for exhausted PIN attempts (02 §4, §7 "an error with data.maxed produces the
 * maxed denial"): code G, score 0, reason 'DNQ - internal (C)'. A new object on every call.
 */
export function getMaxedDenialResult(): MaxedDenialResult {
  return { code: 'G', score: 0, reason: 'DNQ - internal (C)' };
}

/** Whether a failed PIN confirmation is the maxed case (02 §7: the error's data.maxed is set). */
export function isMaxedPinError(response: { data?: unknown } | null | undefined): boolean {
  const data = response?.data;
  return data != null && typeof data === 'object' && isFlagSet((data as { maxed?: unknown }).maxed);
}

/** The default denial message with the brand's contact phone (03 §8). */
export function getDefaultDenialMessage(phone: string): MessageDescriptor {
  return { code: 'results.defaultDenial', params: { phone } };
}

/** The contract-in-progress message with the brand's contact phone (03 §8). */
export function getContractInProgressMessage(phone: string): MessageDescriptor {
  return { code: 'results.contractInProgress', params: { phone } };
}

/**
 * The contact-store message with the brand's contact phone (03 §8 describes it: an application is in
 * progress with the store; contact it or customer service).
 */
export function getContactStoreMessage(phone: string): MessageDescriptor {
  return { code: 'results.contactStore', params: { phone } };
}

/** The maxed PIN message (02 §8): a generic denial asking the user to call the provider's number. */
export function getMaxedPinMessage(phone: string): MessageDescriptor {
  return { code: 'results.maxedPin', params: { phone } };
}

/** Whether a result is the generic denial of exhausted PIN attempts ({@link getMaxedDenialResult}). */
export function isMaxedDenialResult(
  result: { code?: unknown; reason?: unknown } | null | undefined,
): boolean {
  const maxed = getMaxedDenialResult();
  return result?.code === maxed.code && result?.reason === maxed.reason;
}

/**
 * The denied screen's message (03 §2): the result's own message when it is a non-blank string (passed
 * through as `results.serverMessage`); for the maxed-PIN denial, the message asking to call the
 * provider's number (02 §8, {@link getMaxedPinMessage}); otherwise the default denial with the phone.
 */
export function getDenialMessage(
  result: { message?: unknown; code?: unknown; reason?: unknown } | null | undefined,
  phone: string,
): MessageDescriptor {
  const message = result?.message;
  if (typeof message === 'string' && message.trim() !== '') {
    return { code: 'results.serverMessage', params: { message: message.trim() } };
  }
  if (isMaxedDenialResult(result)) return getMaxedPinMessage(phone);
  return getDefaultDenialMessage(phone);
}

/** The flags of a retrieved approved application (01 §3 approved_application, 03 §3 retrieval). */
export interface ApprovedApplicationFlags {
  contractInProgress?: unknown;
  rated22App?: unknown;
  mayNotSwitch?: unknown;
}

/** What happens to a retrieved approved application (01 §4). */
export type RetrievedApplicationOutcome =
  | { type: 'contract-in-progress'; message: MessageDescriptor }
  | { type: 'contact-store'; message: MessageDescriptor }
  | { type: 'load-existing'; rememberOriginalStore: true };

/**
 * The retrieved-approved-application outcome (01 §4), checked in 01 §4's order: a contract in progress →
 * the contract-in-progress message (it directs the user to customer service); a rated22 app or
 * may-not-switch → the contact-store message; otherwise the existing approved application is loaded and
 * the original store is remembered.
 */
export function getRetrievedApplicationOutcome(
  approved: ApprovedApplicationFlags | null | undefined,
  phone: string,
): RetrievedApplicationOutcome {
  if (isFlagSet(approved?.contractInProgress)) {
    return { type: 'contract-in-progress', message: getContractInProgressMessage(phone) };
  }
  if (isFlagSet(approved?.rated22App) || isFlagSet(approved?.mayNotSwitch)) {
    return { type: 'contact-store', message: getContactStoreMessage(phone) };
  }
  return { type: 'load-existing', rememberOriginalStore: true };
}

/** The answer to saving the applicant (03 §3 verification/retrieval fields). */
export interface ApplicantSaveResponse extends ApprovedApplicationFlags {
  verify?: unknown;
}

/** The applicant success path (03 §4). */
export type ApplicantSuccessPath =
  | { type: 'contact-store'; message: MessageDescriptor }
  | { type: 'contract-in-progress'; message: MessageDescriptor }
  | { type: 'checkpoint'; retrieval: ApplicantSaveResponse }
  | { type: 'save'; createApplication: boolean };

/**
 * The applicant success path (03 §4), in 03 §4's order: rated22App or mayNotSwitch → the contact-store
 * screen; contractInProgress → the contract-in-progress screen; verify → the checkpoint with the retrieval
 * data; otherwise the data is saved and, when no application id exists yet, the application is created
 * silently (`createApplication`).
 */
export function getApplicantSuccessPath(
  response: ApplicantSaveResponse | null | undefined,
  context: { applicationId?: unknown; phone: string },
): ApplicantSuccessPath {
  if (isFlagSet(response?.rated22App) || isFlagSet(response?.mayNotSwitch)) {
    return { type: 'contact-store', message: getContactStoreMessage(context.phone) };
  }
  if (isFlagSet(response?.contractInProgress)) {
    return { type: 'contract-in-progress', message: getContractInProgressMessage(context.phone) };
  }
  if (response?.verify) return { type: 'checkpoint', retrieval: response };
  const id = context.applicationId;
  return { type: 'save', createApplication: id == null || id === '' || id === 0 };
}
