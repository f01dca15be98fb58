import * as React from 'react';
import { t } from '@leasekit/core';
import { type StoreDetails } from '@leasekit/core/checkout';
import { useCurrentLocale } from '@leasekit/core/react';
import {
  Nowrap,
  ProgressSteps,
  Screen,
  TokenText,
  type BreadcrumbItem,
  type ProgressStep,
} from '@leasekit/ui';

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
  /**
   * The screen's own heading (the confirmation's 'Please review your application'); by default the
   * active step's 'Step N (title)' (03 §2) is the heading.
   */
  heading?: React.ReactNode;
  /** Breadcrumbs from the matched routes; none by default. */
  breadcrumbs?: readonly BreadcrumbItem[];
  children?: React.ReactNode;
}

/**
 * The frame of every application-side wizard screen (steps, single page, confirmation, PIN, HVAC
 * questions; 03 §2). The header reads 'Step N (title)' once: as the h1 on a step screen, or above the bar
 * when the screen has a heading of its own. The progress bar runs the column's full width under the
 * heading on every step, so it neither changes width with its label nor moves beside the heading on some
 * steps. The store details show when the program shows them ({@link WizardStoreContext}).
 */
export function WizardScreen({ progress, heading, breadcrumbs, children }: WizardScreenProps) {
  const store = React.useContext(WizardStoreContext);
  const welcome = React.useContext(WizardWelcomeContext);
  const locale = useCurrentLocale();
  const index = progress.findIndex((step) => step.state === 'active');
  const active = progress[index];
  const stepHeading =
    heading ??
    (active ? (
      // The page title names the step by its title alone ('Income – Step 3 of 7'): the announcer
      // reads it here rather than the h1's whole text.
      <span data-screen-title={active.title}>
        {t('wizard.stepHeader', { number: index + 1, title: active.title }, locale)}
      </span>
    ) : undefined);
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      heading={stepHeading}
      subheading={
        welcome ? (
          <span data-slot="wizard-welcome">
            <TokenText>{welcome}</TokenText>
          </span>
        ) : undefined
      }
      context={
        store ? (
          <section
            aria-label={t('checkout.lease.store', undefined, locale)}
            data-slot="wizard-store"
            className="text-sm text-muted-foreground"
          >
            <p className="font-medium text-foreground">{store.name}</p>
            {store.address ? <p>{store.address}</p> : null}
            {store.phone ? (
              <p>
                <Nowrap token="phone">{store.phone}</Nowrap>
              </p>
            ) : null}
          </section>
        ) : undefined
      }
    >
      <ProgressSteps steps={progress} showSteps={false} showHeader={heading !== undefined} />
      {children}
    </Screen>
  );
}
