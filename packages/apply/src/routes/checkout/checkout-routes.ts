import type { AppRouteRegistry } from '../app-route';

/**
 * Registers the checkout (02 §2): every checkout route needs verification (03 §2), the bare path goes to
 * the lease, and each screen is its own chunk. A screen the checkout has moved past (signed, paid) sends
 * Back and Forward where it stands. Returns the function that removes them.
 */
export function registerCheckoutRoutes(routes: AppRouteRegistry): () => void {
  return routes.addRoutes([
    {
      path: '/checkout',
      name: 'checkout',
      title: 'app.title.checkout',
      middleware: ['token', 'verified'],
      messages: ['application', 'cards', 'checkout', 'delivery', 'hvac', 'offers', 'validation'],
      children: [
        { path: '', name: 'checkout/index', redirectTo: '/checkout/lease' },
        {
          path: 'delivery-options',
          name: 'checkout/delivery',
          middleware: ['checkout-screen:checkout/delivery'],
          load: () => import('./delivery-route'),
        },
        {
          path: 'lease',
          name: 'checkout/lease',
          middleware: ['checkout-screen:checkout/lease'],
          load: () => import('./lease-route'),
        },
        {
          path: 'preview',
          name: 'checkout/preview',
          middleware: ['checkout-screen:checkout/preview'],
          load: () => import('./preview-route'),
        },
        {
          path: 'sign',
          name: 'checkout/sign',
          middleware: ['checkout-screen:checkout/sign'],
          load: () => import('./sign-route'),
        },
        { path: 'complete', name: 'checkout/complete', load: () => import('./complete-route') },
        {
          path: 'payment',
          name: 'checkout/payment',
          middleware: ['checkout-screen:checkout/payment'],
          load: () => import('./payment-route'),
        },
        {
          path: 'banking',
          name: 'checkout/banking',
          middleware: ['checkout-screen:checkout/banking'],
          load: () => import('./banking-route'),
        },
      ],
    },
  ]);
}
