import { useNavigate } from 'react-router';
import { createRetrievalVerificationController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { PinVerificationForm } from '../../screens/pin-verification';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services-context';
import { useTranslate } from '../../app/use-app';

/** The PIN verification of a retrieved application: the core's verification controller on the PIN form. */
export function RetrievalVerification({ uuid }: { uuid: string }) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const navigate = useNavigate();
  const ports = {
    uuid,
    locale,
    notify,
    navigate: (path: string, options?: { replace?: boolean }) => void navigate(path, options),
  };
  const verification = useOwnedStore(() =>
    createRetrievalVerificationController({ transport: api.request, session, ...ports }),
  );
  useUpdateOptions(verification, ports);
  const state = useStore(verification);
  const { pin } = verification;
  return (
    <PinVerificationForm
      code={state.code}
      status={state.status}
      mode={state.mode}
      sending={state.sending}
      retrieval
      itemsConfirmation={state.itemsConfirmation}
      itemsVisible={state.itemsVisible}
      fieldError={state.fieldError}
      onCodeChange={pin.setCode}
      onContinue={() => void pin.submit()}
      onResend={() => void pin.resend()}
      onModeChange={pin.setMode}
      onToggleItems={pin.toggleItems}
      onConfirmItems={(keep) => void pin.confirmItems(keep)}
      onNewApplication={verification.newApplication}
    />
  );
}
