import { html, raw } from 'hono/html';
import type { Store } from '../domain/types';
import { HOST_SCRIPT_PATH } from './host-script';
import { page } from './layout';

/** The demo cart of the shop page. */
export const DEMO_CART = [
  { sku: 'TV-55-4K', description: '55" 4K television', quantity: 1, unit_price: 649.99 },
  { sku: 'SB-200', description: 'Soundbar', quantity: 1, unit_price: 199.0 },
  { sku: 'HDMI-2M', description: 'HDMI cable, 2 m', quantity: 2, unit_price: 14.5 },
];

// The shop's own script: all of 04's host side is `@leasekit/host` (packages/host/README.md), loaded from
// the sandbox as the package's ES module. The shop only creates the checkout on its server, opens it in the
// mode the shopper chose, logs each message and reports the outcome.
const SHOP_SCRIPT = `
import { openLeaseCheckout } from '${HOST_SCRIPT_PATH}';
const log = document.getElementById('log');
const status = document.getElementById('status');
function write(text) {
  const item = document.createElement('li');
  item.textContent = new Date().toLocaleTimeString() + ' ' + text;
  log.prepend(item);
}
let failure = null;
async function createCheckout() {
  const storeId = Number(document.getElementById('store').value);
  const response = await fetch('/__sandbox/shop/checkout', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ store_id: storeId }),
  });
  const result = await response.json();
  if (!result.status) {
    failure = 'Could not create the checkout: ' + result.error;
    throw new Error(result.error);
  }
  write('checkout created: ' + result.data.checkout_id);
  status.textContent = '';
  return result.data.url;
}
function pay(mode) {
  failure = null;
  status.textContent = 'Creating the checkout...';
  openLeaseCheckout({
    // A promise: the popup opens in the click's own task, before the server answers.
    url: createCheckout(),
    mode,
    onEvent: (message) => write(JSON.stringify(message)),
    onComplete: (result) => {
      status.textContent = 'Order placed for checkout ' + result.checkoutId;
    },
    onCancel: (details) => {
      status.textContent = 'The lease checkout ended: ' + details.reason + (details.message ? ' (' + details.message + ')' : '');
    },
    onError: (error) => {
      status.textContent = failure || 'The lease checkout ended: error (' + error.message + ')';
    },
  });
}
document.getElementById('pay').addEventListener('click', () => pay('iframe'));
document.getElementById('pay-popup').addEventListener('click', () => pay('popup'));
document.getElementById('pay-redirect').addEventListener('click', () => pay('redirect'));
`;

/** What the shop says when the checkout sends the shopper back to one of its return URLs (redirect mode). */
const RETURN_TEXTS: Readonly<Record<string, string>> = {
  thankyou: 'Back from the lease checkout: the thank-you page',
  failure: 'Back from the lease checkout: the failure page',
};

/**
 * The demo retailer page (`/__sandbox/shop`): a cart, a lease button per mode and the host-message log;
 * `result` is the return URL's `?result=` (`thankyou` or `failure`), anything else is not shown.
 */
export function shopPage(stores: Store[], result?: string) {
  const returned =
    result && Object.prototype.hasOwnProperty.call(RETURN_TEXTS, result) ? RETURN_TEXTS[result] : '';
  const total = DEMO_CART.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
  return page(
    'Demo shop',
    html`<h1>Demo shop</h1>
      <p class="muted">
        A retailer page: the cart creates a checkout through the retailer API and opens the app with
        <code>@leasekit/host</code> in a modal iframe, a popup window or in place of this page (redirect).
      </p>
      <table>
        <caption class="muted" style="text-align:left">
          Cart
        </caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
          </tr>
        </thead>
        <tbody>
          ${DEMO_CART.map(
            (item) =>
              html`<tr>
                <td>${item.sku}</td>
                <td>${item.description}</td>
                <td>${item.quantity}</td>
                <td>$${item.unit_price.toFixed(2)}</td>
              </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="3">Total</th>
            <td>$${total.toFixed(2)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        <label for="store">Store</label>
        <select id="store">
          ${stores.map((store) => html`<option value="${store.id}">${store.name} (${store.slug})</option>`)}
        </select>
        <button id="pay" type="button">Pay over time with a lease</button>
        <button id="pay-popup" type="button" class="secondary">Pay over time with a lease (popup)</button>
        <button id="pay-redirect" type="button" class="secondary">
          Pay over time with a lease (redirect)
        </button>
      </p>
      <p id="status" role="status" aria-live="polite">${returned}</p>
      <h2>Host messages received</h2>
      <ol id="log" aria-live="polite"></ol>
      <script type="module">
        ${raw(SHOP_SCRIPT)};
      </script>`,
  );
}
