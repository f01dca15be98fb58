import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocale, t } from '../messages';
import {
  createMenuRegistry,
  getMenuText,
  getSafeMenuHref,
  MAX_MENU_ITEMS,
  parseMenuItems,
  resolveMenuItems,
  type MenuItemDefinition,
} from './menu';

beforeAll(async () => {
  await loadLocale('es');
});

describe('spec 01 §1 "a menu and locale registry": menus are registered and rendered from data, in both languages', () => {
  it('a menu starts empty and shows the items registered into it later, in order of `order`, then of registration', () => {
    const registry = createMenuRegistry();
    expect(registry.resolve('dev')).toEqual([]);
    const changes = vi.fn();
    registry.subscribe(changes);
    registry.register('dev', [
      { id: 'outbox', label: { en: 'Outbox', es: 'Bandeja de salida' }, href: '/__sandbox/outbox', order: 2 },
      { id: 'stores', label: { en: 'Stores', es: 'Tiendas' }, href: '/__sandbox' },
    ]);
    registry.register('dev', [{ id: 'shop', label: { en: 'Demo shop' }, href: '/__sandbox/shop' }]);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(registry.resolve('dev').map((item) => item.id)).toEqual(['stores', 'shop', 'outbox']);
    expect(registry.resolve('dev')[2]).toEqual({
      id: 'outbox',
      label: 'Outbox',
      href: '/__sandbox/outbox',
      action: null,
      icon: null,
      disabled: false,
      children: [],
    });
  });

  it('texts are message codes (with params) or per-locale maps, resolved in English or Spanish', () => {
    const items: MenuItemDefinition[] = [
      { id: 'code', label: 'errors.upload.failed' },
      { id: 'params', label: { code: 'income.minimum', params: { amount: '$1.00' } } },
      { id: 'map', label: { en: 'Home', es: 'Inicio' } },
      { id: 'english-only', label: { en: 'Playground' } },
    ];
    expect(resolveMenuItems(items).map((item) => item.label)).toEqual([
      'Unable to upload file',
      'Income must be over $1.00 per month',
      'Home',
      'Playground',
    ]);
    expect(resolveMenuItems(items, { locale: 'es' }).map((item) => item.label)).toEqual([
      'No se pudo subir el archivo',
      t('income.minimum', { amount: '$1.00' }, 'es'),
      'Inicio',
      'Playground',
    ]);
    expect(t('income.minimum', undefined, 'es')).not.toBe(t('income.minimum'));
    // An item whose text reads as nothing is not shown.
    expect(resolveMenuItems([{ id: 'blank', label: { es: '' } }])).toEqual([]);
    expect(getMenuText({ es: 'Solo' }, 'en')).toBe('Solo');
  });

  it('a later registration of the same id replaces the item; unregistering removes only the items that call added', () => {
    const registry = createMenuRegistry({ main: [{ id: 'home', label: { en: 'Home' }, href: '#/' }] });
    const removeHelp = registry.register('main', [{ id: 'help', label: { en: 'Help' }, href: '#/help' }]);
    const removeHome = registry.register('main', [{ id: 'home', label: { en: 'Start' }, href: '#/start' }]);
    expect(registry.resolve('main').map((item) => [item.label, item.href])).toEqual([
      ['Start', '#/start'],
      ['Help', '#/help'],
    ]);
    removeHelp();
    removeHelp();
    expect(registry.resolve('main').map((item) => item.id)).toEqual(['home']);
    removeHome();
    expect(registry.resolve('main')).toEqual([]);
    expect(registry.getState().menus.main).toEqual([]);
  });

  it('items behind a `when` flag show only when the flag is set (the Fill menu outside production, 01 §6)', () => {
    const registry = createMenuRegistry({
      app: [
        { id: 'apply', label: { en: 'Apply' }, href: '#/' },
        {
          id: 'fill',
          label: { en: 'Fill' },
          when: 'dev',
          children: [{ id: 'a', label: { en: 'Option A' }, action: 'fill:option-a' }],
        },
      ],
    });
    expect(registry.resolve('app').map((item) => item.id)).toEqual(['apply']);
    const dev = registry.resolve('app', { flags: { dev: true } });
    expect(dev.map((item) => item.id)).toEqual(['apply', 'fill']);
    expect(dev[1]!.children).toEqual([
      {
        id: 'a',
        label: 'Option A',
        href: null,
        action: 'fill:option-a',
        icon: null,
        disabled: false,
        children: [],
      },
    ]);
  });

  it('links are kept only when safe: hash routes, same-origin paths and absolute http(s) URLs', () => {
    expect(getSafeMenuHref('#/apply')).toBe('#/apply');
    expect(getSafeMenuHref('/__sandbox/outbox')).toBe('/__sandbox/outbox');
    expect(getSafeMenuHref('https://lender.example/help')).toBe('https://lender.example/help');
    for (const hostile of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,<script>',
      '//evil.example',
      '/\\evil.example',
      'relative/path',
      '/path\nwith-newline',
      '',
      42,
      null,
    ]) {
      expect([hostile, getSafeMenuHref(hostile)]).toEqual([hostile, null]);
    }
    expect(
      resolveMenuItems([{ id: 'x', label: { en: 'X' }, href: 'javascript:alert(1)' }])[0]!.href,
    ).toBeNull();
  });

  it('menus from untrusted data keep only known fields of the right kind, within depth and count limits', () => {
    const parsed = parseMenuItems([
      {
        id: 'help',
        label: { en: 'Help', es: 'Ayuda', fr: 'Aide', toString: 'x' },
        href: 'javascript:alert(1)',
        order: '1',
        disabled: 'yes',
        onClick: 'steal()',
        children: [
          {
            id: 'faq',
            label: 'help.faq',
            children: [{ id: 'deep', label: 'x', children: [{ id: 'deeper', label: 'y' }] }],
          },
        ],
      },
      { id: 'no-label' },
      { label: { en: 'No id' } },
      'not an item',
      {
        id: 'code',
        label: { code: 'income.minimum', params: { amount: '$2.00', bad: { nested: true } } },
        order: 1,
      },
    ]);
    expect(parsed).toEqual([
      {
        id: 'help',
        label: { en: 'Help', es: 'Ayuda' },
        children: [{ id: 'faq', label: 'help.faq', children: [{ id: 'deep', label: 'x' }] }],
      },
      { id: 'code', label: { code: 'income.minimum', params: { amount: '$2.00' } }, order: 1 },
    ]);
    expect(parseMenuItems({ id: 'not a list' })).toEqual([]);
    const many = Array.from({ length: MAX_MENU_ITEMS + 50 }, (_, i) => ({ id: `i${i}`, label: 'x' }));
    expect(parseMenuItems(many)).toHaveLength(MAX_MENU_ITEMS);
  });
});
