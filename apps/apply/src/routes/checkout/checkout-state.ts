import { createStore, type Technician } from '@leasekit/core';

/** What the checkout screens share in memory between routes: the HVAC technician (never persisted). */
export interface CheckoutMemory {
  technician: Technician;
  /**
   * The server's messages for technician fields when it refused the e-sign (422, 01 §6), shown on the
   * lease summary's technician form until the field is changed. Empty by default.
   */
  technicianServerErrors: Partial<Record<keyof Technician, string>>;
}

/** The technician typed on the lease summary, sent with the e-sign (01 §6, 02 §3); memory only. */
export const checkoutMemory = createStore<CheckoutMemory>({
  technician: { name: '', phone: '', email: '', quote: '' },
  technicianServerErrors: {},
});
