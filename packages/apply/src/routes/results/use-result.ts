import { getBrandSettings } from '@leasekit/core';
import { getApplicationResult } from '@leasekit/core/routing';
import { useBrand } from '@leasekit/ui';
import { useSession } from '../../app/use-app';

/** The session's decided result, application, store, checkout and the brand's numbers. */
export function useResultContext() {
  const application = useSession((state) => state.application);
  const store = useSession((state) => state.retailStore);
  const retailer = useSession((state) => state.retailer);
  const checkout = useSession((state) => state.checkout);
  const brand = useBrand();
  const settings = getBrandSettings(store, retailer);
  return {
    application,
    store,
    checkout,
    result: getApplicationResult(application),
    // The page's brand already carries the store's numbers over its own (app/brand.ts).
    supportPhone: brand.supportPhone,
    contactPhone: brand.contactPhone,
    brandUrl: settings.brandUrl,
    brandName: settings.brandName,
  };
}
