import type { Locale } from '@leasekit/core';
import type { AppServices } from './services';

/**
 * Starts the app once the starting locale's texts are in: `render` runs after
 * `services.locale.setLocale(locale)` has settled, so a shopper configured for Spanish never sees
 * English first (Spanish is its own chunk; index.html's loader shows meanwhile). English settles at
 * once. The switch never fails: were the chunk unreachable, the app starts in English and the app bar's
 * switch tries again.
 */
export async function startApp(
  services: Pick<AppServices, 'locale'>,
  locale: Locale,
  render: () => void,
): Promise<void> {
  await services.locale.setLocale(locale);
  render();
}
