import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApplyStepId, ApplyWizard } from '@leasekit/core/apply';
import { createWizardHistory } from '@leasekit/core/apply';
import { useNavigationPending } from '../../app/navigation-pending';

/**
 * Makes each wizard step a history entry of the hash router (docs/behaviour.md "Browser history"): the
 * core's wizard history decides, after each render in which the entry shown or the step changed,
 * whether the wizard follows the entry or the step gets an entry; this hook gives it the router.
 */
export function useWizardHistory(
  wizard: ApplyWizard,
  step: ApplyStepId,
  steps: readonly ApplyStepId[],
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigationPending();
  const history: Parameters<typeof createWizardHistory>[0]['history'] = {
    enter: (state, { replace }) => void navigate(location.pathname, { state, replace }),
    back: () => void navigate(-1),
    navigating,
  };
  const [wizardHistory] = React.useState(() => createWizardHistory({ wizard, history }));
  React.useEffect(() => wizardHistory.update({ history }));
  // After a render in which the entry shown, the step or the steps changed.
  React.useEffect(
    () => wizardHistory.follow({ key: location.key, state: location.state }),
    [wizardHistory, location.key, location.state, step, steps, navigating],
  );
}
