import { createStore, type Technician } from '@leasekit/core';

/** What the checkout screens share in memory between routes: the HVAC technician (never persisted). */
export interface CheckoutMemory {
  technician: Technician;
}

/** The technician typed on the lease summary, sent with the e-sign (01 §6, 02 §3); memory only. */
export const checkoutMemory = createStore<CheckoutMemory>({
  technician: { name: '', phone: '', email: '', quote: '' },
});
