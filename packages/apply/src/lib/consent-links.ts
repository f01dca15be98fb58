import { getSafeReturnUrl } from '@leasekit/core';
import type { RetailStoreRecord } from '@leasekit/core/contract';
import type { ConsentLinks } from '../screens/application-confirmation';

/**
 * The consent pages (02 §2): the spec names the links, not their addresses, so they hang off the brand
 * site; a brand URL that is not an absolute http(s) URL is ignored and the links stay on the
 * app's own origin.
 */
export function getConsentLinks(store: RetailStoreRecord | null): ConsentLinks {
  const base = (getSafeReturnUrl(store?.brand.url) ?? '').replace(/\/+$/, '');
  return {
    privacyPolicy: `${base}/privacy-policy`,
    serviceAgreement: `${base}/service-agreement`,
    termsOfUse: `${base}/terms-of-use`,
  };
}
