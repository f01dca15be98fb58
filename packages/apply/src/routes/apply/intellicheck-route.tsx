import { useLocation } from 'react-router';
import { readRecord } from '@leasekit/core';
import { isApplyStepId } from '@leasekit/core/apply';
import { useIdentityCheck } from '@leasekit/core/react';
import { IdentityCheckScreen } from '../../screens/identity-check';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useSession, useTranslate } from '../../app/use-app';

/**
 * /intellicheck (01 §2, 03 §2, §4): the identity check, placed by intellicheckStep. Once completed it
 * returns to the wizard step it came from, else to the checkpoint redirect.
 */
export default function IntellicheckRoute() {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  // The wizard step to return to, as the step that opened the check put it in the router state.
  const returnStep = readRecord<{ returnStep: string }>(useLocation().state)?.returnStep;
  const cell = useSession((s) => s.application?.applicant?.cell ?? null);
  const { check, state } = useIdentityCheck({
    transport: api.request,
    phone: cell,
    locale,
    onCompleted: () => {
      const application = session.getState().application;
      if (application) session.update({ application: { ...application, intellicheck_completed: true } });
      // A completed check is one-way: its entry gives way, so Back from the next step skips it.
      if (isApplyStepId(returnStep)) goTo('/apply', { state: { step: returnStep }, replace: true });
      else goTo('checkpoint/redirect', { replace: true });
    },
  });

  return (
    <IdentityCheckScreen
      breadcrumbs={breadcrumbs}
      {...state}
      onPhoneChange={check.setPhone}
      onSend={() => void check.send()}
      onVerify={() => void check.verify()}
    />
  );
}
