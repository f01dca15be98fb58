import { createProcessController } from '@leasekit/core/checkout';
import { useOwnedStore } from '@leasekit/core/react';
import { leaveApp } from '../../app/leave-app';
import { OneMomentScreen } from '../../screens/one-moment';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useTranslate } from '../../app/use-app';

/**
 * The checkpoint process screen (03 §4): the core's process controller processes the session's checkout
 * and opens where its outcome goes; 'One moment please...' until then.
 */
export default function ProcessRoute() {
  const { api, session, host } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  useOwnedStore(() =>
    createProcessController({ transport: api.request, session, host, goTo, leave: leaveApp }),
  );
  return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
}
