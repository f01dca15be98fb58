import { t, type Locale, type MessageCode, type MessageParams } from '../messages';
import { getSafeReturnUrl } from '../safe-url';
import { createStore, type ReadableStore } from '../stores/store';

/**
 * The menu registry of the toolkit (01 §1 "a menu and locale registry"): menus are data, registered by
 * id and added to later (an app, a module or a server each registers its items), and resolved to texts
 * of one locale for rendering. Framework-free; `@leasekit/ui`'s `RegisteredMenu` renders a resolved menu.
 */

/**
 * A menu text in either language: a message code of the catalogue (`'ui.menu.home'`, translated with the
 * catalogue's fallback to English), a descriptor with params, or a text per locale (`{en: 'Home', es:
 * 'Inicio'}`, falling back to English, then to any locale given).
 */
export type MenuText = string | MenuMessage | { readonly [L in Locale]?: string };

/** A menu text as a message code with its parameters. */
export interface MenuMessage {
  code: MessageCode | string;
  params?: MessageParams;
}

/** One item of a menu, as it is registered. */
export interface MenuItemDefinition {
  /** Unique within its menu; a later registration of the same id replaces the item. */
  id: string;
  /** The item's text. */
  label: MenuText;
  /**
   * Where the item leads: a hash route (`#/apply`), a same-origin path (`/__sandbox/outbox`) or an
   * absolute http(s) URL. Anything else (`javascript:`, `//host`) resolves to no link. None by default.
   */
  href?: string;
  /** A name the app handles when the item is chosen (`'fill:option-a'`); none by default. */
  action?: string;
  /** An icon name for the renderer; none by default. */
  icon?: string;
  /** Sort key within the menu, lower first; 0 by default, ties keep the order of registration. */
  order?: number;
  /** Shown but not choosable; false by default. */
  disabled?: boolean;
  /** A flag that must be true in the resolve options for the item to show (`'dev'`); always shown by default. */
  when?: string;
  /** Items of a submenu; none by default. */
  children?: readonly MenuItemDefinition[];
}

/** A menu item ready to render: texts in one locale, a safe link or none. */
export interface ResolvedMenuItem {
  id: string;
  label: string;
  href: string | null;
  action: string | null;
  icon: string | null;
  disabled: boolean;
  children: ResolvedMenuItem[];
}

/** State of the registry: the items of each menu, in registration order. */
export interface MenuRegistryState {
  menus: Readonly<Record<string, readonly MenuItemDefinition[]>>;
}

/** Options of {@link MenuRegistry.resolve}. */
export interface ResolveMenuOptions {
  /** The language of the texts; English by default. */
  locale?: Locale;
  /** The flags items name in `when` (`{dev: true}`); none set by default. */
  flags?: Readonly<Record<string, boolean>>;
}

/** The registry made by {@link createMenuRegistry}. */
export interface MenuRegistry extends ReadableStore<MenuRegistryState> {
  /**
   * Adds items to a menu (creating it). Returns a function that removes these items again, unless a later
   * registration replaced them.
   */
  register(menu: string, items: readonly MenuItemDefinition[]): () => void;
  /** The menu's items resolved for rendering (see {@link resolveMenuItems}); empty for an unknown menu. */
  resolve(menu: string, options?: ResolveMenuOptions): ResolvedMenuItem[];
}

/** The most items {@link parseMenuItems} keeps from one payload, at every depth together. */
export const MAX_MENU_ITEMS = 200;
/** How deep {@link parseMenuItems} keeps submenus: an item, its children and theirs. */
export const MAX_MENU_DEPTH = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a menu text in `locale` (English by default); an empty text for anything unreadable. */
export function getMenuText(text: MenuText, locale: Locale = 'en'): string {
  if (typeof text === 'string') return t(text, undefined, locale);
  if (!isRecord(text)) return '';
  if ('code' in text && typeof text.code === 'string')
    return t(text.code, (text as MenuMessage).params, locale);
  const texts = text as { readonly [L in Locale]?: string };
  const found = texts[locale] ?? texts.en ?? Object.values(texts).find((value) => typeof value === 'string');
  return typeof found === 'string' ? found : '';
}

/**
 * The link of a menu item, or null: a hash route (`#/…`), a same-origin path (`/…` but not `//…`), or an
 * absolute http(s) URL (checked as core's `getSafeReturnUrl` checks return URLs). Menus may come from a
 * server, so `javascript:`, `data:` and every other scheme are refused.
 */
export function getSafeMenuHref(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value !== value.trim()) return null;
  // Same-origin addresses: no backslash (browsers read `/\host` as `//host`) and no control character.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/^(#|\/(?![/\\]))/.test(value)) return /[\\\u0000-\u001f\u007f]/.test(value) ? null : value;
  return getSafeReturnUrl(value);
}

/** Resolves items for rendering: by `order` (stable), `when` flags applied, texts in the locale, safe links. */
export function resolveMenuItems(
  items: readonly MenuItemDefinition[],
  options: ResolveMenuOptions = {},
): ResolvedMenuItem[] {
  const flags = options.flags ?? {};
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.when === undefined || flags[item.when] === true)
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.index - b.index)
    .flatMap(({ item }) => {
      const label = getMenuText(item.label, options.locale);
      if (!label) return [];
      return [
        {
          id: item.id,
          label,
          href: getSafeMenuHref(item.href),
          action: item.action ?? null,
          icon: item.icon ?? null,
          disabled: item.disabled === true,
          children: resolveMenuItems(item.children ?? [], options),
        },
      ];
    });
}

const optionalText = (value: unknown, max = 200): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

function parseText(value: unknown): MenuText | undefined {
  if (typeof value === 'string') return optionalText(value);
  if (!isRecord(value)) return undefined;
  if (typeof value.code === 'string') {
    const code = optionalText(value.code);
    if (!code) return undefined;
    const params = isRecord(value.params)
      ? Object.fromEntries(
          Object.entries(value.params).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        )
      : undefined;
    return params ? { code, params } : { code };
  }
  const texts: { [L in Locale]?: string } = {};
  for (const locale of ['en', 'es'] as const) {
    const text = optionalText(value[locale]);
    if (text) texts[locale] = text;
  }
  return Object.keys(texts).length ? texts : undefined;
}

/**
 * Menu items from untrusted data (a server's JSON): only the known fields of the right kinds are kept,
 * items without an id or a readable label are dropped, links are kept only when safe (see
 * {@link getSafeMenuHref}), submenus below {@link MAX_MENU_DEPTH} levels and items past
 * {@link MAX_MENU_ITEMS} are left out. Anything that is not an array gives no items.
 */
export function parseMenuItems(value: unknown): MenuItemDefinition[] {
  let budget = MAX_MENU_ITEMS;
  const parse = (list: unknown, depth: number): MenuItemDefinition[] => {
    if (!Array.isArray(list) || depth > MAX_MENU_DEPTH) return [];
    const items: MenuItemDefinition[] = [];
    for (const raw of list) {
      if (budget <= 0) break;
      if (!isRecord(raw)) continue;
      const id = optionalText(raw.id, 100);
      const label = parseText(raw.label);
      if (!id || !label) continue;
      budget -= 1;
      const item: MenuItemDefinition = { id, label };
      const href = getSafeMenuHref(raw.href);
      if (href) item.href = href;
      const action = optionalText(raw.action, 100);
      if (action) item.action = action;
      const icon = optionalText(raw.icon, 100);
      if (icon) item.icon = icon;
      if (typeof raw.order === 'number' && Number.isFinite(raw.order)) item.order = raw.order;
      if (raw.disabled === true) item.disabled = true;
      const when = optionalText(raw.when, 100);
      if (when) item.when = when;
      const children = parse(raw.children, depth + 1);
      if (children.length) item.children = children;
      items.push(item);
    }
    return items;
  };
  return parse(value, 1);
}

/**
 * Creates a menu registry, optionally with menus to start from. Menus start empty and are added to by
 * `register`; the registry is a store, so a renderer subscribes and shows items registered later.
 */
export function createMenuRegistry(
  initial: Readonly<Record<string, readonly MenuItemDefinition[]>> = {},
): MenuRegistry {
  // Each item remembers the registration that put it there, so `unregister` removes only its own.
  const owners = new Map<string, Map<string, symbol>>();
  const store = createStore<MenuRegistryState>({ menus: {} });

  function register(menu: string, items: readonly MenuItemDefinition[]): () => void {
    const owner = Symbol(menu);
    const owned = owners.get(menu) ?? new Map<string, symbol>();
    owners.set(menu, owned);
    store.setState((state) => {
      const current = [...(state.menus[menu] ?? [])];
      for (const item of items) {
        const at = current.findIndex((existing) => existing.id === item.id);
        if (at >= 0) current[at] = item;
        else current.push(item);
        owned.set(item.id, owner);
      }
      return { menus: { ...state.menus, [menu]: current } };
    });
    return () => {
      const mine = new Set(items.filter((item) => owned.get(item.id) === owner).map((item) => item.id));
      if (!mine.size) return;
      for (const id of mine) owned.delete(id);
      store.setState((state) => ({
        menus: { ...state.menus, [menu]: (state.menus[menu] ?? []).filter((item) => !mine.has(item.id)) },
      }));
    };
  }

  for (const [menu, items] of Object.entries(initial)) register(menu, items);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    register,
    resolve(menu, options) {
      return resolveMenuItems(store.getState().menus[menu] ?? [], options);
    },
  };
}
