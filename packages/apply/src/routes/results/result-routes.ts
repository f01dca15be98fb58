import type { AppRouteRegistry } from '../app-route';

/** Registers the result screens (03 §2); returns the function that removes them. */
export function registerResultRoutes(routes: AppRouteRegistry): () => void {
  return routes.addRoutes([
    {
      path: '/result/approved',
      name: 'result/approved',
      title: 'app.title.approved',
      middleware: ['token', 'approved-screen'],
      load: () => import('./approved-route'),
      messages: ['checkout', 'offers', 'payroll', 'results'],
    },
    {
      path: '/result/denied',
      name: 'result/denied',
      title: 'app.title.denied',
      middleware: ['token'],
      load: () => import('./denied-route'),
      messages: ['payroll', 'results'],
    },
    {
      path: '/result/contract-in-progress',
      name: 'result/contract-in-progress',
      title: 'app.title.contractInProgress',
      load: () => import('./contract-in-progress-route'),
      messages: ['payroll', 'results'],
    },
    {
      path: '/result/contact-store',
      name: 'result/contact-store',
      title: 'app.title.contactStore',
      load: () => import('./contact-store-route'),
      messages: ['payroll', 'results'],
    },
  ]);
}
