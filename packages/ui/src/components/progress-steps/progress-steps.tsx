import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CheckIcon } from 'lucide-react';
import * as ProgressPrimitive from 'radix-ui/progress';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { useBrandMessages } from '../../lib/brand-messages';

/** Where a step stands relative to the current one (the core's `StepProgressState`). */
export type ProgressStepState = 'complete' | 'active' | 'upcoming';

/**
 * One step of the bar: the wizard's step id, its title in the current locale, and its state as the core
 * decides it (`getStepProgress` in @leasekit/core).
 */
export interface ProgressStep {
  /** Stable key, e.g. the step name `applicantInfo`. */
  id: string;
  /** The step's title shown in the header and the list. */
  title: string;
  /** complete, active or upcoming. */
  state: ProgressStepState;
}

/** Step marker variants per state. */
export const progressStepVariants = cva(
  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
  {
    variants: {
      state: {
        complete:
          'border-primary bg-primary text-primary-foreground forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none',
        active: 'border-primary bg-background text-primary forced-colors:border-[Highlight]',
        upcoming: 'border-border bg-background text-muted-foreground',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

/** Props of {@link ProgressSteps}. */
export interface ProgressStepsProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The steps in order, each with the state the core gave it. */
  steps: readonly ProgressStep[];
  /** Whether to list every step under the bar; on by default (off for a compact header). */
  showSteps?: boolean;
  /**
   * Whether to show 'Step N (title)' above the bar; on by default. Off when the screen's heading already
   * reads it, so the page does not say it twice.
   */
  showHeader?: boolean;
}

/**
 * The wizard's progress header (03 §2): 'Step N (title)' for the active step, the caption 'Step N of M'
 * over a progress bar that runs the full width at every size, and the list of steps each marked complete,
 * active or upcoming (`data-state`). The caption is the bar's accessible name (`aria-labelledby`) and is
 * itself hidden from assistive technology, so a screen reader hears it once, as the bar's name, with the
 * step's title as the bar's value. It renders the states it is given: `getStepProgress(steps, current)`
 * in @leasekit/core decides them.
 */
export const ProgressSteps = /* @__PURE__ */ React.forwardRef<HTMLDivElement, ProgressStepsProps>(
  function ProgressSteps({ steps, showSteps = true, showHeader = true, className, ...props }, ref) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    const captionId = React.useId();
    const active = steps.findIndex((step) => step.state === 'active');
    const activeStep = steps[active];
    const done = steps.filter((step) => step.state === 'complete').length;
    const position = activeStep ? active + 1 : done;
    const header = activeStep
      ? t('wizard.stepHeader', { number: active + 1, title: activeStep.title }, locale, messages)
      : undefined;
    const caption = activeStep
      ? t('ui.steps.caption', { number: active + 1, total: steps.length }, locale, messages)
      : undefined;
    return (
      <div
        data-slot="progress-steps"
        // The active step's position, for the page title ('Income – Step 3 of 7 – LeaseKit').
        data-step-number={activeStep ? active + 1 : undefined}
        data-step-count={activeStep ? steps.length : undefined}
        className={cn('flex flex-col gap-3', className)}
        ref={ref}
        {...props}
      >
        {activeStep && showHeader ? (
          <p data-slot="progress-steps-header" className="font-heading text-lg font-semibold text-foreground">
            {header}
          </p>
        ) : null}
        <div data-slot="progress-steps-track" className="flex w-full flex-col gap-1.5">
          {caption ? (
            <p
              id={captionId}
              data-slot="progress-steps-caption"
              aria-hidden="true"
              className="text-sm font-medium text-muted-foreground"
            >
              {caption}
            </p>
          ) : null}
          <ProgressPrimitive.Root
            data-slot="progress-steps-bar"
            value={position}
            max={Math.max(steps.length, 1)}
            aria-label={caption ? undefined : t('ui.steps.progress', undefined, locale, messages)}
            aria-labelledby={caption ? captionId : undefined}
            aria-valuetext={activeStep?.title}
            className="relative h-2 w-full overflow-hidden rounded-full bg-muted forced-colors:border forced-colors:border-[CanvasText]"
          >
            <ProgressPrimitive.Indicator
              data-slot="progress-steps-indicator"
              className="h-full bg-primary transition-[width] motion-reduce:transition-none forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none"
              style={{ width: `${steps.length === 0 ? 0 : (position / steps.length) * 100}%` }}
            />
          </ProgressPrimitive.Root>
        </div>
        {showSteps ? (
          <ol data-slot="progress-steps-list" className="flex flex-wrap gap-x-4 gap-y-2">
            {steps.map((step, index) => {
              const state = step.state;
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
  },
);
