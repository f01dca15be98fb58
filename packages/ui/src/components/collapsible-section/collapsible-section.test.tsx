import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CollapsibleSection } from './collapsible-section';

describe('CollapsibleSection', () => {
  it('spec 02 §2: a summary section shows its content and an Edit button that calls onEdit', async () => {
    const onEdit = vi.fn();
    render(
      <CollapsibleSection title="Applicant Information" onEdit={onEdit}>
        <p>Jane Doe</p>
      </CollapsibleSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Applicant Information' })).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Applicant Information' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('spec 02 §2: the toggle collapses and expands the section (data-state closed/open)', async () => {
    const { container } = render(
      <CollapsibleSection title="Home Address">
        <p>1 Main St</p>
      </CollapsibleSection>,
    );
    const root = container.querySelector('[data-slot="collapsible-section"]')!;
    const toggle = screen.getByRole('button', { name: 'Show or hide Home Address' });
    expect(root).toHaveAttribute('data-state', 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(root).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByText('1 Main St')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
  });

  it('has no Edit button without onEdit and can start closed', () => {
    render(
      <CollapsibleSection title="Banking" defaultOpen={false}>
        <p>Bank</p>
      </CollapsibleSection>,
    );
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Bank')).not.toBeInTheDocument();
  });
});
