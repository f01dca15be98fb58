import type { AppRouteRegistry } from '../app-route';
import { startCheckpointExchange } from './checkpoint-exchange';

/**
 * Registers the checkpoint's routes (03 §2): the start screen, the redirect that routes by state, the
 * resume link (whose token exchange starts in the route's loader) and the process screen. Returns the
 * function that removes them.
 */
export function registerCheckpointRoutes(routes: AppRouteRegistry): () => void {
  return routes.addRoutes([
    {
      path: '/checkpoint',
      name: 'checkpoint',
      title: 'app.title.checkpoint',
      load: () => import('./checkpoint-route'),
      messages: ['application', 'hvac', 'results', 'validation'],
    },
    {
      path: '/checkpoint/redirect',
      name: 'checkpoint/redirect',
      title: 'app.title.redirect',
      middleware: ['token'],
      load: () => import('./redirect-route'),
    },
    {
      path: '/checkpoint/:token/:iframe/:process?',
      name: 'checkpoint/resume',
      title: 'app.title.resume',
      prefetch: (services, params) => startCheckpointExchange(services, params.token ?? ''),
      load: () => import('./resume-route'),
      messages: ['checkout'],
    },
    {
      path: '/process',
      name: 'process',
      title: 'app.title.process',
      middleware: ['token'],
      load: () => import('./process-route'),
    },
  ]);
}
