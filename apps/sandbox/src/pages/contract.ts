import { html } from 'hono/html';
import { maskSsn } from '../domain/masking';
import type { toLeaseComputation } from '../domain/pricing';
import type { ApplicationDoc, CheckoutDoc, Store } from '../domain/types';

type Computation = ReturnType<typeof toLeaseComputation>;

const usd = (value: number) => `$${value.toFixed(2)}`;

/** The lease contract as an HTML document (02 §2 Preview: shown in a frame; also on the signing page). */
export function contractBody(
  store: Store,
  checkout: CheckoutDoc,
  application: ApplicationDoc,
  lease: Computation,
) {
  const applicant = application.applicant;
  return html`<article aria-labelledby="contract-title">
    <h1 id="contract-title">Lease-Purchase Agreement</h1>
    <p class="muted">
      Contract for checkout ${checkout.id}, application ${application.id}. ${lease.leaseType},
      ${lease.paymentFrequency} payments.
    </p>
    ${
      store.lease_program.display_store_info_contract_screen
        ? html`<section aria-label="Store">
            <h2>Store</h2>
            <p>${store.name}<br />${store.billing_address.label}<br />${store.details.phone}</p>
          </section>`
        : ''
    }
    <section aria-label="Customer">
      <h2>Customer</h2>
      <p>
        ${applicant.first_name ?? ''} ${applicant.last_name ?? ''}<br />SSN
        ${maskSsn(applicant.social_security_number) ?? ''}
      </p>
    </section>
    ${
      checkout.technician
        ? html`<section aria-label="Installation">
            <h2>Installation</h2>
            <p>
              Installing technician: ${checkout.technician.name}, ${checkout.technician.phone},
              ${checkout.technician.email}. Installation quote: ${usd(checkout.technician.quote_cents / 100)}.
            </p>
          </section>`
        : ''
    }
    <section aria-label="Items">
      <h2>Items</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Qty</th>
            <th scope="col">Description</th>
            <th scope="col">SKU</th>
            <th scope="col">Unit Price (without tax)</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          ${checkout.cart.items.map(
            (item) =>
              html`<tr>
                <td>${item.quantity}</td>
                <td>${item.description}</td>
                <td>${item.sku}</td>
                <td>${usd(item.unit_price)}</td>
                <td>${usd(item.unit_price * item.quantity)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
    <section aria-label="Terms">
      <h2>Terms</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">Cash price</th>
            <td>${usd(lease.cashPrice)}</td>
          </tr>
          <tr>
            <th scope="row">Delivery</th>
            <td>${usd(lease.delivery)}</td>
          </tr>
          <tr>
            <th scope="row">Additional down payment</th>
            <td>${usd(lease.additionalDown)}</td>
          </tr>
          <tr>
            <th scope="row">Paid upfront above the approval</th>
            <td>${usd(lease.reductionAmount)}</td>
          </tr>
          <tr>
            <th scope="row">Effective cash price</th>
            <td>${usd(lease.effectiveCashPrice)}</td>
          </tr>
          <tr>
            <th scope="row">Number of payments</th>
            <td>${lease.numPayments}</td>
          </tr>
          <tr>
            <th scope="row">Payment amount</th>
            <td>${usd(lease.paymentAmount)}</td>
          </tr>
          <tr>
            <th scope="row">Total of payments</th>
            <td>${usd(lease.totalPayment)}</td>
          </tr>
          ${
            lease.waiver > 0
              ? html`<tr>
                  <th scope="row">Protection plan (OCP)</th>
                  <td>${usd(lease.waiver)}</td>
                </tr>`
              : ''
          }
          ${
            lease.documentProcessingFee > 0
              ? html`<tr>
                  <th scope="row">Document processing fee</th>
                  <td>${usd(lease.documentProcessingFee)}</td>
                </tr>`
              : ''
          }
          ${
            lease.leaseProcessFee > 0
              ? html`<tr>
                  <th scope="row">Lease process fee</th>
                  <td>${usd(lease.leaseProcessFee)}</td>
                </tr>`
              : ''
          }
          ${
            lease.securityDeposit > 0
              ? html`<tr>
                  <th scope="row">Security deposit</th>
                  <td>${usd(lease.securityDeposit)}</td>
                </tr>`
              : ''
          }
          <tr>
            <th scope="row">Due at signing</th>
            <td>${usd(lease.actualDownPayment)}</td>
          </tr>
          <tr>
            <th scope="row">Lease begins</th>
            <td>${lease.leaseBeginsAt}</td>
          </tr>
          <tr>
            <th scope="row">First payment after signing</th>
            <td>${lease.nextPaymentAt}</td>
          </tr>
        </tbody>
      </table>
      ${
        store.lease_program.enableEpoLanguage
          ? html`<p>
              Early purchase option: you may buy the items at any time for the cash price plus an early
              purchase fee of ${usd(lease.epoFee)} (${usd(lease.earlyPurchaseAmount)} in total), less payments
              made.
            </p>`
          : ''
      }
      <p>
        You do not own the items until you make all payments or use the early purchase option. You may return
        the items at any time and owe nothing further except past-due payments.
      </p>
    </section>
  </article>`;
}
