import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronRightIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

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

/** Width variants of the screen's content column: `default` (a form-friendly column) or `wide`. */
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

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps extends React.ComponentProps<'nav'> {
  items: readonly BreadcrumbItem[];
}

/** A breadcrumb trail in a `nav` landmark named 'Breadcrumb'; the current page is marked `aria-current`. */
export function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav data-slot="breadcrumbs" aria-label="Breadcrumb" className={cn('text-sm', className)} {...props}>
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
                  className="rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
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
}

/** Props of {@link Screen}. */
export interface ScreenProps
  extends Omit<React.ComponentProps<'div'>, 'title'>, VariantProps<typeof screenVariants> {
  /** The screen's level-1 heading. */
  heading?: React.ReactNode;
  /** A line under the heading. */
  subheading?: React.ReactNode;
  /** The context area beside the heading (e.g. the store's name and address, a progress bar). */
  context?: React.ReactNode;
  /** Breadcrumbs, usually `getBreadcrumbs(useMatches())`; none by default. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The screen footer (e.g. the form footer with Continue); rendered in a `footer` landmark. */
  footer?: React.ReactNode;
}

/**
 * The generic screen wrapper (01 §2): breadcrumbs, heading, sub-heading and context area in a header, the
 * content in the page's `main` landmark, and a footer. Use one Screen per page, since it owns `main`.
 */
export function Screen({
  heading,
  subheading,
  context,
  breadcrumbs = [],
  footer,
  width,
  className,
  children,
  ...props
}: ScreenProps) {
  const hasHeader = heading || subheading || context || breadcrumbs.length > 0;
  return (
    <div data-slot="screen" className={cn(screenVariants({ width }), className)} {...props}>
      {hasHeader ? (
        <header data-slot="screen-header" className="flex flex-col gap-3">
          <Breadcrumbs items={breadcrumbs} />
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex min-w-0 flex-col gap-1">
              {heading ? (
                <h1
                  data-slot="screen-heading"
                  className="font-heading text-2xl font-semibold break-words sm:text-3xl"
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
        </header>
      ) : null}
      <main data-slot="screen-content" className="flex min-w-0 flex-col gap-6">
        {children}
      </main>
      {footer ? (
        <footer
          data-slot="screen-footer"
          className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4"
        >
          {footer}
        </footer>
      ) : null}
    </div>
  );
}
