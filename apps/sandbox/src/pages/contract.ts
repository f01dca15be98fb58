import { html } from 'hono/html';
import type { FormLocale } from '../domain/forms-es';
import { maskSsn } from '../domain/masking';
import type { toLeaseComputation } from '../domain/pricing';
import type { ApplicationDoc, CheckoutDoc, Store } from '../domain/types';

type Computation = ReturnType<typeof toLeaseComputation>;

/** The contract language's formatting locale: US dollars and US dates, in English or Spanish. */
const INTL_LOCALE: Record<FormLocale, string> = { en: 'en-US', es: 'es-US' };

/** An amount in dollars as the contract's language writes money: '$1,668.24' (grouping, two decimals). */
export function formatContractMoney(dollars: number, locale: FormLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(dollars);
}

/**
 * A calendar date ('YYYY-MM-DD') as the contract's language writes it ('March 14, 2026', '14 de marzo de
 * 2026'); read as a UTC day so no time zone moves it. A value that is not such a date is shown as it is.
 */
export function formatContractDate(isoDate: string, locale: FormLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

const OWNERSHIP =
  'You do not own the items until you make all payments or use the early purchase option. You may return the items at any time and owe nothing further except past-due payments.';

/** The contract's Spanish, keyed by the English (the contract reads in its language, 02 §2). */
const ES: Record<string, string> = {
  'Lease-Purchase Agreement': 'Contrato de arrendamiento con opción a compra',
  'Contract for checkout': 'Contrato de la compra',
  application: 'solicitud',
  'weekly payments': 'pagos semanales',
  '14-day payments': 'pagos cada 14 días',
  '28-day payments': 'pagos cada 28 días',
  'semi-monthly payments': 'pagos dos veces al mes',
  'monthly payments': 'pagos mensuales',
  // The lease option as the app names it (the core catalogue's checkout.lease.option.*).
  'Option A': 'Opción A',
  'Option B': 'Opción B',
  'Option C': 'Opción C',
  // The signing page around the contract.
  'Sign your lease': 'Firme su arrendamiento',
  'I have read the agreement and sign it electronically.': 'Leí el contrato y lo firmo electrónicamente.',
  Sign: 'Firmar',
  'Signing link not valid': 'El enlace de firma no es válido',
  'This signing link was used, has expired or was replaced. Return to the application to continue where it stands.':
    'Este enlace de firma ya se usó, venció o fue reemplazado. Vuelva a la solicitud para seguir donde quedó.',
  'Return to the application': 'Volver a la solicitud',
  'Lease preview': 'Vista previa del arrendamiento',
  Store: 'Tienda',
  Customer: 'Cliente',
  Installation: 'Instalación',
  'Installing technician:': 'Técnico instalador:',
  'Installation quote:': 'Cotización de instalación:',
  Items: 'Artículos',
  Qty: 'Cant.',
  Description: 'Descripción',
  SKU: 'SKU',
  'Unit Price (without tax)': 'Precio unitario (sin impuestos)',
  Total: 'Total',
  Terms: 'Condiciones',
  'Cash price': 'Precio de contado',
  Delivery: 'Entrega',
  'Additional down payment': 'Pago inicial adicional',
  'Paid upfront above the approval': 'Pagado por adelantado sobre la aprobación',
  'Effective cash price': 'Precio de contado efectivo',
  'Number of payments': 'Número de pagos',
  'Payment amount': 'Monto del pago',
  'Total of payments': 'Total de pagos',
  'Protection plan (OCP)': 'Plan de protección (OCP)',
  'Document processing fee': 'Cargo por procesamiento de documentos',
  'Lease process fee': 'Cargo por proceso de arrendamiento',
  'Security deposit': 'Depósito de garantía',
  'Due at signing': 'A pagar al firmar',
  'Lease begins': 'Inicio del arrendamiento',
  'First payment after signing': 'Primer pago después de la firma',
  [OWNERSHIP]:
    'Los artículos no son suyos hasta que haga todos los pagos o use la opción de compra anticipada. Puede devolver los artículos en cualquier momento sin deber nada más que los pagos vencidos.',
};

/** One text of the contract in the locale: the Spanish when known, else the English. */
export function localizeContractText(text: string, locale: FormLocale): string {
  return locale === 'es' ? (ES[text] ?? text) : text;
}

function earlyPurchase(fee: string, total: string, locale: FormLocale): string {
  return locale === 'es'
    ? `Opción de compra anticipada: puede comprar los artículos en cualquier momento por el precio de contado más un cargo de compra anticipada de ${fee} (${total} en total), menos los pagos realizados.`
    : `Early purchase option: you may buy the items at any time for the cash price plus an early purchase fee of ${fee} (${total} in total), less payments made.`;
}

/**
 * The lease contract as an HTML document (02 §2 Preview: shown in a frame; also on the signing page), in
 * `locale` (English by default): the contract's language the shopper chose.
 */
export function contractBody(
  store: Store,
  checkout: CheckoutDoc,
  application: ApplicationDoc,
  lease: Computation,
  locale: FormLocale = 'en',
) {
  const say = (text: string) => localizeContractText(text, locale);
  const usd = (dollars: number) => formatContractMoney(dollars, locale);
  const applicant = application.applicant;
  return html`<article aria-labelledby="contract-title">
    <h1 id="contract-title">${say('Lease-Purchase Agreement')}</h1>
    <p class="muted">
      ${say('Contract for checkout')} ${checkout.id}, ${say('application')} ${application.id}.
      ${say(`Option ${lease.option.toUpperCase()}`)}, ${say(`${lease.paymentFrequency} payments`)}.
    </p>
    ${
      store.lease_program.display_store_info_contract_screen
        ? html`<section aria-label="${say('Store')}">
            <h2>${say('Store')}</h2>
            <p>${store.name}<br />${store.billing_address.label}<br />${store.details.phone}</p>
          </section>`
        : ''
    }
    <section aria-label="${say('Customer')}">
      <h2>${say('Customer')}</h2>
      <p>
        ${applicant.first_name ?? ''} ${applicant.last_name ?? ''}<br />SSN
        ${maskSsn(applicant.social_security_number) ?? ''}
      </p>
    </section>
    ${
      checkout.technician
        ? html`<section aria-label="${say('Installation')}">
            <h2>${say('Installation')}</h2>
            <p>
              ${say('Installing technician:')} ${checkout.technician.name}, ${checkout.technician.phone},
              ${checkout.technician.email}.
              ${`${say('Installation quote:')} ${usd(checkout.technician.quote_cents / 100)}`}.
            </p>
          </section>`
        : ''
    }
    <section aria-label="${say('Items')}">
      <h2>${say('Items')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">${say('Qty')}</th>
            <th scope="col">${say('Description')}</th>
            <th scope="col">${say('SKU')}</th>
            <th scope="col">${say('Unit Price (without tax)')}</th>
            <th scope="col">${say('Total')}</th>
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
    <section aria-label="${say('Terms')}">
      <h2>${say('Terms')}</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">${say('Cash price')}</th>
            <td>${usd(lease.cashPrice)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Delivery')}</th>
            <td>${usd(lease.delivery)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Additional down payment')}</th>
            <td>${usd(lease.additionalDown)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Paid upfront above the approval')}</th>
            <td>${usd(lease.reductionAmount)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Effective cash price')}</th>
            <td>${usd(lease.effectiveCashPrice)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Number of payments')}</th>
            <td>${lease.numPayments}</td>
          </tr>
          <tr>
            <th scope="row">${say('Payment amount')}</th>
            <td>${usd(lease.paymentAmount)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Total of payments')}</th>
            <td>${usd(lease.totalPayment)}</td>
          </tr>
          ${
            lease.waiver > 0
              ? html`<tr>
                  <th scope="row">${say('Protection plan (OCP)')}</th>
                  <td>${usd(lease.waiver)}</td>
                </tr>`
              : ''
          }
          ${
            lease.documentProcessingFee > 0
              ? html`<tr>
                  <th scope="row">${say('Document processing fee')}</th>
                  <td>${usd(lease.documentProcessingFee)}</td>
                </tr>`
              : ''
          }
          ${
            lease.leaseProcessFee > 0
              ? html`<tr>
                  <th scope="row">${say('Lease process fee')}</th>
                  <td>${usd(lease.leaseProcessFee)}</td>
                </tr>`
              : ''
          }
          ${
            lease.securityDeposit > 0
              ? html`<tr>
                  <th scope="row">${say('Security deposit')}</th>
                  <td>${usd(lease.securityDeposit)}</td>
                </tr>`
              : ''
          }
          <tr>
            <th scope="row">${say('Due at signing')}</th>
            <td>${usd(lease.actualDownPayment)}</td>
          </tr>
          <tr>
            <th scope="row">${say('Lease begins')}</th>
            <td>${formatContractDate(lease.leaseBeginsAt, locale)}</td>
          </tr>
          <tr>
            <th scope="row">${say('First payment after signing')}</th>
            <td>${formatContractDate(lease.nextPaymentAt, locale)}</td>
          </tr>
        </tbody>
      </table>
      ${
        store.lease_program.enableEpoLanguage
          ? html`<p>${earlyPurchase(usd(lease.epoFee), usd(lease.earlyPurchaseAmount), locale)}</p>`
          : ''
      }
      <p>${say(OWNERSHIP)}</p>
    </section>
  </article>`;
}
