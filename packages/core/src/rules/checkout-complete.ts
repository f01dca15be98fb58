// The completed screen (02 §2, §4, 04 Modes).
import type { CompletedOutcome } from '../completed-redirect';
import { type CompletedVariant } from './checkout';

/** The completed redirect's outcome for a completed-screen variant. */
export function getCompletedOutcome(variant: CompletedVariant): CompletedOutcome {
  return variant === 'may-not-continue' ? 'may_not_continue' : variant;
}
