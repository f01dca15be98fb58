import type { OfferCardProps } from '@leasekit/apply';
import type { Locale } from '@leasekit/core';

/** The line under each amount, in the shopper's language. */
const BADGE: Record<Locale, string> = {
  en: 'A Northwind lease offer',
  es: 'Una oferta de arrendamiento Northwind',
};

/**
 * Northwind's card for one option amount on the approved screen. The app renders it inside the options'
 * `<dl>`, so the option's label is the term (`dt`) and its amount, note and badge are descriptions
 * (`dd`): a screen reader reads each amount with its option.
 */
export function OfferCard({ label, amount, note, locale }: OfferCardProps) {
  return (
    <div
      data-northwind="offer-card"
      className="flex flex-col gap-1 rounded-lg border-2 border-primary bg-accent p-4 text-accent-foreground"
    >
      <dt className="text-sm font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="font-heading text-3xl font-bold whitespace-nowrap tabular-nums">{amount}</dd>
      {note ? <dd className="text-sm">{note}</dd> : null}
      <dd className="text-xs">{BADGE[locale]}</dd>
    </div>
  );
}
