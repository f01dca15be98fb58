import * as React from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { createCheckpointResume, type CheckpointResume } from '@leasekit/core/checkout';
import { useStore } from '@leasekit/core/react';
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
 * Resume `/checkpoint/:token/:iframe/:process?` (03 §4): the link's token, an entry ticket, is exchanged
 * (GET /apply-v2/checkpoint/exchange) for the session's own token and the session filled; the ticket
 * leaves the address bar with the navigation that follows (a replace); cancel=true (in the hash's query or the page's,
 * as `…/initiate?…&cancel=true` leaves it) cancels the checkout, posts `cancelled` once and stops: when
 * redirecting it leaves for the failure return url, else it posts `close` and shows the may-not-continue
 * screen; then intellicheck_required → identity check, process
 * → the process screen, else the checkpoint redirect. 403 → the forbidden page, other errors → unknown.
 */
export default function ResumeRoute() {
  const { token: ticket = '', iframe, process } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const services = useServices();
  const { api, session, host, config } = services;
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const loadRoute = useRouteLoader();
  const started = React.useRef(false);
  // One resume per visit, never disposed: the exchange's token is used once, and a resume that has
  // started (cancel call, host messages) is finished whatever happens to this component.
  const resumeRef = React.useRef<CheckpointResume | null>(null);
  resumeRef.current ??= createCheckpointResume({
    // Usually already on its way, started by the route's loader (checkpoint-exchange.ts). However fast
    // it answers, 'One moment please...' paints first: the destination's code and render would
    // otherwise stand in front of the first screen the shopper sees.
    exchange: async () => {
      const [exchange] = await Promise.all([
        takeCheckpointExchange(services, ticket) ??
          requestCheckpointExchange({ api, session }, ticket, iframe),
        nextPaint(),
      ]);
      return exchange;
    },
    ticket,
    transport: api.request,
    session,
    host,
    // The initiate URL's own query (`…/initiate?…&cancel=true`) reaches the page before the hash.
    cancel: () => search.get('cancel') ?? new URLSearchParams(window.location.search).get('cancel'),
    redirecting: iframe !== 'true',
    process,
    configOrigin: config.hostOrigin,
    embedderOrigin,
    leave: leaveApp,
  });
  const resume = resumeRef.current;
  const cancelled = useStore(resume, (state) => state.status === 'cancelled');

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    void resume.run().then((destination) => {
      if (!destination) return;
      // The redirect screen routes by the session this exchange has just filled: its destination's code
      // starts loading now, and the redirect is told not to exchange the token a second time.
      if (destination === 'checkpoint/redirect') void loadRoute(getCheckpointRedirectPath(session));
      const restored = resume.getState().restored ? { state: getSessionRestoredState(services) } : {};
      void navigate(pathOf(destination), { replace: true, ...restored });
    });
  }, [loadRoute, navigate, resume, services, session]);

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
