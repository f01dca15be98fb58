import type { AppRouteRegistry } from '../app-route';

/**
 * Registers the application's routes: the wizard (03 §2: /apply needs a token, else the checkpoint) and
 * the identity check with its exchange link. Returns the function that removes them.
 */
export function registerApplyRoutes(routes: AppRouteRegistry): () => void {
  return routes.addRoutes([
    {
      path: '/apply',
      name: 'apply/store',
      title: 'app.title.apply',
      middleware: ['token', 'undecided'],
      load: () => import('./apply-route'),
      messages: ['application', 'checkout', 'hvac', 'income', 'results', 'validation', 'wizard'],
    },
    {
      path: '/intellicheck',
      name: 'intellicheck',
      title: 'app.title.intellicheck',
      middleware: ['token'],
      load: () => import('./intellicheck-route'),
      messages: ['application', 'hvac', 'validation'],
    },
    {
      path: '/intellicheck/exchange/:token',
      name: 'intellicheck/exchange',
      title: 'app.title.intellicheck',
      load: () => import('./intellicheck-exchange-route'),
      messages: ['application', 'hvac'],
    },
  ]);
}
