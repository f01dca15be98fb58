import { BrandLogo, Card, Nowrap } from '@leasekit/ui';
import type { LogoProps, OfferCardProps, StoreDetailsProps } from './customization';

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

/** The app's own store details: the store's name as the section's heading, its address below. */
export function DefaultStoreDetails({ name, address, headingProps }: StoreDetailsProps) {
  return (
    <div>
      <h2 {...headingProps} className="font-heading text-2xl font-semibold focus:outline-none">
        {name}
      </h2>
      <p className="text-muted-foreground">{address}</p>
    </div>
  );
}

/** The app's own logo: the brand's logo, or its name as text. */
export function DefaultLogo(_props: LogoProps) {
  return <BrandLogo />;
}
