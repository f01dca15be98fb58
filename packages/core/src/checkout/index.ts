// @leasekit/core/checkout: one controller per screen of the checkpoint, results and checkout flows.
// Each is framework-free and side-effect-free until mount(); navigation, notices and the session are
// injected, so a flow is tested without React.
export type { ControllerNotice } from './ports';
export { createCheckpointController, createRetrievalVerificationController } from '../checkpoint-retrieval';
export {
  createApprovedController,
  createPayrollPanelController,
  createResultMessageController,
} from '../result-screens';
export { createPaymentController } from '../card-payment/payment-controller';
