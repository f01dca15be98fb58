import { html } from 'hono/html';
import { createMenuRegistry, type MenuItemDefinition } from '@leasekit/core/menu';
import type { FormLocale } from '../domain/forms-es';

/** The registry's name of the sandbox's development pages' navigation. */
export const DEV_MENU = 'sandbox-dev';

/** The development pages, in the order the navigation lists them, each labelled in both languages. */
const DEV_MENU_ITEMS: readonly MenuItemDefinition[] = [
  { id: 'home', label: { en: 'Sandbox', es: 'Sandbox' }, href: '/__sandbox', order: 0 },
  { id: 'shop', label: { en: 'Demo shop', es: 'Tienda de demostración' }, href: '/__sandbox/shop', order: 1 },
  { id: 'outbox', label: { en: 'Outbox', es: 'Bandeja de salida' }, href: '/__sandbox/outbox', order: 2 },
  {
    id: 'playground',
    label: { en: 'Form playground', es: 'Banco de pruebas de formularios' },
    href: '/__sandbox/playground',
    order: 3,
  },
];

/**
 * The registry the development pages read their navigation from (01 §1 "a menu and locale registry"):
 * a page added to the sandbox registers its item here instead of editing each page's markup.
 */
export const devMenuRegistry = createMenuRegistry({ [DEV_MENU]: DEV_MENU_ITEMS });

/** The development pages' navigation, resolved from the registry in `locale`, the current page marked. */
export function devNav(locale: FormLocale, current: string) {
  const items = devMenuRegistry.resolve(DEV_MENU, { locale });
  return html`<nav aria-label="${locale === 'es' ? 'Páginas del sandbox' : 'Sandbox pages'}">
    <ul>
      ${items.map(
        (item) =>
          html`<li>
            <a href="${item.href ?? '#'}" ${item.id === current ? html`aria-current="page"` : ''}
              >${item.label}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}
