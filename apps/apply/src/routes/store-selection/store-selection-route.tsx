import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createList, getInitiateUrl, REFERENCE_SEARCH_DEBOUNCE_MS } from '@leasekit/core';
import { useOwnedStore } from '@leasekit/core/react';
import { StoreSelectionScreen, type StoreSummary } from '../../screens/store-selection';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';

/** Search waits this long after the last keystroke before asking the server: the reference input's (01 §7). */
const SEARCH_DEBOUNCE_MS = REFERENCE_SEARCH_DEBOUNCE_MS;

/**
 * The page's query: the real query string, plus any query after the hash route (`#/?retailer=…`), the
 * real one winning. Parsed with URLSearchParams.
 */
function pageQuery(hashSearch: string): URLSearchParams {
  const query = new URLSearchParams(hashSearch);
  for (const [key, value] of new URLSearchParams(window.location.search)) query.set(key, value);
  return query;
}

/**
 * Store selection `/` (03 §2): the retailer comes from the `retailer` query parameter (its slug); an
 * unknown retailer goes to /retailer-not-found. A `store` parameter that is a slug preselects that
 * store (unknown → /store-not-found). Apply Now links to the initiate URL with the current query string.
 */
export default function StoreSelectionRoute() {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const navigate = useNavigate();
  const location = useLocation();
  const query = React.useMemo(() => pageQuery(location.search), [location.search]);
  const retailerSlug = query.get('retailer');
  const storeSlug = query.get('store');
  const [retailerName, setRetailerName] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<StoreSummary | null>(null);
  const [search, setSearch] = React.useState('');
  const list = useOwnedStore(() =>
    createList<StoreSummary>({
      transport: api.request,
      url: `/apply-v2/retailer/${encodeURIComponent(retailerSlug ?? '')}/stores`,
    }),
  );
  const lastSearch = React.useRef('');

  React.useEffect(() => {
    if (!retailerSlug) return;
    let live = true;
    // The stores load alongside the retailer's own call rather than after it (an unknown retailer leaves
    // for /retailer-not-found either way).
    if (list.getState().status === 'idle') void list.load();
    void (async () => {
      const retailer = await api.request<Record<string, unknown>>({
        path: `/apply-v2/retailer/${encodeURIComponent(retailerSlug)}`,
      });
      if (!live) return;
      if (!retailer.status) {
        void navigate(retailer.code === 404 ? '/retailer-not-found' : '/unknown', { replace: true });
        return;
      }
      session.update({ retailer: retailer.data });
      setRetailerName(typeof retailer.data.name === 'string' ? retailer.data.name : retailerSlug);
      // A numeric `store` is the sandbox's store id for the frame policy, not a slug.
      if (storeSlug && !/^\d+$/.test(storeSlug)) {
        const found = await api.request<{ store: StoreSummary }>({
          path: `/apply-v2/retailer/${encodeURIComponent(retailerSlug)}/store/${encodeURIComponent(storeSlug)}`,
        });
        if (!live) return;
        if (!found.status)
          void navigate(found.code === 404 ? '/store-not-found' : '/unknown', { replace: true });
        else setSelected(found.data.store);
      }
    })();
    return () => {
      live = false;
    };
  }, [api, list, navigate, retailerSlug, session, storeSlug]);

  React.useEffect(() => {
    if (search === lastSearch.current) return undefined;
    const handle = window.setTimeout(() => {
      lastSearch.current = search;
      void list.setParams(search ? { q: search } : {});
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [list, search]);

  return (
    <StoreSelectionScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      retailerName={retailerName}
      retailerLoading={Boolean(retailerSlug) && retailerName === null}
      list={retailerSlug ? list : null}
      search={search}
      onSearchChange={setSearch}
      selected={selected}
      onSelect={setSelected}
      onClear={() => setSelected(null)}
      applyHref={
        selected && retailerSlug ? getInitiateUrl(retailerSlug, selected.slug, window.location.search) : null
      }
    />
  );
}
