import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@leasekit/core';
import { getStepProgress, getStepTitle, type ApplyStepId } from '@leasekit/core/apply';
import { LocaleProvider } from '@leasekit/core/react';
import { ProgressSteps, type ProgressStep } from './progress-steps';

const ids: ApplyStepId[] = ['applicantInfo', 'applicantAddress', 'applicantIncome', 'applicantBanking'];

function stepsAt(current: ApplyStepId, locale: 'en' | 'es' = 'en'): ProgressStep[] {
  return getStepProgress(ids, current).map(({ id, state }) => ({
    id,
    state,
    title: t(getStepTitle(id).code, undefined, locale),
  }));
}

describe('ProgressSteps', () => {
  it('spec 01 §2: renders each step as complete, active or upcoming as the core decides', () => {
    const { container } = render(<ProgressSteps steps={stepsAt('applicantAddress')} />);
    const states = [...container.querySelectorAll('[data-slot="progress-step"]')].map((el) =>
      el.getAttribute('data-state'),
    );
    expect(states).toEqual(['complete', 'active', 'upcoming', 'upcoming']);
    expect(screen.getByText('Home Address').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it("spec 03 §2: the header shows 'Step N (title)' and the progress bar reports the step", () => {
    render(<ProgressSteps steps={stepsAt('applicantIncome')} />);
    expect(screen.getByText('Step 3 (Income)')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Step 3 of 4' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', 'Income');
  });

  it("shows the caption 'Step N of M' over the bar, which it names, and hides it so it is heard once", () => {
    const { container } = render(<ProgressSteps steps={stepsAt('applicantAddress')} showSteps={false} />);
    const caption = container.querySelector('[data-slot="progress-steps-caption"]');
    expect(caption).toHaveTextContent(/^Step 2 of 4$/);
    expect(caption).toBeVisible();
    expect(caption).toHaveAttribute('aria-hidden', 'true');
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName('Step 2 of 4');
    expect(bar.getAttribute('aria-labelledby')).toBe(caption?.id);
    // The caption and the bar share one full-width track under the header.
    expect(caption?.parentElement).toBe(bar.parentElement);
    expect(bar).toHaveClass('w-full');
  });

  it('spec 01 §1: the caption follows the locale, with the numbers of the step', () => {
    render(
      <LocaleProvider locale="es">
        <ProgressSteps steps={stepsAt('applicantIncome', 'es')} showSteps={false} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Paso 3 de 4');
    expect(screen.getByText('Paso 3 de 4')).toHaveAttribute('data-slot', 'progress-steps-caption');
  });

  it('with no active step there is no header and the bar counts the complete steps', () => {
    const steps: ProgressStep[] = [
      { id: 'a', title: 'A', state: 'complete' },
      { id: 'b', title: 'B', state: 'upcoming' },
    ];
    render(<ProgressSteps steps={steps} />);
    expect(screen.queryByText(/^Step/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  it('spec 01 §1: the header follows the locale', () => {
    render(
      <LocaleProvider locale="es">
        <ProgressSteps steps={stepsAt('applicantInfo', 'es')} showSteps={false} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/^Paso 1 \(/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
