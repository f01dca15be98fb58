import { MessageRoute } from './message-route';

/** The contact-store screen (03 §2, §8). */
export default function ContactStoreRoute() {
  return <MessageRoute variant="contact-store" />;
}
