import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@leasekit/core/react';
import { Field } from '../field/field';
import { DatePicker } from './date-picker';

describe('DatePicker', () => {
  it('spec 01 §9: shows the date in the default display (weekday, month, day, year and time)', () => {
    render(<DatePicker aria-label="Delivery date" defaultValue={new Date(2026, 10, 21, 15, 5)} />);
    expect(screen.getByRole('button')).toHaveTextContent('Saturday, November 21, 2026 3:05 PM');
  });

  it('opens a calendar, picking a day closes it and reports the date', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Delivery date">
        <DatePicker
          defaultValue={new Date(2026, 10, 21)}
          displayFormat="MM/dd/yyyy"
          onValueChange={onValueChange}
        />
      </Field>,
    );
    const trigger = screen.getByRole('button', { name: 'Delivery date' });
    await userEvent.click(trigger);
    const grid = await screen.findByRole('grid');
    expect(grid).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /November 24/ }));
    expect(onValueChange).toHaveBeenCalledWith(new Date(2026, 10, 24));
    expect(trigger).toHaveTextContent('11/24/2026');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it("shows 'Pick a date' while empty, and names its calendar 'Calendar' outside a Field", async () => {
    render(<DatePicker aria-label="Date" />);
    const trigger = screen.getByRole('button');
    expect(trigger).toHaveTextContent('Pick a date');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
  });

  it('in Spanish, its default texts come from the Spanish catalogue', async () => {
    render(
      <LocaleProvider locale="es">
        <DatePicker aria-label="Fecha" />
      </LocaleProvider>,
    );
    const trigger = screen.getByRole('button');
    expect(trigger).toHaveTextContent('Elija una fecha');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Calendario' })).toBeInTheDocument();
  });

  it('a given placeholder and label win over the catalogue', async () => {
    render(<DatePicker aria-label="Date" placeholder="When?" label="Delivery calendar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent('When?');
    expect(await screen.findByRole('dialog', { name: 'Delivery calendar' })).toBeInTheDocument();
  });
});
