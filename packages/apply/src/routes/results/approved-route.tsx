import { createApprovedController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { ApprovedScreen } from '../../screens/approved';
import { afterNextPaint } from '../../app/paint';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useTranslate } from '../../app/use-app';
import { PayrollRoutePanel } from './payroll-route-panel';
import { useResultContext } from './use-result';

/**
 * The approved screen (03 §2, §4, §7): the core's approved controller (the result's message and options,
 * the Payment Calculator, the continue label and where it goes, Return, the 'Create Contract' link) on
 * the screen, with the payroll panel when the result offers payroll. The first quote is asked for once
 * the screen has painted: the result is what the shopper came for.
 */
export default function ApprovedRoute() {
  const { api, session, config } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const navigate = useGoTo();
  const { application, result, supportPhone, brandUrl, brandName } = useResultContext();
  const approved = useOwnedStore(() =>
    createApprovedController({
      transport: api.request,
      session,
      locale,
      navigate,
      createContractUrl: config.createContractUrl,
      schedule: afterNextPaint,
    }),
  );
  useUpdateOptions(approved, { locale, navigate });
  const view = useStore(approved);
  return (
    <ApprovedScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      {...view}
      phone={supportPhone}
      onContinue={approved.continue}
      onReturn={approved.returnToCheckpoint}
      brandUrl={brandUrl}
      brandName={brandName}
      payroll={<PayrollRoutePanel locale={locale} application={application} result={result} />}
    />
  );
}
