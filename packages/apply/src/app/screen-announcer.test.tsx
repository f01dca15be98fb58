import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, ProgressSteps, Screen } from '@leasekit/ui';
import type { Locale } from '@leasekit/core';
import { ScreenAnnouncer } from './screen-announcer';

const steps = (active: number) =>
  ['Applicant', 'Address', 'Income', 'Bank', 'Review', 'Verify', 'Done'].map((title, index) => ({
    id: title,
    title,
    state:
      index < active ? ('complete' as const) : index === active ? ('active' as const) : ('upcoming' as const),
  }));

function Page({ step, heading, locale = 'en' }: { step?: number; heading: string; locale?: Locale }) {
  return (
    <>
      <ScreenAnnouncer brand="LeaseKit" locale={locale} />
      <button type="button">Continue</button>
      {/* A new key is a new screen, as a new route or wizard step mounts a new one. */}
      <Screen
        key={`${heading}`}
        heading={heading}
        context={step === undefined ? undefined : <ProgressSteps steps={steps(step)} showSteps={false} />}
      >
        {heading === 'Approved' ? <p data-announce>You are approved for up to $2,500.00</p> : null}
      </Screen>
    </>
  );
}

describe('every screen change is perceivable', () => {
  it('titles the page with the step, its position and the brand', async () => {
    render(<Page heading="Income" step={2} />);
    await waitFor(() => expect(document.title).toBe('Income – Step 3 of 7 – LeaseKit'));
  });

  it('leaves focus alone on the first screen, then moves it to the new h1 and says the step once', async () => {
    const { rerender } = render(<Page heading="Applicant" step={0} />);
    await waitFor(() => expect(document.title).toBe('Applicant – Step 1 of 7 – LeaseKit'));
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'Continue' }).focus();
    rerender(<Page heading="Address" step={1} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Address' })).toHaveFocus());
    expect(document.title).toBe('Address – Step 2 of 7 – LeaseKit');
    // The heading is read by the focus move; the live region adds the position once (its text is a
    // state update of the same observer callback, so it may commit a moment after the focus moves).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Step 2 of 7$/));
  });

  it('a result screen reads its result with the focused heading, without copying its text', async () => {
    const { rerender } = render(<Page heading="One moment please..." />);
    rerender(<Page heading="Approved" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Approved' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription('You are approved for up to $2,500.00');
    // One copy of the text on the page: tests and shoppers find it once.
    expect(screen.getAllByText(/approved for up to/)).toHaveLength(1);
    expect(document.title).toBe('Approved – LeaseKit');
  });

  it('a screen that opens on a problem keeps focus on its error summary (GOV.UK error summary)', async () => {
    function Refused({ heading }: { heading: string }) {
      return (
        <>
          <ScreenAnnouncer brand="LeaseKit" locale="en" />
          <Screen key={heading} heading={heading}>
            {heading === 'Lease Summary' ? (
              <ErrorSummary
                title="There is a problem"
                errors={[{ id: 'technician-email', message: 'The Technician email is not registered.' }]}
              />
            ) : null}
          </Screen>
        </>
      );
    }
    const { rerender } = render(<Refused heading="Signing" />);
    rerender(<Refused heading="Lease Summary" />);
    const summary = screen.getByRole('alert');
    await waitFor(() => expect(document.title).toBe('Lease Summary – LeaseKit'));
    expect(summary).toHaveFocus();
  });

  it('a language switch re-titles the page without moving focus', async () => {
    function Switching() {
      const [locale, setLocale] = React.useState<Locale>('en');
      return (
        <>
          <ScreenAnnouncer brand="LeaseKit" locale={locale} />
          <button type="button" onClick={() => setLocale('es')}>
            Español
          </button>
          <Screen
            heading={locale === 'en' ? 'Income' : 'Ingresos'}
            context={<ProgressSteps steps={steps(2)} />}
          />
        </>
      );
    }
    render(<Switching />);
    const button = screen.getByRole('button', { name: 'Español' });
    button.focus();
    await act(async () => button.click());
    await waitFor(() => expect(document.title).toBe('Ingresos – Paso 3 de 7 – LeaseKit'));
    expect(button).toHaveFocus();
  });
});
