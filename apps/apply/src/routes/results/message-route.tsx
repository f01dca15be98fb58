import * as React from 'react';
import { useNavigate } from 'react-router';
import {
  formatMessage,
  getContactStoreMessage,
  getContractInProgressMessage,
  getDenialMessage,
  getReturnToStoreAction,
} from '@leasekit/core';
import { ResultMessageScreen, type ResultMessageVariant } from '../../screens/result-message';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useSession, useTranslate } from '../../app/use-app';
import { PayrollRoutePanel } from './payroll-route-panel';
import { useResultContext } from './use-result';

function opaqueId(value: unknown): string | number | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * The denied, contract-in-progress and contact-store screens (03 §2, §4, §8). On arrival the host gets
 * CHECKOUT_APP_COMPLETE with the application id and the result code (opaque ids only, 04). Inside a
 * checkout the button returns to the store (the checkout's failure url); otherwise it goes back to the
 * checkpoint. In an iframe or popup the button posts `close` instead of loading the retailer's page inside
 * the retailer's own modal. A denial that offers payroll shows the payroll panel; once payroll approves, the approved
 * screen opens.
 */
export function MessageRoute({ variant }: { variant: ResultMessageVariant }) {
  const { host } = useServices();
  const { locale, t } = useTranslate();
  const navigate = useNavigate();
  const breadcrumbs = useBreadcrumbs();
  const { application, result, checkout, contactPhone } = useResultContext();
  // A contract in progress belongs to an earlier application the session only knows from its retrieval.
  const retrieval = useSession((state) => state.retrieval);
  const applicationId = opaqueId(application?.id) ?? opaqueId(retrieval?.application_id);

  // Payroll deduction can turn a denial into an approval (02 §1): the new result opens the approved screen.
  const approved = variant === 'denied' && result?.code === 'A';
  React.useEffect(() => {
    if (approved) void navigate('/result/approved', { replace: true });
  }, [approved, navigate]);

  React.useEffect(() => {
    if (approved) return;
    // Denied sends the result's code and reason; the other two outcomes have no result, so their name is the code.
    const code = variant === 'denied' && typeof result?.code === 'string' ? result.code : variant;
    const reason = variant === 'denied' && typeof result?.reason === 'string' ? result.reason : null;
    host.complete({
      application_id: applicationId,
      result: { code, ...(reason ? { reason } : {}) },
    });
  }, [applicationId, approved, host, result?.code, result?.reason, variant]);

  const descriptor =
    variant === 'denied'
      ? // The store's contact number, as the lender's own denial message and the store details give it:
        // one number on every result screen.
        getDenialMessage(result, contactPhone)
      : variant === 'contract-in-progress'
        ? getContractInProgressMessage(contactPhone)
        : getContactStoreMessage(contactPhone);
  const failureUrl = typeof checkout?.return_url_failure === 'string' ? checkout.return_url_failure : null;
  // Inside a checkout, Return to Store goes through the host (04 Modes): in an iframe or popup the app
  // posts `close` after its terminal message; only in redirect mode does the browser leave.
  const action = checkout
    ? getReturnToStoreAction(host.getState().mode, failureUrl)
    : { type: 'none' as const };
  const returnProps =
    action.type === 'navigate'
      ? { actionHref: action.url }
      : action.type === 'close'
        ? { onAction: () => void host.close() }
        : { onAction: () => void navigate('/checkpoint') };

  const label =
    variant === 'denied'
      ? t(action.type !== 'none' ? 'app.result.returnToStore' : 'app.result.return')
      : t('app.result.back');

  return (
    <ResultMessageScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      variant={variant}
      message={formatMessage(descriptor, locale)}
      actionLabel={label}
      {...returnProps}
      payroll={
        variant === 'denied' ? (
          <PayrollRoutePanel locale={locale} application={application} result={result} />
        ) : null
      }
    />
  );
}
