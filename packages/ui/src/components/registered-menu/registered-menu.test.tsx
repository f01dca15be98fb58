import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@leasekit/core';
import { createMenuRegistry } from '@leasekit/core/menu';
import { LocaleProvider } from '@leasekit/core/react';
import { RegisteredMenu } from './registered-menu';

beforeAll(async () => {
  await loadLocale('es');
});

const items = [
  { id: 'home', label: { en: 'Home', es: 'Inicio' }, href: '#/' },
  { id: 'upload', label: 'errors.upload.failed', href: 'javascript:alert(1)' },
  { id: 'fill', label: { en: 'Fill', es: 'Rellenar' }, when: 'dev', action: 'fill' },
  {
    id: 'more',
    label: { en: 'More', es: 'Más' },
    children: [{ id: 'help', label: { en: 'Help', es: 'Ayuda' }, href: 'https://lender.example/help' }],
  },
];

describe('RegisteredMenu (spec 01 §1 "a menu and locale registry")', () => {
  it('renders a registered menu from data as a named nav: safe links, the current page marked, submenus nested', () => {
    const registry = createMenuRegistry({ main: items });
    render(<RegisteredMenu registry={registry} menu="main" label="Main" currentHref="#/" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // A link that is not safe renders as text, never as an href.
    expect(within(nav).queryByRole('link', { name: 'Unable to upload file' })).toBeNull();
    expect(within(nav).getByText('Unable to upload file')).toHaveAttribute(
      'data-slot',
      'registered-menu-text',
    );
    expect(nav.querySelector('[href^="javascript"]')).toBeNull();
    const help = within(nav).getByRole('link', { name: 'Help' });
    expect(help.closest('[data-slot="registered-menu-submenu"]')).not.toBeNull();
    expect(within(nav).queryByText('Fill')).toBeNull();
  });

  it('shows the texts of the current locale: per-locale maps and message codes in Spanish', () => {
    const registry = createMenuRegistry({ main: items });
    render(
      <LocaleProvider locale="es">
        <RegisteredMenu registry={registry} menu="main" label="Principal" />
      </LocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(within(nav).getByText('No se pudo subir el archivo')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ayuda' })).toBeInTheDocument();
  });

  it('follows the registry: items registered later show at once, and the action of an item is called back', async () => {
    const registry = createMenuRegistry();
    const onAction = vi.fn();
    const { container } = render(
      <RegisteredMenu
        registry={registry}
        menu="main"
        label="Main"
        flags={{ dev: true }}
        onAction={onAction}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => {
      registry.register('main', items);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(onAction).toHaveBeenCalledWith('fill', expect.objectContaining({ id: 'fill', label: 'Fill' }));
  });
});
