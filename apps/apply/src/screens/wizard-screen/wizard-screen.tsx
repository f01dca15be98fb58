import * as React from 'react';
import { t, type StoreDetails } from '@leasekit/core';
import { ProgressSteps, Screen, useLocale, type BreadcrumbItem, type ProgressStep } from '@leasekit/ui';

/**
 * The store details every wizard screen shows (03 §2: only when the lease program's
 * display_store_info_contract_screen is set, `getStoreDetails`); null, the default, shows none.
 */
export const WizardStoreContext = React.createContext<StoreDetails | null>(null);

/**
 * The welcome text (01 §1: 'Apply in minutes: approvals up to $8,000.') the wizard's entry screen shows
 * under its heading, the first screen a store's link opens; null, the default, on every other screen.
 */
export const WizardWelcomeContext = React.createContext<string | null>(null);

/** Props of {@link WizardScreen}. */
export interface WizardScreenProps {
  /** The progress bar's steps (from the core's `getApplyWizardView`). */
  progress: readonly ProgressStep[];
  /** The screen's heading; by default the active step's 'Step N (title)'. */
  heading?: React.ReactNode;
  /** Breadcrumbs from the matched routes; none by default. */
  breadcrumbs?: readonly BreadcrumbItem[];
  children?: React.ReactNode;
}

/**
 * The frame of every application-side wizard screen (steps, single page, confirmation, PIN, HVAC
 * questions; 03 §2): the progress bar in the context area, the store details when the program shows
 * them ({@link WizardStoreContext}), and the active step as the heading.
 */
export function WizardScreen({ progress, heading, breadcrumbs, children }: WizardScreenProps) {
  const store = React.useContext(WizardStoreContext);
  const welcome = React.useContext(WizardWelcomeContext);
  const locale = useLocale();
  const progressBar = <ProgressSteps steps={progress} showSteps={false} />;
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      heading={heading ?? progress.find((step) => step.state === 'active')?.title}
      subheading={welcome ? <span data-slot="wizard-welcome">{welcome}</span> : undefined}
      context={
        store ? (
          <div className="flex flex-col gap-3">
            {progressBar}
            <section
              aria-label={t('checkout.lease.store', undefined, locale)}
              data-slot="wizard-store"
              className="text-sm text-muted-foreground"
            >
              <p className="font-medium text-foreground">{store.name}</p>
              {store.address ? <p>{store.address}</p> : null}
              {store.phone ? <p>{store.phone}</p> : null}
            </section>
          </div>
        ) : (
          progressBar
        )
      }
    >
      {children}
    </Screen>
  );
}
