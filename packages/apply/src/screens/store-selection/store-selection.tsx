import * as React from 'react';
import { t, type List, type Locale } from '@leasekit/core';
import { type createRetailStoreSelection } from '@leasekit/core/checkout';
import { formatAddress } from '@leasekit/core/format';
import {
  actionBarVariants,
  Alert,
  AlertDescription,
  Button,
  cn,
  DataList,
  Field,
  FullScreenLoader,
  Input,
  Screen,
  type BreadcrumbItem,
} from '@leasekit/ui';
import { useCustomComponent } from '../../customization/customization';
import { DefaultStoreDetails } from '../../customization/default-parts';

/** A retail store as the list shows it (03 §3): name, label and billing address. */
export type StoreSummary = NonNullable<
  ReturnType<ReturnType<typeof createRetailStoreSelection>['getState']>['retailStore']
>;

/** Props of {@link StoreSelectionScreen}. */
export interface StoreSelectionScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The retailer's name; null when no retailer is known (the screen then explains how to start). */
  retailerName: string | null;
  /**
   * Whether the retailer is still being looked up; false by default. The full-screen loader shows
   * meanwhile: the subheading names the retailer, and appearing later it would push the list down.
   */
  retailerLoading?: boolean;
  /**
   * The paged store list (`createList` over /apply-v2/retailer/{retailer}/stores); null without a
   * retailer.
   */
  list: List<StoreSummary> | null;
  /** The search text, controlled. */
  search: string;
  onSearchChange: (value: string) => void;
  /** The chosen store; the list is replaced by its name, address and Apply Now. */
  selected: StoreSummary | null;
  onSelect: (store: StoreSummary) => void;
  /** Back to the list. */
  onClear: () => void;
  /** The Apply Now link: /apply-v2/{retailer}/{store}/initiate with the current query string. */
  applyHref: string | null;
}

/**
 * Store selection (03 §2): a searchable, paged list of the retailer's stores; once one is chosen, its
 * name and address and an Apply Now link to the initiate URL. Choosing a store moves focus to Apply Now
 * (else the store's name) and announces the choice in a polite live region; 'Choose another store' brings
 * focus back to the search field. The chosen button disappears, so focus must not fall to the body.
 */
export function StoreSelectionScreen({
  locale,
  breadcrumbs = [],
  retailerName,
  retailerLoading = false,
  list,
  search,
  onSearchChange,
  selected,
  onSelect,
  onClear,
  applyHref,
}: StoreSelectionScreenProps) {
  const applyRef = React.useRef<HTMLAnchorElement>(null);
  const nameRef = React.useRef<HTMLHeadingElement>(null);
  const StoreDetails = useCustomComponent('StoreDetails', DefaultStoreDetails);
  const searchRef = React.useRef<HTMLInputElement>(null);
  // Where focus goes after the shopper's own choose / change; not on first render (a preselected store).
  const focusNext = React.useRef<'selected' | 'list' | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  React.useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'selected' && selected) (applyRef.current ?? nameRef.current)?.focus();
    if (target === 'list' && !selected) searchRef.current?.focus();
  }, [selected]);

  if (retailerLoading) return <FullScreenLoader open />;
  const status = (
    <p role="status" data-slot="store-status" className="sr-only">
      {announcement}
    </p>
  );
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      heading={t('app.store.heading', undefined, locale)}
      subheading={retailerName ? t('app.store.subheading', { retailer: retailerName }, locale) : undefined}
    >
      {status}
      {!retailerName || !list ? (
        <Alert variant="info">
          <AlertDescription>{t('app.store.missingRetailer', undefined, locale)}</AlertDescription>
        </Alert>
      ) : selected ? (
        <section
          data-slot="store-selected"
          aria-labelledby="store-selected-name"
          className="flex flex-col gap-4"
        >
          <StoreDetails
            name={selected.name}
            address={formatAddress(selected.billing_address)}
            headingProps={{ id: 'store-selected-name', ref: nameRef, tabIndex: -1 }}
            locale={locale}
          />
          <div data-slot="store-selected-actions" className={cn(actionBarVariants(), 'justify-start')}>
            {applyHref ? (
              <Button asChild>
                <a ref={applyRef} href={applyHref}>
                  {t('app.store.applyNow', undefined, locale)}
                </a>
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => {
                focusNext.current = 'list';
                setAnnouncement('');
                onClear();
              }}
            >
              {t('app.store.change', undefined, locale)}
            </Button>
          </div>
        </section>
      ) : (
        <div data-slot="store-list" className="flex flex-col gap-4">
          <Field label={t('app.store.search', undefined, locale)}>
            <Input
              ref={searchRef}
              type="search"
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </Field>
          <DataList<StoreSummary>
            list={list}
            caption={t('app.store.caption', undefined, locale)}
            layout="cards"
            getRowKey={(row) => String(row.id)}
            emptyAction={
              <>
                <p>{t('app.store.emptyHint', undefined, locale)}</p>
                {search ? (
                  <Button size="sm" variant="outline" onClick={() => onSearchChange('')}>
                    {t('app.store.clearSearch', undefined, locale)}
                  </Button>
                ) : null}
              </>
            }
            columns={[
              // From 480 px the columns wrap between words rather than widen the table, so the 'Choose …'
              // buttons stay in view; a word breaks only if it is wider than the column can ever be
              // (break-word, unlike anywhere, keeps each word whole in the column's minimum width).
              // Below 480 px each store is a card (layout="cards").
              {
                key: 'name',
                header: t('app.store.name', undefined, locale),
                className: '[overflow-wrap:break-word] phone:font-medium phone:text-base',
              },
              {
                key: 'address',
                header: t('app.store.address', undefined, locale),
                className: '[overflow-wrap:break-word]',
                cell: (row) => formatAddress(row.billing_address),
              },
              {
                key: 'choose',
                header: <span className="sr-only">{t('app.store.chooseColumn', undefined, locale)}</span>,
                cell: (row) => (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
                    onClick={() => {
                      focusNext.current = 'selected';
                      setAnnouncement(t('app.store.chosen', { name: row.name }, locale));
                      onSelect(row);
                    }}
                  >
                    {t('app.store.choose', { name: row.name }, locale)}
                  </Button>
                ),
              },
            ]}
          />
        </div>
      )}
    </Screen>
  );
}
