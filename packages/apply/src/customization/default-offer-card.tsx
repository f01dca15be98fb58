// Apart from ./default-parts.tsx: the approved screen, a lazy route, is its only user, so the Card it
// draws stays out of the first route, which imports the other parts (the app bar, store selection).
import { Card, Nowrap } from '@leasekit/ui';
import type { OfferCardProps } from './customization';

/** The app's own offer card: the option's label, its amount on one line and its note. */
export function DefaultOfferCard({ label, amount, note }: OfferCardProps) {
  return (
    <Card className="p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">
        <Nowrap>{amount}</Nowrap>
      </dd>
      {note ? <dd className="text-sm text-muted-foreground">{note}</dd> : null}
    </Card>
  );
}
