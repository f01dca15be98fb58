// In this file a "store" is a state store; the retailer's shops are "retail stores".
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createRetailStoreSelection, getInitiateUrl, type RetailStoreSelectionOutcome } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { StoreSelectionScreen } from '../../screens/store-selection';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';

/**
 * The page's query: the real query string, plus any query after the hash route (`#/?retailer=…`), the
 * real one winning. Parsed with URLSearchParams.
 */
function pageQuery(hashSearch: string): URLSearchParams {
  const query = new URLSearchParams(hashSearch);
  for (const [key, value] of new URLSearchParams(window.location.search)) query.set(key, value);
  return query;
}

/** Where a failed load goes (03 §2, §8); nowhere when it loaded or was superseded. */
const LEAVE_TO: Partial<Record<RetailStoreSelectionOutcome, string>> = {
  retailerNotFound: '/retailer-not-found',
  retailStoreNotFound: '/store-not-found',
  failed: '/unknown',
};

/**
 * Store selection `/` (03 §2): the retailer comes from the `retailer` query parameter (its slug); an
 * unknown retailer goes to /retailer-not-found. A `store` parameter that is a slug preselects that
 * retail store (unknown → /store-not-found). Apply Now links to the initiate URL with the current query
 * string. A new retailer or `store` parameter starts a fresh selection.
 */
export default function StoreSelectionRoute() {
  const location = useLocation();
  const query = React.useMemo(() => pageQuery(location.search), [location.search]);
  const retailerSlug = query.get('retailer');
  const retailStoreSlug = query.get('store');
  return (
    <RetailStoreSelectionRoute
      key={`${retailerSlug ?? ''}/${retailStoreSlug ?? ''}`}
      retailerSlug={retailerSlug}
      retailStoreSlug={retailStoreSlug}
    />
  );
}

/** Wires the retail store selection (core's `createRetailStoreSelection`) to the screen. */
function RetailStoreSelectionRoute({
  retailerSlug,
  retailStoreSlug,
}: {
  retailerSlug: string | null;
  retailStoreSlug: string | null;
}) {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const navigate = useNavigate();
  const selection = useOwnedStore(() =>
    createRetailStoreSelection({
      transport: api.request,
      retailerSlug,
      retailStoreSlug,
      onRetailer: (retailer) => session.update({ retailer }),
    }),
  );
  const state = useStore(selection);

  React.useEffect(() => {
    void selection.load().then((outcome) => {
      const target = LEAVE_TO[outcome];
      if (target) void navigate(target, { replace: true });
    });
  }, [navigate, selection]);

  return (
    <StoreSelectionScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      retailerName={state.retailerName}
      retailerLoading={state.retailerLoading}
      list={selection.list}
      search={state.search}
      onSearchChange={selection.setSearch}
      selected={state.retailStore}
      onSelect={selection.select}
      onClear={selection.clear}
      applyHref={
        state.retailStore && retailerSlug
          ? getInitiateUrl(retailerSlug, state.retailStore.slug, window.location.search)
          : null
      }
    />
  );
}
