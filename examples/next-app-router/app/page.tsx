import { t } from '@leasekit/core';
import { getMonthlyIncome } from '@leasekit/core/apply';
import { formatMoney } from '@leasekit/core/format';
import { Alert, AlertDescription, AlertTitle } from '@leasekit/ui/alert';
import { Button } from '@leasekit/ui/button';
import { BrandLogo } from '@leasekit/ui/theme-provider';

// A server component: no 'use client' here. The ui components are client components (their modules
// start with 'use client'); the pure core rule runs on the server.
export default function Page() {
  const monthly = getMonthlyIncome(240000, 'bi-weekly');
  return (
    <main>
      <BrandLogo />
      <h1>{t('app.store.heading')}</h1>
      <Alert>
        <AlertTitle>Monthly income</AlertTitle>
        <AlertDescription>Paid $2,400 every two weeks: {formatMoney(monthly)} a month.</AlertDescription>
      </Alert>
      <Button type="submit">Continue</Button>
    </main>
  );
}
