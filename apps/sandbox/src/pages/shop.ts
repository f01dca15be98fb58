import { html, raw } from 'hono/html';
import type { Store } from '../domain/types';
import { page } from './layout';

/** The demo cart of the shop page. */
export const DEMO_CART = [
  { sku: 'TV-55-4K', description: '55" 4K television', quantity: 1, unit_price: 649.99 },
  { sku: 'SB-200', description: 'Soundbar', quantity: 1, unit_price: 199.0 },
  { sku: 'HDMI-2M', description: 'HDMI cable, 2 m', quantity: 2, unit_price: 14.5 },
];

// The host script follows 04: it trusts only messages from the app's origin (from its frame or its popup),
// resizes on maximize and minimize, closes on close, and closes then tells the shop on cancelled and error.
// The app opens in the modal's iframe, or (04 popup mode) in a window of its own whose opener is the shop.
const HOST_SCRIPT = `
const appOrigin = location.origin;
const log = document.getElementById('log');
const modal = document.getElementById('modal');
const frame = document.getElementById('frame');
const status = document.getElementById('status');
let popup = null;
function write(text) {
  const item = document.createElement('li');
  item.textContent = new Date().toLocaleTimeString() + ' ' + text;
  log.prepend(item);
}
function closeModal() {
  if (modal.open) modal.close();
  frame.src = 'about:blank';
  if (popup && !popup.closed) popup.close();
  popup = null;
}
window.addEventListener('message', (event) => {
  if (event.origin !== appOrigin) return;
  if (event.source !== frame.contentWindow && (!popup || event.source !== popup)) return;
  const message = event.data || {};
  write(JSON.stringify(message));
  switch (message.status) {
    case 'maximize': modal.dataset.size = 'max'; break;
    case 'minimize': modal.dataset.size = 'min'; break;
    case 'close': closeModal(); break;
    case 'cancelled': case 'error':
      closeModal();
      status.textContent = 'The lease checkout ended: ' + message.status + (message.data && message.data.message ? ' (' + message.data.message + ')' : '');
      break;
    case 'success':
      if (message.step === 'CHECKOUT_COMPLETED') status.textContent = 'Order placed for checkout ' + (message.data && message.data.checkout_id);
      break;
  }
});
async function createCheckout() {
  status.textContent = 'Creating the checkout...';
  const storeId = Number(document.getElementById('store').value);
  const response = await fetch('/__sandbox/shop/checkout', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ store_id: storeId }),
  });
  const result = await response.json();
  if (!result.status) { status.textContent = 'Could not create the checkout: ' + result.error; return null; }
  write('checkout created: ' + result.data.checkout_id);
  status.textContent = '';
  return result.data;
}
document.getElementById('pay').addEventListener('click', async () => {
  const checkout = await createCheckout();
  if (!checkout) return;
  frame.src = checkout.url;
  modal.dataset.size = 'max';
  modal.showModal();
});
document.getElementById('pay-popup').addEventListener('click', async () => {
  // Opened before the call so the browser counts it as the click's popup; the checkout URL follows.
  popup = window.open('about:blank', 'leasekit-checkout', 'popup,width=900,height=800');
  const checkout = await createCheckout();
  if (!checkout) { closeModal(); return; }
  if (!popup) { status.textContent = 'The popup was blocked.'; return; }
  popup.location.href = checkout.url;
});
document.getElementById('close').addEventListener('click', closeModal);
`;

/** The demo retailer page (`/__sandbox/shop`): a cart, a lease button and the host-message log. */
export function shopPage(stores: Store[]) {
  const total = DEMO_CART.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
  return page(
    'Demo shop',
    html`<h1>Demo shop</h1>
      <p class="muted">
        A retailer page: the cart creates a checkout through the retailer API and opens the app in an iframe
        (or in a popup window).
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
      </p>
      <p id="status" role="status" aria-live="polite"></p>
      <h2>Host messages received</h2>
      <ol id="log" aria-live="polite"></ol>
      <dialog id="modal" aria-label="Lease checkout">
        <button id="close" type="button" class="secondary">Close</button>
        <iframe id="frame" title="Lease checkout" src="about:blank"></iframe>
      </dialog>
      <script type="module">
        ${raw(HOST_SCRIPT)};
      </script>`,
    html`<style>
      dialog {
        padding: 0.5rem;
        border: 1px solid #9ca3af;
        border-radius: 0.5rem;
      }
      dialog[data-size='max'] {
        width: 90vw;
        height: 90vh;
      }
      /* On a phone the modal takes the whole screen, centred (issue 19). */
      @media (max-width: 40rem) {
        dialog[data-size='max'] {
          width: 100vw;
          max-width: 100vw;
          height: 100dvh;
          max-height: 100dvh;
          margin: 0;
          padding: 0.25rem;
          border-radius: 0;
        }
      }
      dialog[data-size='min'] {
        width: 24rem;
        height: 12rem;
      }
      dialog iframe {
        display: block;
        width: 100%;
        height: calc(100% - 3rem);
        border: 0;
      }
    </style>`,
  );
}
