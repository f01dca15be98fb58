import { z } from 'zod';
import { isRecord } from '@leasekit/core';
import { flattenModel, formZod, unflattenModel } from './form-validation';
import type { FieldSchema } from './forms';

/** The HVAC installing technician kept with a checkout (02 §3 Technician): the quote in cents. */
export interface TechnicianRecord {
  name: string;
  phone: string;
  email: string;
  quote_cents: number;
}

/**
 * The technician fields the e-sign validates for HVAC stores (01 §6 "a technician is required for HVAC
 * stores", 02 §3 name, phone, email, quote), with the labels of the app's technician form so a 422 reads
 * the same as the form's own messages. Errors are keyed `technician.name` and so on.
 */
export const TECHNICIAN_FIELDS: FieldSchema[] = [
  { name: 'technician.name', type: 'text', label: 'Technician name', rules: ['required', 'max:100'] },
  { name: 'technician.phone', type: 'tel', label: 'Technician phone', rules: ['required', 'phone'] },
  {
    name: 'technician.email',
    type: 'email',
    label: 'Technician email',
    rules: ['required', 'email', 'max:150'],
  },
  {
    name: 'technician.quote',
    type: 'money',
    label: 'Installation quote',
    rules: ['required', 'numeric', 'min_value:0.01'],
  },
];

/** Whether the store is the home-installation type (03 §9: record.identifier 'HVAC'). */
export function isHvacStore(store: { record: { identifier: string } }): boolean {
  return store.record.identifier === 'HVAC';
}

/**
 * The zod schema of a technician sent with the e-sign: takes the `technician` object and returns it clean,
 * or fails with issues keyed `technician.name` and so on ('Enter Technician name'), which
 * `validate` turns into a 422. Forgiving of what people type: a phone with the country code 1 or
 * punctuation, a quote with `$` and thousands separators.
 */
export function technicianZod(today: string) {
  return z
    .unknown()
    .transform((input) => {
      const given = isRecord(input) ? input : {};
      const flat = flattenModel({ technician: given });
      const phone = flat['technician.phone'];
      if (typeof phone === 'string') {
        const digits = phone.replace(/\D/g, '');
        flat['technician.phone'] = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : phone;
      }
      const quote = flat['technician.quote'];
      if (typeof quote === 'string') flat['technician.quote'] = quote.replace(/[$,\s]/g, '');
      return flat;
    })
    .pipe(formZod(TECHNICIAN_FIELDS, today))
    .transform((flat): TechnicianRecord => {
      const clean = unflattenModel(flat).technician as {
        name: string;
        phone: string;
        email: string;
        quote: number;
      };
      return {
        name: clean.name,
        phone: clean.phone,
        email: clean.email,
        quote_cents: Math.round(clean.quote * 100),
      };
    });
}
