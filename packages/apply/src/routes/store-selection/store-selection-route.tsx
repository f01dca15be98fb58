// In this file a "store" is a state store; the retailer's shops are "retail stores".
import * as React from 'react';
import { useLocation } from 'react-router';
import { createStoreSelectionController, getStoreSelectionParams } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { StoreSelectionScreen } from '../../screens/store-selection';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useTranslate } from '../../app/use-app';

/**
 * Store selection `/` (03 §2): the retailer and the retail store to preselect come from the page's query
 * (core's `getStoreSelectionParams`); a new retailer or `store` parameter starts a fresh selection.
 */
export default function StoreSelectionRoute() {
  const { search } = useLocation();
  const params = React.useMemo(() => getStoreSelectionParams(search, window.location.search), [search]);
  return (
    <RetailStoreSelectionRoute
      key={`${params.retailerSlug ?? ''}/${params.retailStoreSlug ?? ''}`}
      {...params}
    />
  );
}

/**
 * The core's store selection controller (the retailer, its searchable retail stores, the preselected one,
 * the error pages, Apply Now's initiate URL) on the screen.
 */
function RetailStoreSelectionRoute(params: ReturnType<typeof getStoreSelectionParams>) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const navigate = useGoTo();
  const selection = useOwnedStore(() =>
    createStoreSelectionController({ transport: api.request, session, navigate, ...params }),
  );
  useUpdateOptions(selection, { navigate });
  const view = useStore(selection);
  return (
    <StoreSelectionScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      retailerName={view.retailerName}
      retailerLoading={view.retailerLoading}
      list={selection.list}
      search={view.search}
      onSearchChange={selection.setSearch}
      selected={view.selected}
      onSelect={selection.select}
      onClear={selection.clear}
      applyHref={view.applyHref}
    />
  );
}
