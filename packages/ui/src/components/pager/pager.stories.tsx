import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getPagerWindow } from '@leasekit/core';
import { Pager } from './pager';

function Demo({
  lastPage = 20,
  start = 1,
  disabled = false,
}: {
  lastPage?: number;
  start?: number;
  disabled?: boolean;
}) {
  const [page, setPage] = React.useState(start);
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      pages={getPagerWindow(page, lastPage)}
      onPageChange={setPage}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Lists/Pager',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Middle: Story = { args: { start: 10 } };
export const FewPages: Story = { args: { lastPage: 3 } };
export const Disabled: Story = { args: { start: 5, disabled: true } };

/** Pager moves: Next, a page number, Previous; the window follows the current page. */
export const Moves: Story = {
  // A test of the interaction: its Docs page shows the component's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|Siguiente)$/ }));
    await expect(canvas.getByRole('button', { name: /^(Page|Página) 2$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Page|Página) 9$/ }));
    await expect(canvas.getByRole('button', { name: /^(Page|Página) 13$/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^(Previous|Anterior)$/ }));
    await expect(canvas.getByRole('button', { name: /^(Page|Página) 8$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvasElement);
  },
};
