import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';

describe('PhoneInput', () => {
  it('spec 01 §9: phone mask (###) ###-####, max 14', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput aria-label="Cell" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Cell');
    expect(input).toHaveAttribute('maxlength', '14');
    expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '555123456799');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onValueChange).toHaveBeenLastCalledWith('(555) 123-4567', '5551234567');
  });

  it('masks as the user types, partial numbers included', async () => {
    render(<PhoneInput aria-label="Cell" />);
    const input = screen.getByLabelText('Cell');
    await userEvent.type(input, '5551');
    expect(input).toHaveValue('(555) 1');
  });

  it('a pasted number in another format lands in the mask', async () => {
    render(<PhoneInput aria-label="Cell" />);
    await userEvent.click(screen.getByLabelText('Cell'));
    await userEvent.paste('555.123.4567');
    expect(screen.getByLabelText('Cell')).toHaveValue('(555) 123-4567');
  });

  it('controlled: shows the masked value it is given', () => {
    function Controlled() {
      const [value] = React.useState('5551234567');
      return <PhoneInput aria-label="Cell" value={value} />;
    }
    render(<Controlled />);
    expect(screen.getByLabelText('Cell')).toHaveValue('(555) 123-4567');
  });
});
