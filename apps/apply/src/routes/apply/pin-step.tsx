import * as React from 'react';
import { toast } from 'sonner';
import { getPinSubmitApplication } from '@leasekit/core/checkout';
import { useApplicationConfirmation, usePinVerification } from '@leasekit/core/react';
import { PinVerificationScreen } from '../../screens/pin-verification';
import { useServices } from '../../app/services-context';
import { useGoTo, useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { storeResult } from './finish';

/** One toast for the PIN's failures: a second wrong PIN replaces the first's toast instead of stacking. */
const PIN_TOAST_ID = 'pin-verification';

/** The verification step ('Text Message Verification', 02 §2, §4, §8), then the submit (03 §4). */
export function PinStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  const uuid = useSession((s) => s.uuid ?? s.application?.uuid ?? '');
  const checkout = useSession((s) => s.checkout);
  const store = useSession((s) => s.retailStore);
  const iframe = useSession((s) => s.iframe);
  const retrieval = useSession((s) => Boolean(s.retrieval));
  const { confirmation, state: submitState } = useApplicationConfirmation({ transport: api.request, locale });
  // 'PIN verification successful.' waits for the submit it leads to: a green toast must not precede a
  // denial, so it shows with an approval (or on this screen when the submit fails), never with bad news.
  const verifiedNotice = React.useRef<string | null>(null);
  const showVerifiedNotice = () => {
    if (verifiedNotice.current) toast.success(verifiedNotice.current);
    verifiedNotice.current = null;
  };
  const { pin, state } = usePinVerification({
    transport: api.request,
    uuid,
    checkoutId: checkout?.id ?? null,
    storeId: store?.id ?? null,
    retrieval,
    iframe,
    locale,
    // A verified PIN replaces the session token (docs/behaviour.md 03 §6 "Session tokens").
    onToken: (token) => session.update({ token }),
    // Where the PIN leads (03 §4): the maxed denial, else the submit of the verified application. The
    // result takes the PIN's history entry over: Back from it never reopens a PIN already used.
    onOutcome: (outcome) => {
      if (outcome.type === 'maxed') {
        verifiedNotice.current = null;
        goTo(storeResult(session, { ...outcome.result }, 'denied'), { replace: true });
        return;
      }
      const application = getPinSubmitApplication(outcome, session.getState().application);
      void confirmation.submit(application).then((submitted) => {
        if (submitted.type !== 'result' || submitted.route === 'approved') showVerifiedNotice();
        else verifiedNotice.current = null;
        if (submitted.type === 'result')
          goTo(storeResult(session, submitted.result, submitted.route), { replace: true });
      });
    },
  });

  // The store's notices are shown as toasts (02 §8: 'PIN verification successful.' / 'failed.'); the
  // success waits for the submit's outcome (above).
  React.useEffect(() => {
    if (!state.notice) return;
    if (state.notice.kind === 'success') verifiedNotice.current = state.notice.message;
    else toast.error(state.notice.message, { id: PIN_TOAST_ID });
    pin.dismissNotice();
  }, [state.notice, pin]);

  return (
    <PinVerificationScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      code={state.code}
      status={state.status}
      mode={state.mode}
      sending={state.sending}
      retrieval={retrieval}
      itemsConfirmation={state.itemsConfirmation}
      itemsVisible={state.itemsVisible}
      fieldError={state.fieldError}
      error={submitState.error}
      submittingApplication={submitState.status === 'submitting'}
      onCodeChange={pin.setCode}
      onContinue={() => void (submitState.status === 'error' ? confirmation.submit() : pin.submit())}
      onResend={() => void pin.resend()}
      onModeChange={pin.setMode}
      onToggleItems={pin.toggleItems}
      onConfirmItems={(keep) => void pin.confirmItems(keep)}
      onEditApplication={() => wizard.goTo('application')}
      onNewApplication={() => {
        session.update({ application: null, uuid: null, retrieval: null });
        const [first] = wizard.getState().steps;
        if (first) wizard.goTo(first);
      }}
    />
  );
}
