import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Label } from '../label/label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { storyText } from '../../stories/story-text';

/**
 * The radio group as Windows High Contrast shows it: view with Chromium's forced-colours
 * emulation (DevTools › Rendering › Emulate CSS media feature forced-colors: active). The chosen radio
 * keeps a Highlight dot and the focused one a system-colour outline; `packages/ui/test/
 * forced-colors.browser.test.tsx` screenshots these stories under that emulation in both brands.
 */
const meta = {
  title: 'Forced colours/Radio group',
  component: RadioGroup,
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div className="inline-block p-4" data-testid="subject">
      <Field group label={storyText('app.calculator.frequency')}>
        <RadioGroup {...args}>
          {['Weekly', 'Bi-weekly'].map((label) => (
            <div key={label} className="flex items-center gap-2">
              <RadioGroupItem value={label} id={`fc-radio-${label}`} />
              <Label htmlFor={`fc-radio-${label}`}>{label}</Label>
            </div>
          ))}
        </RadioGroup>
      </Field>
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};
export const Selected: Story = { args: { defaultValue: 'Weekly' } };
