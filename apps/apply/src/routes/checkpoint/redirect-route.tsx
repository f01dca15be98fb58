import * as React from 'react';
import { useNavigate } from 'react-router';
import { getRedirectTarget } from '@leasekit/core';
import { OneMomentScreen } from '../../screens/one-moment';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { pathOf } from '../route-table';

/**
 * The checkpoint redirect (03 §4): routes by the session's store, checkout and application through the
 * core's `getRedirectTarget` (no store → store selection; a verified checkout by its current step; a
 * decided application → its result; otherwise the application or its verification).
 */
export default function RedirectRoute() {
  const navigate = useNavigate();
  const { session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();

  React.useEffect(() => {
    const state = session.getState();
    const application = state.application ?? state.retrieval;
    const target = getRedirectTarget({
      store: state.store,
      checkout: state.checkout,
      verified: state.application?.verified ?? state.checkout?.verified,
      application,
    });
    void navigate(pathOf(target), { replace: true });
  }, [navigate, session]);

  return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
}
