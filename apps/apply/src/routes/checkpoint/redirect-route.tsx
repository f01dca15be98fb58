import * as React from 'react';
import { useNavigate } from 'react-router';
import { getRedirectTarget } from '@leasekit/core';
import { OneMomentScreen } from '../../screens/one-moment';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { pathOf } from '../route-table';
import { restoreSession } from '../checkout/restore-session';

/**
 * The checkpoint redirect (03 §4): routes by the session's store, checkout and application through the
 * core's `getRedirectTarget` (no store → store selection; a verified checkout by its current step; a
 * decided application → its result; otherwise the application or its verification).
 */
export default function RedirectRoute() {
  const navigate = useNavigate();
  const services = useServices();
  const { session } = services;
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();

  React.useEffect(() => {
    let alive = true;
    void (async () => {
      // A fresh page load (the lender's signing page returns here) keeps only the token: exchange it first.
      await restoreSession(services);
      if (!alive) return;
      const state = session.getState();
      const application = state.application ?? state.retrieval;
      const target = getRedirectTarget({
        store: state.store,
        checkout: state.checkout,
        verified: state.application?.verified ?? state.checkout?.verified,
        application,
      });
      void navigate(pathOf(target), { replace: true });
    })();
    return () => {
      alive = false;
    };
  }, [navigate, services, session]);

  return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
}
