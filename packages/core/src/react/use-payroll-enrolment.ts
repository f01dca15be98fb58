import {
  createPayrollEnrolment,
  type PayrollEnrolment,
  type PayrollEnrolmentOptions,
  type PayrollEnrolmentState,
} from '../payroll-enrolment';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link usePayrollEnrolment} returns: the store and its state. */
export interface UsePayrollEnrolmentResult {
  payroll: PayrollEnrolment;
  state: PayrollEnrolmentState;
}

/**
 * React binding of the payroll enrolment flow (02 §4; 03 §7, §8): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function usePayrollEnrolment(options: PayrollEnrolmentOptions): UsePayrollEnrolmentResult {
  const payroll = useOwnedStore(() => createPayrollEnrolment(options));
  useUpdateOptions(payroll, options);
  const state = useStore(payroll);
  return { payroll, state };
}
