import { getContractPreviewUrl } from '@leasekit/core/checkout';
import { CheckoutPreviewScreen } from '../../screens/checkout-preview';
import { useSession } from '../../app/use-app';
import { useCheckout } from './use-checkout';

/** Preview route (02 §2, §7): the contract frame (token and client id in its query), Sign Now, Review Lease. */
export default function PreviewRoute() {
  const { services, locale, breadcrumbs, goTo, checkoutId } = useCheckout();
  const token = useSession((state) => state.token);
  return (
    <CheckoutPreviewScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      src={getContractPreviewUrl({
        checkoutId: checkoutId ?? '',
        token,
        clientId: services.api.clientId,
        baseUrl: services.config.apiBaseUrl,
      })}
      onSignNow={() => goTo('checkout/sign')}
      onReviewLease={() => goTo('checkout/lease')}
    />
  );
}
