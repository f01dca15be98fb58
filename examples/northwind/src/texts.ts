import type { LeaseApplicationLocalization } from '@leasekit/apply';

/**
 * Northwind's own wording of a few texts the lender owns (the welcome line, the offers' heading), in
 * English and Spanish. The spec's legal and error texts stay as they are. The welcome line keeps its
 * `{ceiling}`, the approval amount the spec promises.
 */
export const localization: LeaseApplicationLocalization = {
  en: {
    'app.welcome': 'Lease with Northwind: approvals up to {ceiling}.',
    'app.result.options': 'Your Northwind offers',
    'app.store.heading': 'Choose your Northwind store',
  },
  es: {
    'app.welcome': 'Arriende con Northwind: aprobaciones de hasta {ceiling}.',
    'app.result.options': 'Sus ofertas de Northwind',
    'app.store.heading': 'Elija su tienda Northwind',
  },
};
