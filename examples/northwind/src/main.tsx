import { readConfig, startLeaseApplication } from '@leasekit/apply';
import { createAnalytics } from './analytics';
import { appearance, brands, Logo } from './brand';
import { OfferCard } from './offer-card';
import { localization } from './texts';
import './app.css';

const analytics = createAnalytics();

// The serving page's injected configuration (the sandbox's, or Northwind's servers') wins over VITE_*.
startLeaseApplication(document.getElementById('root')!, {
  config: readConfig(import.meta.env),
  brands,
  appearance,
  localization,
  components: { OfferCard, Logo },
  onEvent: analytics.record,
});
