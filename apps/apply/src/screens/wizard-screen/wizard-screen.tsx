import type * as React from 'react';
import { ProgressSteps, Screen, type BreadcrumbItem, type ProgressStep } from '@leasekit/ui';

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
 * questions; 03 §2): the progress bar in the context area and the active step as the heading.
 */
export function WizardScreen({ progress, heading, breadcrumbs, children }: WizardScreenProps) {
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      heading={heading ?? progress.find((step) => step.state === 'active')?.title}
      context={<ProgressSteps steps={progress} showSteps={false} />}
    >
      {children}
    </Screen>
  );
}
