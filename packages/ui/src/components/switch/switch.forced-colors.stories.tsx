import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Switch } from './switch';
import { storyText } from '../../stories/story-text';

/**
 * The switch under forced colours: on is a Highlight track with the thumb at the right, off a
 * bordered track with a CanvasText thumb at the left; focus adds a system-colour outline. Screenshotted
 * by `packages/ui/test/forced-colors.browser.test.tsx` in both brands.
 */
const meta = {
  title: 'Forced colours/Switch',
  component: Switch,
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div className="inline-block p-4" data-testid="subject">
      <Field label={storyText('checkout.terms.waiver')}>
        <Switch {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
