import { createTechnicianMemory } from '@leasekit/core';

/**
 * What the checkout screens share in memory between routes: the HVAC technician typed on the lease
 * summary and sent with the e-sign, and the server's messages about it (01 §6, 02 §3); never persisted.
 */
export const checkoutMemory = createTechnicianMemory();
