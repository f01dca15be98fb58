import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecurrenceInput } from '@leasekit/core/recurrence';
import { LocaleProvider } from '@leasekit/core/react';
import { RecurrenceEditor } from './recurrence-editor';

// Monday 5 January 2026, 09:00 UTC.
const dtstart = new Date('2026-01-05T09:00:00Z');

function summary() {
  return document.querySelector('[data-slot="recurrence-editor-summary"] p[aria-live]')!.textContent;
}

describe('RecurrenceEditor', () => {
  it('spec 01 §3: shows a plain-language summary of the rule', () => {
    render(
      <RecurrenceEditor defaultValue={{ preset: 'weekly', dtstart, end: { mode: 'count', count: 3 } }} />,
    );
    expect(summary()).toBe('every week on Monday for 3 times');
  });

  it('spec 01 §3: the summary follows the locale (Spanish)', () => {
    render(
      <LocaleProvider locale="es">
        <RecurrenceEditor defaultValue={{ preset: 'weekly', dtstart, end: { mode: 'count', count: 3 } }} />
      </LocaleProvider>,
    );
    expect(summary()).toBe('cada semana el lunes, 3 veces');
  });

  it('spec 01 §4: end modes never (1 year), on a date, after a count', async () => {
    const onValueChange = vi.fn();
    render(<RecurrenceEditor defaultValue={{ preset: 'daily', dtstart }} onValueChange={onValueChange} />);
    expect(summary()).toMatch(/until January 5, 2027/);

    await userEvent.click(screen.getByRole('radio', { name: 'On date' }));
    const until = screen.getByLabelText('End date');
    expect(until).toHaveValue('2027-01-05');
    fireEvent.change(until, { target: { value: '2026-02-01' } });
    const afterDate = onValueChange.mock.lastCall![0] as RecurrenceInput;
    expect(afterDate.end).toEqual({ mode: 'until', until: new Date('2026-02-01T23:59:59Z') });
    expect(summary()).toMatch(/until February 1, 2026/);

    await userEvent.click(screen.getByRole('radio', { name: 'After a number of occurrences' }));
    const count = screen.getByLabelText('Occurrences');
    expect(count).toHaveAttribute('min', '0');
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    expect((onValueChange.mock.lastCall![0] as RecurrenceInput).end).toEqual({ mode: 'count', count: 4 });
    expect(summary()).toBe('every day for 4 times');

    await userEvent.click(screen.getByRole('radio', { name: /Never/ }));
    expect((onValueChange.mock.lastCall![0] as RecurrenceInput).end).toEqual({ mode: 'never' });
  });

  it('spec 01 §5: a count of 0 is accepted (the minimum)', async () => {
    const onValueChange = vi.fn();
    render(
      <RecurrenceEditor
        defaultValue={{ preset: 'daily', dtstart, end: { mode: 'count', count: 2 } }}
        onValueChange={onValueChange}
      />,
    );
    const count = screen.getByLabelText('Occurrences');
    await userEvent.clear(count);
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.type(count, '0');
    expect((onValueChange.mock.lastCall![0] as RecurrenceInput).end).toEqual({ mode: 'count', count: 0 });
  });

  it('spec 01 §9: custom weekly rule with an interval and chosen weekdays', async () => {
    const onValueChange = vi.fn();
    render(
      <RecurrenceEditor
        defaultValue={{
          preset: 'custom',
          dtstart,
          custom: { freq: 2, interval: 1 },
          end: { mode: 'count', count: 4 },
        }}
        onValueChange={onValueChange}
      />,
    );
    const interval = screen.getByLabelText('Repeat every');
    fireEvent.change(interval, { target: { value: '2' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    const last = onValueChange.mock.lastCall![0] as RecurrenceInput;
    expect(last.custom).toMatchObject({ interval: 2, byweekday: [2, 4] });
    expect(summary()).toBe('every 2 weeks on Wednesday, Friday for 4 times');
  });

  it('spec 01 §9: a custom monthly rule on the day or on the nth weekday of the start', async () => {
    render(
      <RecurrenceEditor
        defaultValue={{
          preset: 'custom',
          dtstart,
          custom: { freq: 1, interval: 1 },
          end: { mode: 'count', count: 2 },
        }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Day 5' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'The first Monday' }));
    expect(summary()).toBe('every month on the 1st Monday for 2 times');
  });

  it('spec 01 §9: lists every preset, labelled from the start day', async () => {
    render(<RecurrenceEditor defaultValue={{ preset: 'weekly', dtstart }} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Repeats' }));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual([
      'Daily',
      'Weekly on Monday',
      'Monthly on day 5',
      'Monthly on the first Monday',
      'Yearly on January 5',
      'Every weekday (Monday to Friday)',
      'Custom',
    ]);
  });
});

describe("RecurrenceEditor's texts: a part of English that loads on demand", () => {
  it('on a page that had not loaded them, the editor is busy and empty, then shows its labels once they are in', async () => {
    // A fresh catalogue, as a page that has just opened has it (the setup loaded every part).
    vi.resetModules();
    const { RecurrenceEditor: Fresh } = await import('./recurrence-editor');
    const { t } = await import('@leasekit/core');
    expect(t('ui.recurrence.repeats')).toBe('ui.recurrence.repeats');
    const { container } = render(<Fresh defaultValue={{ preset: 'daily', dtstart }} className="mine" />);
    const box = container.querySelector('[data-slot="recurrence-editor"]')!;
    expect(box).toHaveAttribute('data-state', 'loading');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveClass('mine');
    expect(screen.queryByText('ui.recurrence.repeats')).toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Repeats' })).toBeInTheDocument();
    expect(box).toHaveAttribute('data-state', 'daily');
    expect(box).not.toHaveAttribute('aria-busy');
  });

  it('where the texts are in (loaded or registered), it shows them at once', () => {
    render(<RecurrenceEditor defaultValue={{ preset: 'daily', dtstart }} />);
    expect(screen.getByRole('combobox', { name: 'Repeats' })).toBeInTheDocument();
  });
});
