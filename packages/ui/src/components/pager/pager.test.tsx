import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPagerWindow } from '@leasekit/core';
import { Pager } from './pager';

describe('Pager', () => {
  it('spec 01 §9: shows the 9-number window from getPagerWindow, the current page marked', () => {
    render(<Pager page={10} lastPage={20} pages={getPagerWindow(10, 20)} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = [...nav.querySelectorAll('[data-slot="pager-page"]')].map((b) => b.textContent);
    expect(numbers).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with Previous, Next and a page number', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={3} lastPage={5} pages={getPagerWindow(3, 5)} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [5]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} lastPage={3} pages={[1, 2, 3]} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pager page={3} lastPage={3} pages={[1, 2, 3]} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} lastPage={1} pages={[1]} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
