export { CheckoutPreviewScreen, type CheckoutPreviewScreenProps } from './checkout-preview';
