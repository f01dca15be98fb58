import * as React from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getCheckpointReturn, getSessionRedirectTarget } from '@leasekit/core/routing';
import { OneMomentScreen } from '../../screens/one-moment';
import type { AppServices } from '../../app/services';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { pathOf } from '../route-paths';
import { restoreSession } from '../checkout/restore-session';
import { isSessionRestored } from '../checkout/session-restored-mark';

/**
 * The path the checkpoint redirect sends the session to as it stands (the core's
 * `getSessionRedirectTarget`), or the checkout screen the shopper came back to (`wanted`, from the query)
 * when the core's `getCheckpointReturn` allows it.
 */
export function getCheckpointRedirectPath(session: AppServices['session'], wanted?: unknown): string {
  const state = session.getState();
  const target = getSessionRedirectTarget(state);
  return pathOf(getCheckpointReturn(wanted, target, state.checkout) ?? target);
}

/**
 * The checkpoint redirect (03 §4): routes by the session's store, checkout and application through the
 * core's `getSessionRedirectTarget` (no store → store selection; a verified checkout by its current step; a
 * decided application → its result; otherwise the application or its verification). Opened by the resume
 * screen right after its exchange, it does not exchange again.
 */
export default function RedirectRoute() {
  const navigate = useNavigate();
  const services = useServices();
  const { session } = services;
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const restored = isSessionRestored(services, useLocation().state);
  const [search] = useSearchParams();
  const wanted = search.get('to');

  React.useEffect(() => {
    let alive = true;
    void (async () => {
      // A fresh page load (the lender's signing page returns here) keeps only the token: exchange it first.
      if (!restored) await restoreSession(services);
      if (!alive) return;
      void navigate(getCheckpointRedirectPath(session, wanted), { replace: true });
    })();
    return () => {
      alive = false;
    };
  }, [navigate, restored, services, session, wanted]);

  return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
}
