import * as React from 'react';
import { cva } from 'class-variance-authority';
import type { MenuRegistry, ResolvedMenuItem } from '@leasekit/core/menu';
import { useStore, useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';

/** A menu entry's look: `current` (the page shown), `idle`, or `disabled`. */
export const registeredMenuItemVariants = cva(
  [
    'inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    'focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-hidden',
  ],
  {
    variants: {
      state: {
        idle: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        current: 'bg-accent text-accent-foreground',
        disabled: 'cursor-not-allowed text-muted-foreground',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

/** Props of {@link RegisteredMenu}. */
export interface RegisteredMenuProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  /** The registry (`createMenuRegistry` in `@leasekit/core/menu`); items registered later show at once. */
  registry: MenuRegistry;
  /** The id of the menu to render. */
  menu: string;
  /** The landmark's accessible name (e.g. 'Development pages'); required, as a page may have several menus. */
  label: string;
  /** The flags items name in `when` (`{dev: true}`); none set by default. */
  flags?: Readonly<Record<string, boolean>>;
  /** The href of the page shown, marked `aria-current="page"`; none by default. */
  currentHref?: string | null;
  /** Called when an item with an `action` (and no link) is chosen; such items render as buttons. */
  onAction?: (action: string, item: ResolvedMenuItem) => void;
  /** `horizontal` (a bar, wrapping at narrow widths) or `vertical` (a list); horizontal by default. */
  orientation?: 'horizontal' | 'vertical';
}

function Entry({
  item,
  currentHref,
  onAction,
}: {
  item: ResolvedMenuItem;
  currentHref: string | null;
  onAction?: RegisteredMenuProps['onAction'];
}) {
  const current = item.href !== null && item.href === currentHref;
  const state = item.disabled ? 'disabled' : current ? 'current' : 'idle';
  const className = registeredMenuItemVariants({ state });
  if (item.href && !item.disabled) {
    return (
      <a
        data-slot="registered-menu-link"
        data-state={state}
        href={item.href}
        aria-current={current ? 'page' : undefined}
        className={className}
      >
        {item.label}
      </a>
    );
  }
  if (item.action && onAction) {
    return (
      <button
        type="button"
        data-slot="registered-menu-action"
        data-state={state}
        disabled={item.disabled}
        className={className}
        onClick={() => onAction(item.action!, item)}
      >
        {item.label}
      </button>
    );
  }
  return (
    <span
      data-slot="registered-menu-text"
      data-state={state}
      aria-disabled={item.disabled || undefined}
      className={className}
    >
      {item.label}
    </span>
  );
}

function Items({
  items,
  orientation,
  currentHref,
  onAction,
  nested = false,
}: {
  items: ResolvedMenuItem[];
  orientation: 'horizontal' | 'vertical';
  currentHref: string | null;
  onAction?: RegisteredMenuProps['onAction'];
  nested?: boolean;
}) {
  return (
    <ul
      data-slot={nested ? 'registered-menu-submenu' : 'registered-menu-list'}
      className={cn(
        'flex gap-1',
        orientation === 'horizontal' && !nested ? 'flex-row flex-wrap items-start' : 'flex-col',
        nested && 'ms-3 border-s border-border ps-2',
      )}
    >
      {items.map((item) => (
        <li key={item.id} data-slot="registered-menu-item" className="flex flex-col gap-1">
          <Entry item={item} currentHref={currentHref} onAction={onAction} />
          {item.children.length ? (
            <Items
              items={item.children}
              orientation={orientation}
              currentHref={currentHref}
              onAction={onAction}
              nested
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Renders a menu of the menu registry (01 §1 "a menu and locale registry") in the current locale: a
 * `nav` landmark named by `label`, links for items with a safe `href`, buttons for items with an
 * `action`, submenus nested below their item. It follows the registry: items registered or removed later
 * show at once. Nothing renders for a menu without items.
 */
export const RegisteredMenu = /* @__PURE__ */ React.forwardRef<HTMLElement, RegisteredMenuProps>(
  function RegisteredMenu(
    {
      registry,
      menu,
      label,
      flags,
      currentHref = null,
      onAction,
      orientation = 'horizontal',
      className,
      ...props
    },
    ref,
  ) {
    const locale = useCurrentLocale();
    useStore(registry);
    const items = registry.resolve(menu, { locale, ...(flags ? { flags } : {}) });
    if (!items.length) return null;
    return (
      <nav
        data-slot="registered-menu"
        data-orientation={orientation}
        aria-label={label}
        className={cn('text-sm', className)}
        ref={ref}
        {...props}
      >
        <Items items={items} orientation={orientation} currentHref={currentHref} onAction={onAction} />
      </nav>
    );
  },
);
