import { t, type Locale } from '@leasekit/core';
import { Screen, Spinner, type BreadcrumbItem } from '@leasekit/ui';

/** Props of {@link OneMomentScreen}. */
export interface OneMomentScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
}

/** The resume, redirect and process screens while they work: 'One moment please...' (03 §2). */
export function OneMomentScreen({ locale, breadcrumbs = [] }: OneMomentScreenProps) {
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t('app.title.resume', undefined, locale)}>
      <div data-slot="one-moment" data-state="loading" className="flex justify-center py-12">
        <Spinner label={t('ui.loading', undefined, locale)} />
      </div>
    </Screen>
  );
}
