import { isRecord } from '../rules/values';
import { isApplyStepId } from '../rules/wizard';
import {
  createIdentityCheck,
  type IdentityCheck,
  type IdentityCheckState,
} from '../identity-check/identity-check';
import type { Locale } from '../messages';
import type { ReadableStore } from '../stores/store';
import type { WizardPorts } from './ports';

/** Options of {@link createIdentityCheckController}. */
export interface IdentityCheckControllerOptions extends Omit<WizardPorts, 'host'> {
  /**
   * The navigation state the route was opened with: a step that opened the check puts `{ returnStep }`
   * there, the wizard step to go back to once the check is completed. None by default.
   */
  entryState?: unknown;
  /** Language of the texts; English by default. */
  locale?: Locale;
}

/** The controller of the identity check route: the check's state and what its buttons do. */
export interface IdentityCheckController extends ReadableStore<IdentityCheckState> {
  /** Types the mobile phone (masked). */
  setPhone: IdentityCheck['setPhone'];
  /** Send Link: sends (or resends) the link to the mobile phone. */
  send(): void;
  /** Verify: asks whether the check is completed, and moves on when it is. */
  verify(): void;
  /** Takes new options (the language, the router). */
  update(options: Partial<Pick<IdentityCheckControllerOptions, 'locale' | 'goTo'>>): void;
}

/**
 * Creates the controller of the identity check route (01 §2, §7; 03 §2, §4): the check starts with the
 * session applicant's mobile phone. Once it is completed the session's application is marked
 * `intellicheck_completed`, and the shopper returns to the wizard step that opened the check (its entry
 * gives way: a completed check is one-way, so Back from the next step skips it), else goes to the
 * checkpoint redirect. Nothing starts before `mount()`.
 */
export function createIdentityCheckController(
  options: IdentityCheckControllerOptions,
): IdentityCheckController {
  let config = { ...options };
  const { session } = options;
  const returnStep = isRecord(options.entryState) ? options.entryState.returnStep : undefined;
  const check = createIdentityCheck({
    transport: options.transport,
    phone: session.getState().application?.applicant?.cell ?? null,
    locale: options.locale,
    onCompleted: () => {
      const { application } = session.getState();
      if (application) session.patch({ application: { ...application, intellicheck_completed: true } });
      if (isApplyStepId(returnStep)) config.goTo('/apply', { state: { step: returnStep }, replace: true });
      else config.goTo('checkpoint/redirect', { replace: true });
    },
  });
  return {
    getState: check.getState,
    subscribe: check.subscribe,
    mount: check.mount,
    dispose: check.dispose,
    setPhone: check.setPhone,
    send: () => void check.send(),
    verify: () => void check.verify(),
    update(next) {
      const locale = config.locale;
      config = { ...config, ...next };
      if (config.locale !== locale) check.update({ locale: config.locale });
    },
  };
}
