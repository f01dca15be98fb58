import * as React from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getExchangeSessionPatch, getHostOrigin, getResumeOutcome, getResumeStart } from '@leasekit/core';
import { leaveApp } from '../../app/leave-app';
import { CheckoutCompleteScreen } from '../../screens/checkout-complete';
import { OneMomentScreen } from '../../screens/one-moment';
import { embedderOrigin, getSessionRestoredState } from '../checkout/restore-session';
import { nextPaint } from '../../app/paint';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { useRouteLoader } from '../../app/route-loader';
import { pathOf } from '../route-paths';
import { getCheckpointRedirectPath } from './redirect-route';
import { requestCheckpointExchange, takeCheckpointExchange } from './checkpoint-exchange';

/**
 * Resume `/checkpoint/:token/:iframe/:process?` (03 §4): the token is exchanged (GET
 * /apply-v2/checkpoint/exchange) and the session filled; cancel=true (in the hash's query or the page's,
 * as `…/initiate?…&cancel=true` leaves it) cancels the checkout, posts `cancelled` once and stops: when
 * redirecting it leaves for the failure return url, else it posts `close` and shows the may-not-continue
 * screen; then intellicheck_required → identity check, process
 * → the process screen, else the checkpoint redirect. 403 → the forbidden page, other errors → unknown.
 */
export default function ResumeRoute() {
  const { token = '', iframe, process } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { api, session, host, config } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const loadRoute = useRouteLoader();
  const started = React.useRef(false);
  const [cancelled, setCancelled] = React.useState(false);

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Usually already on its way, started by the route's loader (checkpoint-exchange.ts). However fast
      // it answers, 'One moment please...' paints first: the destination's code and render would
      // otherwise stand in front of the first screen the shopper sees.
      const [exchange] = await Promise.all([
        takeCheckpointExchange(token) ?? requestCheckpointExchange({ api, session }, token, iframe),
        nextPaint(),
      ]);
      if (!exchange.status) {
        void navigate(pathOf(getResumeOutcome(exchange)), { replace: true });
        return;
      }
      const patch = getExchangeSessionPatch(exchange.data);
      session.update({ ...patch, token: patch.token ?? token });
      const checkout = patch.checkout ?? null;
      host.setOptions({
        hostOrigin: getHostOrigin({
          configOrigin: config.hostOrigin,
          checkout,
          store: patch.store ?? null,
          embedderOrigin: embedderOrigin(),
        }),
      });
      const start = getResumeStart({
        // The initiate URL's own query (`…/initiate?…&cancel=true`) reaches the page before the hash.
        cancel: search.get('cancel') ?? new URLSearchParams(window.location.search).get('cancel'),
        redirecting: iframe !== 'true',
        return_url_failure: checkout?.return_url_failure,
      });
      if (start.action === 'cancel' && checkout?.id != null) {
        await api.request({
          method: 'POST',
          path: `/apply-v2/checkout/${String(checkout.id)}/cancel`,
          payload: {},
        });
        // Exactly one terminal message, then stop (03 §4, 04): the cancelled checkout does not start again.
        host.cancelled({ checkout_id: checkout.id as number });
        if (leaveApp(start.redirectTo)) return;
        host.close();
        setCancelled(true);
        return;
      }
      if (checkout?.id != null) host.started({ checkout_id: checkout.id as number });
      const outcome = getResumeOutcome(exchange, { process });
      // The redirect screen routes by the session this exchange has just filled: its destination's code
      // starts loading now, and the redirect is told not to exchange the token a second time.
      if (outcome === 'checkpoint/redirect') void loadRoute(getCheckpointRedirectPath(session));
      void navigate(pathOf(outcome), {
        replace: true,
        state: getSessionRestoredState(),
      });
    })();
  }, [api, config.hostOrigin, host, iframe, loadRoute, navigate, process, search, session, token]);

  if (cancelled) {
    return (
      <CheckoutCompleteScreen
        locale={locale}
        breadcrumbs={breadcrumbs}
        variant="may-not-continue"
        onReturn={() => void host.close()}
      />
    );
  }
  return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
}
