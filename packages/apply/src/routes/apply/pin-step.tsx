import { createPinStepController } from '@leasekit/core/apply';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { PinVerificationScreen } from '../../screens/pin-verification';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services-context';
import { useGoTo, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';

/**
 * The verification step ('Text Message Verification', 02 §2, §4, §8), then the submit (03 §4): the
 * core's PIN step controller, shown by the PIN screen.
 */
export function PinStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const goTo = useGoTo();
  const options = { locale, goTo, notify };
  const controller = useOwnedStore(() =>
    createPinStepController({ ...options, transport: api.request, session, wizard }),
  );
  useUpdateOptions(controller, options);
  const view = useStore(controller);
  const { pin } = controller;
  return (
    <PinVerificationScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      code={view.pin.code}
      status={view.pin.status}
      mode={view.pin.mode}
      sending={view.pin.sending}
      retrieval={view.retrieval}
      itemsConfirmation={view.pin.itemsConfirmation}
      itemsVisible={view.pin.itemsVisible}
      fieldError={view.pin.fieldError}
      error={view.error}
      submittingApplication={view.submittingApplication}
      onCodeChange={pin.setCode}
      onContinue={controller.continue}
      onResend={() => void pin.resend()}
      onModeChange={pin.setMode}
      onToggleItems={pin.toggleItems}
      onConfirmItems={(keep) => void pin.confirmItems(keep)}
      onEditApplication={controller.editApplication}
      onNewApplication={controller.newApplication}
    />
  );
}
