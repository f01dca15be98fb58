export {
  CheckoutDeliveryScreen,
  getDeliveryControlId,
  type CheckoutDeliveryScreenProps,
  type DeliveryItemView,
} from './checkout-delivery';
