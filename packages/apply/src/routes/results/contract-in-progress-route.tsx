import { MessageRoute } from './message-route';

/** The contract-in-progress screen (03 §2, §8). */
export default function ContractInProgressRoute() {
  return <MessageRoute variant="contract-in-progress" />;
}
