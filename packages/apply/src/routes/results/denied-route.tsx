import { MessageRoute } from './message-route';

/** The denied screen: 'Thanks For Applying' (03 §2). */
export default function DeniedRoute() {
  return <MessageRoute variant="denied" />;
}
