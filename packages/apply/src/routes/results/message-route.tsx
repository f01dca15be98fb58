import { createResultMessageController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { ResultMessageScreen, type ResultMessageVariant } from '../../screens/result-message';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useTranslate } from '../../app/use-app';
import { PayrollRoutePanel } from './payroll-route-panel';
import { useResultContext } from './use-result';

/**
 * The denied, contract-in-progress and contact-store screens (03 §2, §4, §8): the core's result message
 * controller (the message, CHECKOUT_APP_COMPLETE to the host, the Return button, the approved screen
 * once payroll approves) on the screen, with the payroll panel on a denial that offers payroll.
 */
export function MessageRoute({ variant }: { variant: ResultMessageVariant }) {
  const { session, host } = useServices();
  const { locale } = useTranslate();
  const navigate = useGoTo();
  const breadcrumbs = useBreadcrumbs();
  const { application, result, contactPhone } = useResultContext();
  const options = { locale, contactPhone, navigate };
  const controller = useOwnedStore(() =>
    createResultMessageController({ variant, session, host, ...options }),
  );
  useUpdateOptions(controller, options);
  const { payroll, ...view } = useStore(controller);
  return (
    <ResultMessageScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      variant={variant}
      {...view}
      onAction={controller.act}
      payroll={payroll && <PayrollRoutePanel locale={locale} application={application} result={result} />}
    />
  );
}
