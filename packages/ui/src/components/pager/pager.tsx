import * as React from 'react';
import { cva } from 'class-variance-authority';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { buttonVariants } from '../button/button';
import { useBrandMessages } from '../../lib/brand-messages';

/** A page button's look: `current` (the page shown) or `page`. */
export const pagerItemVariants = cva(
  cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-w-9 px-2 tabular-nums'),
  {
    variants: {
      state: {
        page: '',
        current:
          'border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
      },
    },
    defaultVariants: { state: 'page' },
  },
);

/** Props of {@link Pager}. */
export interface PagerProps extends Omit<React.ComponentProps<'nav'>, 'onChange'> {
  /** The page shown, from 1. */
  page: number;
  /** The last page (the list meta's `last_page`). */
  lastPage: number;
  /**
   * The page numbers to show: the core's window (`getPagerWindow`, up to 9, 4 either side of the
   * current page; the list store's `pages`).
   */
  pages: readonly number[];
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /** Disables every button (e.g. while a page loads); false by default. */
  disabled?: boolean;
}

/**
 * The pager of a paged list (01 §3, §9): Previous, the page-number window the core computed, and Next,
 * in a `nav` landmark named 'Pagination'. The current page is marked `aria-current="page"`. Nothing
 * renders when there is only one page.
 */
export const Pager = /* @__PURE__ */ React.forwardRef<HTMLElement, PagerProps>(function Pager(
  { page, lastPage, pages, onPageChange, disabled = false, className, ...props },
  ref,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  if (lastPage <= 1) return null;
  return (
    <nav
      data-slot="pager"
      aria-label={t('ui.pager.label', undefined, locale, messages)}
      className={cn('flex', className)}
      ref={ref}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pager-previous"
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            <span>{t('ui.pager.previous', undefined, locale, messages)}</span>
          </button>
        </li>
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                data-slot="pager-page"
                data-state={current ? 'current' : 'page'}
                aria-current={current ? 'page' : undefined}
                aria-label={t('ui.pager.page', { page: number }, locale, messages)}
                className={pagerItemVariants({ state: current ? 'current' : 'page' })}
                disabled={disabled}
                onClick={() => {
                  if (!current) onPageChange(number);
                }}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            data-slot="pager-next"
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
            disabled={disabled || page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <span>{t('ui.pager.next', undefined, locale, messages)}</span>
            <ChevronRightIcon aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
});
