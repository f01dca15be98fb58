import type { ApplyStepId, ApplyWizard } from '@leasekit/core/apply';
import type { BreadcrumbItem, ProgressStep } from '@leasekit/ui';

/** What every step module of the wizard receives. */
export interface WizardStepProps {
  wizard: ApplyWizard;
  step: ApplyStepId;
  progress: readonly ProgressStep[];
  breadcrumbs: BreadcrumbItem[];
}
