import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CheckIcon } from 'lucide-react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { t } from '@leasekit/core';
import { cn } from '../../lib/utils';
import { useLocale } from '../../lib/locale';

/** Where a step stands relative to the current one. */
export type ProgressStepState = 'complete' | 'active' | 'upcoming';

/** One step of the list, as the wizard's step list gives it (03 §2). */
export interface ProgressStep {
  /** Stable key, e.g. the step name `applicantInfo`. */
  id: string;
  /** The step's title shown in the header and the list. */
  title: string;
  /** Overrides the state derived from the current index, when the wizard store decides it. */
  state?: ProgressStepState;
}

/**
 * The state of step `index` when `current` is the active step: steps before it are complete, it is
 * active and later ones are upcoming.
 */
export function getStepState(index: number, current: number): ProgressStepState {
  if (index < current) return 'complete';
  if (index === current) return 'active';
  return 'upcoming';
}

/** Step marker variants per state. */
export const progressStepVariants = cva(
  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
  {
    variants: {
      state: {
        complete: 'border-primary bg-primary text-primary-foreground',
        active: 'border-primary bg-background text-primary',
        upcoming: 'border-border bg-background text-muted-foreground',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

/** Props of {@link ProgressSteps}. */
export interface ProgressStepsProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The steps in order. */
  steps: readonly ProgressStep[];
  /** Zero-based index of the active step; the first step by default. */
  current?: number;
  /** Whether to list every step under the bar; on by default (off for a compact header). */
  showSteps?: boolean;
}

/**
 * The wizard's progress header (03 §2): 'Step N (title)' for the active step, an accessible progress bar,
 * and the list of steps each marked complete, active or upcoming (`data-state`).
 */
export function ProgressSteps({
  steps,
  current = 0,
  showSteps = true,
  className,
  ...props
}: ProgressStepsProps) {
  const locale = useLocale();
  const headerId = React.useId();
  const active = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  const activeStep = steps[active];
  return (
    <div data-slot="progress-steps" className={cn('flex flex-col gap-3', className)} {...props}>
      {activeStep ? (
        <p
          id={headerId}
          data-slot="progress-steps-header"
          className="font-heading text-lg font-semibold text-foreground"
        >
          {t('ui.steps.header', { step: active + 1, title: activeStep.title }, locale)}
        </p>
      ) : null}
      <ProgressPrimitive.Root
        data-slot="progress-steps-bar"
        value={steps.length === 0 ? 0 : active + 1}
        max={Math.max(steps.length, 1)}
        aria-label={t('ui.steps.progress', undefined, locale)}
        aria-describedby={activeStep ? headerId : undefined}
        aria-valuetext={
          activeStep ? t('ui.steps.header', { step: active + 1, title: activeStep.title }, locale) : undefined
        }
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-steps-indicator"
          className="h-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${steps.length === 0 ? 0 : ((active + 1) / steps.length) * 100}%` }}
        />
      </ProgressPrimitive.Root>
      {showSteps ? (
        <ol data-slot="progress-steps-list" className="flex flex-wrap gap-x-4 gap-y-2">
          {steps.map((step, index) => {
            const state = step.state ?? getStepState(index, active);
            return (
              <li
                key={step.id}
                data-slot="progress-step"
                data-state={state}
                aria-current={state === 'active' ? 'step' : undefined}
                className="flex items-center gap-2 text-sm"
              >
                <span
                  data-slot="progress-step-marker"
                  className={progressStepVariants({ state })}
                  aria-hidden="true"
                >
                  {state === 'complete' ? <CheckIcon className="size-4" /> : index + 1}
                </span>
                <span className={state === 'upcoming' ? 'text-muted-foreground' : 'text-foreground'}>
                  {step.title}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
