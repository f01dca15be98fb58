import { BrandLogo } from '@leasekit/ui';
import type { LogoProps, StoreDetailsProps } from './customization';

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
