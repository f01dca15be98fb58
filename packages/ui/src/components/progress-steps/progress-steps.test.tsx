import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/locale';
import { getStepState, ProgressSteps } from './progress-steps';

const steps = [
  { id: 'applicantInfo', title: 'Applicant Info' },
  { id: 'applicantAddress', title: 'Address' },
  { id: 'applicantIncome', title: 'Income' },
  { id: 'applicantBanking', title: 'Banking' },
];

describe('ProgressSteps', () => {
  it('spec 01 §2: each step is complete before the current, active at it, upcoming after', () => {
    expect([0, 1, 2, 3].map((i) => getStepState(i, 2))).toEqual([
      'complete',
      'complete',
      'active',
      'upcoming',
    ]);
    const { container } = render(<ProgressSteps steps={steps} current={1} />);
    const states = [...container.querySelectorAll('[data-slot="progress-step"]')].map((el) =>
      el.getAttribute('data-state'),
    );
    expect(states).toEqual(['complete', 'active', 'upcoming', 'upcoming']);
    expect(screen.getByText('Address').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it("spec 03 §2: the header shows 'Step N (title)' and the progress bar reports the step", () => {
    render(<ProgressSteps steps={steps} current={2} />);
    expect(screen.getByText('Step 3 (Income)')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 (Income)');
  });

  it('a step state given by the wizard wins over the derived one', () => {
    const { container } = render(
      <ProgressSteps steps={[steps[0]!, { ...steps[1]!, state: 'complete' }, steps[2]!]} current={0} />,
    );
    expect(container.querySelectorAll('[data-state="complete"]')).toHaveLength(1);
  });

  it('defaults to the first step and clamps an out-of-range index', () => {
    const { rerender } = render(<ProgressSteps steps={steps} />);
    expect(screen.getByText('Step 1 (Applicant Info)')).toBeInTheDocument();
    rerender(<ProgressSteps steps={steps} current={9} />);
    expect(screen.getByText('Step 4 (Banking)')).toBeInTheDocument();
  });

  it('spec 01 §1: the header follows the locale', () => {
    render(
      <LocaleProvider locale="es">
        <ProgressSteps steps={steps} current={0} showSteps={false} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Paso 1 (Applicant Info)')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
