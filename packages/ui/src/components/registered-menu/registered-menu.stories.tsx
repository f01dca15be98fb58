import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMenuRegistry, type MenuItemDefinition } from '@leasekit/core/menu';
import { RegisteredMenu } from './registered-menu';

/** The sandbox's development pages as a registered menu, in both languages, with a Fill submenu behind `dev`. */
const DEV_MENU: MenuItemDefinition[] = [
  { id: 'stores', label: { en: 'Stores', es: 'Tiendas' }, href: '#/stores' },
  { id: 'shop', label: { en: 'Demo shop', es: 'Tienda de prueba' }, href: '#/shop' },
  { id: 'outbox', label: { en: 'Outbox', es: 'Bandeja de salida' }, href: '#/outbox' },
  { id: 'faults', label: { en: 'Faults', es: 'Fallos' }, disabled: true },
  {
    id: 'fill',
    label: { en: 'Fill', es: 'Rellenar' },
    when: 'dev',
    children: [
      { id: 'option-a', label: { en: 'Option A', es: 'Opción A' }, action: 'fill:option-a' },
      { id: 'denied', label: { en: 'Denied', es: 'Denegada' }, action: 'fill:denied-wo-score' },
    ],
  },
];

function Demo({
  orientation = 'horizontal',
  dev = true,
  onAction,
}: {
  orientation?: 'horizontal' | 'vertical';
  dev?: boolean;
  onAction?: (action: string) => void;
}) {
  const registry = React.useMemo(() => createMenuRegistry({ dev: DEV_MENU }), []);
  return (
    <RegisteredMenu
      registry={registry}
      menu="dev"
      label="Development pages"
      flags={{ dev }}
      currentHref="#/shop"
      orientation={orientation}
      onAction={onAction}
    />
  );
}

const meta = {
  title: 'Navigation/RegisteredMenu',
  component: Demo,
  args: { onAction: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const WithoutDevItems: Story = { args: { dev: false } };

/** The current page is marked; an action item calls back with its action. */
export const ChooseAction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Development pages' });
    await expect(within(nav).getByRole('link', { name: /^(Demo shop|Tienda de prueba)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: /^(Option A|Opción A)$/ }));
    await expect(args.onAction).toHaveBeenCalledWith(
      'fill:option-a',
      expect.objectContaining({ id: 'option-a' }),
    );
    // Ends without a focus ring, so the picture is the menu at rest.
    await userEvent.click(canvasElement);
  },
};
