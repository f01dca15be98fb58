// @leasekit/core/checkout: one controller per screen of the store selection, checkpoint, results and
// checkout flows.
// Each is framework-free and side-effect-free until mount(); navigation, notices and the session are
// injected, so a flow is tested without React.
export type { ControllerNotice, NavigatePort, NotifyPort } from './ports';
export * from '../checkpoint-retrieval';
export * from '../result-screens';
export * from '../card-payment/payment-controller';
export * from '../retail-store-selection/store-selection-controller';
export * from '../lease-summary/lease-controller';
export * from '../delivery-schedule/delivery-controller';
