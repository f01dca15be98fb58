import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronRightIcon } from '../../lib/icons';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { useBrandMessages } from '../../lib/brand-messages';

/** One breadcrumb: its text and, for every crumb but the current one, where it links to. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/**
 * A matched route as routers report it (react-router's `useMatches()` has this shape): its pathname and
 * a `handle` that may carry a `title` or a `name`.
 */
export interface RouteMatchLike {
  id?: string;
  pathname: string;
  handle?: unknown;
}

/** Options of {@link getBreadcrumbs}. */
export interface GetBreadcrumbsOptions {
  /** Put before each pathname to build the link; '#' by default because navigation uses hash addresses (01 §2). */
  hrefPrefix?: string;
}

function labelOf(handle: unknown): string | undefined {
  if (!handle || typeof handle !== 'object') return undefined;
  const { title, name } = handle as { title?: unknown; name?: unknown };
  if (typeof title === 'string' && title) return title;
  if (typeof name === 'string' && name) return name;
  return undefined;
}

/**
 * Builds breadcrumbs from the matched routes, outermost first (01 §2): each shows its route's title, or
 * its name when it has no title; routes with neither are skipped. The last crumb is the current page and
 * gets no link.
 */
export function getBreadcrumbs(
  matches: readonly RouteMatchLike[],
  options: GetBreadcrumbsOptions = {},
): BreadcrumbItem[] {
  const prefix = options.hrefPrefix ?? '#';
  const crumbs = matches.flatMap((match) => {
    const label = labelOf(match.handle);
    return label ? [{ label, pathname: match.pathname }] : [];
  });
  return crumbs.map(({ label, pathname }, index) =>
    index === crumbs.length - 1 ? { label } : { label, href: `${prefix}${pathname}` },
  );
}

/**
 * Width variants of the screen's content column: `default`, the one column every screen of a journey
 * shares (768 px, so the page does not change width from a form to a result), or `full`. `wide` is kept
 * for callers outside a journey (1152 px).
 */
export const screenVariants = cva('mx-auto flex w-full flex-col gap-6 px-4 py-6 text-foreground sm:px-6', {
  variants: {
    width: {
      default: 'max-w-3xl',
      wide: 'max-w-6xl',
      full: 'max-w-none',
    },
  },
  defaultVariants: { width: 'default' },
});

/**
 * A row of actions (a screen's footer, a form's buttons). From 480 px up: right-aligned buttons that wrap.
 * Below 480 px (the `phone:` variant) the phone pattern: the primary action (a `default` Button) alone on
 * the last row at full width, the secondary actions (Back, Skip, links) sharing a row above it, and every
 * button's text wrapping inside it rather than pushing past the edge (320 px, WCAG 1.4.10).
 */
export const actionBarVariants = cva([
  'flex flex-wrap items-center justify-end gap-3',
  '[&>*]:max-w-full [&>*]:min-w-0',
  '[&_[data-slot=button]]:h-auto [&_[data-slot=button]]:min-h-control [&_[data-slot=button]]:max-w-full [&_[data-slot=button]]:py-2 [&_[data-slot=button]]:text-center [&_[data-slot=button]]:whitespace-normal',
  'phone:grid phone:grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] phone:items-stretch',
  'phone:[&>*]:w-full',
  'phone:[&>[data-variant=default]]:order-last phone:[&>[data-variant=default]]:col-span-full',
]);

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps extends React.ComponentProps<'nav'> {
  items: readonly BreadcrumbItem[];
}

/** A breadcrumb trail in a `nav` landmark named 'Breadcrumb'; the current page is marked `aria-current`. */
export const Breadcrumbs = /* @__PURE__ */ React.forwardRef<HTMLElement, BreadcrumbsProps>(
  function Breadcrumbs({ items, className, ...props }, ref) {
    if (items.length === 0) return null;
    return (
      <nav
        data-slot="breadcrumbs"
        aria-label="Breadcrumb"
        className={cn('text-sm', className)}
        ref={ref}
        {...props}
      >
        <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li
                key={`${item.label}-${index}`}
                data-slot="breadcrumb-item"
                className="flex items-center gap-1"
              >
                {item.href && !current ? (
                  <a
                    href={item.href}
                    className="rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-hidden"
                  >
                    {item.label}
                  </a>
                ) : (
                  <span
                    aria-current={current ? 'page' : undefined}
                    className={current ? 'text-foreground' : undefined}
                  >
                    {item.label}
                  </span>
                )}
                {current ? null : <ChevronRightIcon aria-hidden="true" className="size-4" />}
              </li>
            );
          })}
        </ol>
      </nav>
    );
  },
);

/** Props of {@link Screen}. */
export interface ScreenProps
  extends Omit<React.ComponentProps<'div'>, 'title'>, VariantProps<typeof screenVariants> {
  /** The screen's level-1 heading. */
  heading?: React.ReactNode;
  /**
   * A decorative mark above the heading (a result screen's icon); none by default. It is hidden from
   * assistive technology: the heading and the text say what happened.
   */
  icon?: React.ReactNode;
  /** A line under the heading. */
  subheading?: React.ReactNode;
  /** The context area beside the heading (e.g. the store's name and address, a progress bar). */
  context?: React.ReactNode;
  /** Breadcrumbs, usually `getBreadcrumbs(useMatches())`; none by default. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The screen footer (e.g. the form footer with Continue); rendered in a `footer` landmark. */
  footer?: React.ReactNode;
}

/** The id of the screen's `main` landmark, which the skip link leads to. */
export const SCREEN_MAIN_ID = 'main-content';

/**
 * The generic screen wrapper (01 §2): breadcrumbs, then the page's `main` landmark holding the heading,
 * sub-heading and context area (e.g. the progress bar) and the content, then a footer. The heading takes
 * `tabIndex={-1}` so the app can move focus to it after navigation. Use one Screen per page,
 * since it owns `main` (id {@link SCREEN_MAIN_ID}).
 */
export const Screen = /* @__PURE__ */ React.forwardRef<HTMLDivElement, ScreenProps>(function Screen(
  { heading, icon, subheading, context, breadcrumbs = [], footer, width, className, children, ...props },
  ref,
) {
  const hasHeader = heading || subheading || context;
  return (
    <div data-slot="screen" className={cn(screenVariants({ width }), className)} ref={ref} {...props}>
      <Breadcrumbs items={breadcrumbs} />
      <main
        id={SCREEN_MAIN_ID}
        tabIndex={-1}
        data-slot="screen-main"
        className="flex min-w-0 flex-col gap-6 outline-none"
      >
        {hasHeader ? (
          <div data-slot="screen-header" className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex min-w-0 flex-col gap-1">
              {icon ? (
                <div data-slot="screen-icon" aria-hidden="true" className="mb-2">
                  {icon}
                </div>
              ) : null}
              {heading ? (
                <h1
                  data-slot="screen-heading"
                  tabIndex={-1}
                  className="font-heading text-2xl font-semibold break-words outline-none sm:text-3xl"
                >
                  {heading}
                </h1>
              ) : null}
              {subheading ? (
                <p data-slot="screen-subheading" className="text-muted-foreground">
                  {subheading}
                </p>
              ) : null}
            </div>
            {context ? (
              <div data-slot="screen-context" className="min-w-0 text-sm text-muted-foreground">
                {context}
              </div>
            ) : null}
          </div>
        ) : null}
        <div data-slot="screen-content" className="flex min-w-0 flex-col gap-6">
          {children}
        </div>
      </main>
      {footer ? (
        <footer data-slot="screen-footer" className={cn(actionBarVariants(), 'border-t border-border pt-4')}>
          {footer}
        </footer>
      ) : null}
    </div>
  );
});

/** Props of {@link SkipLink}. */
export interface SkipLinkProps extends React.ComponentProps<'a'> {
  /** The id of the element it leads to; the screen's `main` ({@link SCREEN_MAIN_ID}) by default. */
  targetId?: string;
}

/**
 * 'Skip to main content' (WCAG 2.4.1): the page's first focusable element, shown when focused. It moves
 * focus itself instead of following `#id`, which would change a hash router's route: to the target's h1
 * when it has one, else to the target.
 */
export const SkipLink = /* @__PURE__ */ React.forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { targetId = SCREEN_MAIN_ID, className, onClick, children, ...props },
  ref,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      className={cn(
        'sr-only z-50 rounded-md bg-background px-4 py-3 text-foreground underline outline-2 outline-offset-2 outline-ring focus:not-sr-only focus:fixed focus:top-2 focus:left-2',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        const heading = target.querySelector<HTMLElement>('h1');
        (heading ?? target).focus();
      }}
      ref={ref}
      {...props}
    >
      {children ?? t('ui.skipLink', undefined, locale, messages)}
    </a>
  );
});
