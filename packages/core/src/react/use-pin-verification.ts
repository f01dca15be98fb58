import {
  createPinVerification,
  type PinVerification,
  type PinVerificationOptions,
  type PinVerificationState,
} from '../pin-verification';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link usePinVerification} returns: the store and its state. */
export interface UsePinVerificationResult {
  pin: PinVerification;
  state: PinVerificationState;
}

/**
 * React binding of the PIN verification flow (02 §4, §5, §7, §8): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function usePinVerification(options: PinVerificationOptions): UsePinVerificationResult {
  const pin = useOwnedStore(() => createPinVerification(options));
  useUpdateOptions(pin, options);
  const state = useStore(pin);
  return { pin, state };
}
