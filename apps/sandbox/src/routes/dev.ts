import type { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { isDev } from '../config';
import { RETAILER_API_KEYS } from '../db/seed';
import { TEST_CARDS } from '../domain/cards';
import { catalogueMessage } from '../domain/messages';
import { randomToken, sha256 } from '../domain/security';
import { baseUrl, requireSession, type AppEnv, type Deps } from '../http/context';
import { ENTRY_TICKET_TTL_MS } from './entry';
import { body, fail, ok, requestLocale } from '../http/envelope';
import { devNav } from '../pages/dev-menu';
import { faultSchema } from '../http/faults';
import { page } from '../pages/layout';
import { outboxPage } from '../pages/outbox';
import { HOST_SCRIPT_PATH, getHostScript } from '../pages/host-script';
import { DEMO_CART, shopPage } from '../pages/shop';

/** Dev pages under `/__sandbox` (off when NODE_ENV=production). */
export function registerDev(app: Hono<AppEnv>, deps: Deps): void {
  const { db, faults } = deps;

  app.use('/__sandbox/*', async (c, next) => {
    if (!isDev(deps.config)) return fail(c, 404, 'Not found.');
    return next();
  });
  app.use('/__sandbox', async (c, next) => {
    if (!isDev(deps.config)) return fail(c, 404, 'Not found.');
    return next();
  });

  app.get('/__sandbox', async (c) => {
    const stores = await db.listAllStores();
    const retailers = await db.listRetailers();
    return c.html(
      page(
        'Sandbox',
        html`${devNav(requestLocale(c), 'home')}
          <h1>leasekit sandbox</h1>
          <h2>Stores</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Retailer</th>
                <th scope="col">Store</th>
                <th scope="col">Apply</th>
              </tr>
            </thead>
            <tbody>
              ${stores.map((store) => {
                const retailer = retailers.find((candidate) => candidate.id === store.retailer_id)!;
                const entry = `/apply-v2/${retailer.slug}/${store.slug}/initiate?iframe=false`;
                return html`<tr>
                  <td>${store.id}</td>
                  <td>${retailer.name} (${retailer.theme})</td>
                  <td>${store.name}</td>
                  <td><a href="${entry}">${entry}</a></td>
                </tr>`;
              })}
            </tbody>
          </table>
          <h2>Test cards</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Funding</th>
                <th scope="col">Country</th>
                <th scope="col">Behaviour</th>
              </tr>
            </thead>
            <tbody>
              ${TEST_CARDS.map(
                (card) =>
                  html`<tr>
                    <td>${card.number}</td>
                    <td>${card.funding}</td>
                    <td>${card.country}</td>
                    <td>${catalogueMessage(card.label, undefined, 'en')}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`,
      ),
    );
  });

  app.get('/__sandbox/outbox', async (c) => {
    const messages = await db.listOutbox();
    if ((c.req.header('accept') ?? '').includes('application/json')) return c.json(messages);
    return c.html(outboxPage(messages, devNav(requestLocale(c), 'outbox')));
  });

  app.get('/__sandbox/shop', async (c) => c.html(shopPage(await db.listAllStores(), c.req.query('result'))));

  app.get(HOST_SCRIPT_PATH, async (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(await getHostScript());
  });

  app.post('/__sandbox/shop/checkout', async (c) => {
    const input = await body(
      c,
      z.object({ store_id: z.coerce.number({ error: 'The store id field is required.' }).int() }),
    );
    const store = await db.getStore(input.store_id);
    const retailer = store ? await db.getRetailer(store.retailer_id) : undefined;
    if (!store || !retailer)
      return fail(c, 422, 'The given data was invalid.', { store_id: ['The selected store id is invalid.'] });
    const origin = baseUrl(c, deps);
    // The shop's back end calls the real retailer API, with the retailer's test key.
    const response = await app.request(
      `${origin}/api/v2/checkout`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${RETAILER_API_KEYS[retailer.slug]}`,
        },
        body: JSON.stringify({
          store_id: store.id,
          cart_id: `demo-${Date.now()}`,
          cart: { items: DEMO_CART },
          cart_type_id: 1,
          return_url_thankyou: `${origin}/__sandbox/shop?result=thankyou`,
          return_url_failure: `${origin}/__sandbox/shop?result=failure`,
          test: true,
        }),
      },
      c.env,
    );
    return c.json(await response.json(), response.status as 200);
  });

  // A resume link for a session a test drove through the API (development only): a fresh one-time entry
  // ticket of the session the token names, as a new tab would need, since the app never takes a session
  // token from a URL (docs/behaviour.md 03 §6 "Session tokens").
  app.post('/__sandbox/ticket', async (c) => {
    const session = await requireSession(c, deps);
    const ticket = randomToken();
    await db.createEntryTicket(sha256(ticket), session.id, deps.config.now().getTime() + ENTRY_TICKET_TTL_MS);
    return ok(c, { ticket });
  });

  app.post('/__sandbox/faults', async (c) => {
    const fault = await body(c, faultSchema);
    faults.add(fault);
    return ok(c, { faults: faults.list() });
  });
  app.get('/__sandbox/faults', (c) => ok(c, { faults: faults.list(), held: faults.heldCount() }));
  app.delete('/__sandbox/faults', (c) => {
    faults.clear();
    return ok(c, { faults: [] });
  });
}
