import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, waitFor } from 'storybook/test';
import { createUploadQueue, type UploadQueueOptions, type UploadRequest } from '@leasekit/core/form';
import { useCurrentLocale } from '@leasekit/core/react';
import { STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { Button } from '../components/button/button';
import { Checkbox } from '../components/checkbox/checkbox';
import { Combobox } from '../components/combobox/combobox';
import { DateInput } from '../components/date-input/date-input';
import { DatePicker } from '../components/date-picker/date-picker';
import { Field } from '../components/field/field';
import { Input } from '../components/input/input';
import { MoneyInput } from '../components/money-input/money-input';
import { MultiSelect } from '../components/multi-select/multi-select';
import { NativeSelect, NativeSelectOption } from '../components/native-select/native-select';
import { PhoneInput } from '../components/phone-input/phone-input';
import { RadioGroup, RadioGroupItem } from '../components/radio-group/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/select/select';
import { SsnInput } from '../components/ssn-input/ssn-input';
import { AccountNumberInput } from '../components/account-number-input/account-number-input';
import { Switch } from '../components/switch/switch';
import { Textarea } from '../components/textarea/textarea';
import { Label } from '../components/label/label';
import { FileUpload } from '../components/file-upload/file-upload';
import { RecurrenceEditor } from '../components/recurrence-editor/recurrence-editor';
import { storyFrequencies, storyText } from './story-text';

/**
 * Every form control in every state, side by side: default, hover, focus, filled, disabled, read-only
 * (typed fields only: pickers have no read-only), error with its message, loading where the control has
 * one, and long text. Hover and focus are drawn with the pseudo-states addon (the cells marked
 * data-demo-state, or data-demo-part-state), so no real focus is left behind and the story needs no interaction.
 */
type State =
  | 'Default'
  | 'Hover'
  | 'Focus'
  | 'Filled'
  | 'Disabled'
  | 'Read-only'
  | 'Error'
  | 'Loading'
  | 'Long text'
  | 'Dragging';

const controls = ':is(input, textarea, select, button)';

/**
 * Controls made of several parts draw hover and focus on one of them: FileUpload's browse link and its
 * picker, RecurrenceEditor's preset. Their cells are marked data-demo-part-state instead.
 */
const drawnParts = {
  hover: ':is([data-slot="file-upload-zone"] label, [data-slot="recurrence-editor-preset"])',
  focus: ':is([data-slot="file-upload-input"], [data-slot="recurrence-editor-preset"])',
};

const meta = {
  title: 'Forms/Control states',
  parameters: {
    pseudo: {
      // The story tests render outside #storybook-root, the addon's default root.
      rootSelector: 'body',
      // One set of selectors for every story: on a Docs page each story applies its set to the whole
      // body (the root above), so a story's own set would be drawn over, or draw over, the others'.
      hover: [`[data-demo-state="Hover"] ${controls}`, `[data-demo-part-state="Hover"] ${drawnParts.hover}`],
      focusVisible: [
        `[data-demo-state="Focus"] ${controls}`,
        `[data-demo-part-state="Focus"] ${drawnParts.focus}`,
      ],
      focus: [`[data-demo-state="Focus"] ${controls}`, `[data-demo-part-state="Focus"] ${drawnParts.focus}`],
    },
  },
  // The addon rewrites the page's :hover and :focus rules when Storybook announces a rendered story; the
  // story tests announce nothing, so the story does, and waits a frame for the rules to apply.
  play: async () => {
    addons.getChannel().emit(STORY_RENDERED);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const longName = 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Cholmondeley';

/** One cell per state, each a labelled Field; `control` draws the control for a state. */
function StateSheet({
  label,
  error,
  states,
  control,
}: {
  label: string;
  error: string;
  states: readonly State[];
  control: (state: State) => React.ReactNode;
}) {
  return (
    <div className="grid max-w-3xl gap-x-6 gap-y-4 sm:grid-cols-2">
      {states.map((state) => (
        <div key={state} data-demo-state={state}>
          <Field label={`${label} (${state.toLowerCase()})`} error={state === 'Error' ? error : undefined}>
            {control(state)}
          </Field>
        </div>
      ))}
    </div>
  );
}

const textStates = [
  'Default',
  'Hover',
  'Focus',
  'Filled',
  'Disabled',
  'Read-only',
  'Error',
  'Long text',
] as const;
const pickerStates = ['Default', 'Hover', 'Focus', 'Filled', 'Disabled', 'Error', 'Long text'] as const;

/** Props every typed field takes per state; `filled` and `long` are the values shown. */
function textProps(state: State, filled: string, long = filled) {
  return {
    defaultValue:
      state === 'Default' || state === 'Hover' ? undefined : state === 'Long text' ? long : filled,
    disabled: state === 'Disabled',
    readOnly: state === 'Read-only',
  };
}

export const TextInput: Story = {
  render: () => (
    <StateSheet
      label="Last name"
      error="Enter your last name"
      states={textStates}
      control={(state) => <Input {...textProps(state, 'Smith', longName)} />}
    />
  ),
};

export const TextArea: Story = {
  render: () => (
    <StateSheet
      label="Delivery notes"
      error={storyText('validation.max.string', { field: 'Delivery notes', max: 500 })}
      states={textStates}
      control={(state) => (
        <Textarea
          {...textProps(state, 'Leave at the side door.', `Leave at the side door. ${longName} `.repeat(4))}
        />
      )}
    />
  ),
};

export const Money: Story = {
  render: () => (
    <StateSheet
      label="Monthly income"
      error="Enter your monthly income, like $2,500"
      states={textStates}
      control={(state) => <MoneyInput {...textProps(state, '2,500.00', '1,234,567,890.12')} />}
    />
  ),
};

export const Phone: Story = {
  render: () => (
    <StateSheet
      label="Mobile phone"
      error="Enter a 10-digit phone number, like (555) 555-0123"
      states={textStates}
      control={(state) => <PhoneInput {...textProps(state, '5555550123')} />}
    />
  ),
};

export const Ssn: Story = {
  name: 'SSN',
  render: () => (
    <StateSheet
      label="Social Security number"
      error="Enter a 9-digit Social Security number"
      states={textStates}
      control={(state) => <SsnInput {...textProps(state, '123456789')} />}
    />
  ),
};

export const AccountNumber: Story = {
  render: () => (
    <StateSheet
      label="Account number"
      error="Enter your account number, 4 to 17 digits"
      states={textStates}
      control={(state) => <AccountNumberInput {...textProps(state, '000123456789', '00012345678901234')} />}
    />
  ),
};

export const DateOfBirth: Story = {
  render: () => (
    <StateSheet
      label="Date of birth"
      error="Date of birth must be a real date, like 03/27/1985"
      states={textStates}
      control={(state) => <DateInput {...textProps(state, '03271985')} />}
    />
  ),
};

/** The pay frequencies in the story's locale, then one far longer than usual. */
const getFrequencies = () => [
  ...storyFrequencies().map(([, text]) => text),
  'Every other Friday after the first Monday of the month',
];

export const SelectControl: Story = {
  name: 'Select',
  render: () => (
    <StateSheet
      label="Pay frequency"
      error="Select how often you are paid"
      states={pickerStates}
      control={(state) => (
        <Select
          disabled={state === 'Disabled'}
          defaultValue={
            state === 'Filled' ? getFrequencies()[0] : state === 'Long text' ? getFrequencies()[4] : undefined
          }
        >
          <SelectTrigger>
            <SelectValue placeholder="Select..." />
          </SelectTrigger>
          <SelectContent>
            {getFrequencies().map((text) => (
              <SelectItem key={text} value={text}>
                {text}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  ),
};

export const NativeSelectControl: Story = {
  name: 'Native select',
  render: () => (
    <StateSheet
      label="Pay frequency"
      error="Select how often you are paid"
      states={pickerStates}
      control={(state) => (
        <NativeSelect
          placeholder="Select..."
          disabled={state === 'Disabled'}
          defaultValue={
            state === 'Filled' ? getFrequencies()[0] : state === 'Long text' ? getFrequencies()[4] : ''
          }
        >
          {getFrequencies().map((text) => (
            <NativeSelectOption key={text} value={text}>
              {text}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    />
  ),
};

const employers = [
  { text: 'Acme Corporation', value: 'acme' },
  {
    text: 'The Very Long Name Regional Hospital and Medical Center Foundation of Greater Springfield',
    value: 'long',
  },
];

export const ComboboxControl: Story = {
  name: 'Combobox',
  render: () => (
    <StateSheet
      label="Employer"
      error="Select your employer"
      states={[...pickerStates, 'Loading']}
      control={(state) => (
        <Combobox
          options={employers}
          placeholder="Search employers"
          disabled={state === 'Disabled'}
          loading={state === 'Loading'}
          defaultValue={state === 'Filled' ? 'acme' : state === 'Long text' ? 'long' : undefined}
        />
      )}
    />
  ),
};

export const MultiSelectControl: Story = {
  name: 'Multi-select',
  render: () => (
    <StateSheet
      label="Income sources"
      error="Select at least one income source"
      states={pickerStates}
      control={(state) => (
        <MultiSelect
          options={getFrequencies().map((text) => ({ text, value: text }))}
          placeholder="Select..."
          disabled={state === 'Disabled'}
          defaultValue={
            state === 'Filled'
              ? [getFrequencies()[0]!]
              : state === 'Long text'
                ? [getFrequencies()[4]!, getFrequencies()[3]!]
                : []
          }
        />
      )}
    />
  ),
};

export const DatePickerControl: Story = {
  name: 'Date picker',
  render: () => (
    <StateSheet
      label="First payment date"
      error="Choose a first payment date within 30 days"
      states={pickerStates}
      control={(state) => (
        <DatePicker
          disabled={state === 'Disabled'}
          displayFormat={state === 'Long text' ? 'EEEE, MMMM d, yyyy' : 'MM/dd/yyyy'}
          defaultValue={state === 'Filled' || state === 'Long text' ? new Date(2026, 10, 25) : null}
        />
      )}
    />
  ),
};

/** Choice controls label themselves, so each cell is the control and its label, with the error below. */
function ChoiceSheet({ control }: { control: (state: State, id: string) => React.ReactNode }) {
  const states = ['Default', 'Hover', 'Focus', 'Filled', 'Disabled', 'Error', 'Long text'] as const;
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {states.map((state) => {
        const id = `choice-${state.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <div key={state} data-demo-state={state} className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              {control(state, id)}
              <Label htmlFor={id}>
                {state === 'Long text'
                  ? 'I confirm that the information I have given is true and complete to the best of my knowledge, and I agree to the terms'
                  : `I agree to the terms (${state.toLowerCase()})`}
              </Label>
            </div>
            {state === 'Error' ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                Agree to the terms to continue
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function choiceProps(state: State, id: string) {
  return {
    id,
    disabled: state === 'Disabled',
    'aria-invalid': state === 'Error' || undefined,
    'aria-describedby': state === 'Error' ? `${id}-error` : undefined,
  };
}

export const CheckboxControl: Story = {
  name: 'Checkbox',
  render: () => (
    <ChoiceSheet
      control={(state, id) => (
        <Checkbox {...choiceProps(state, id)} defaultChecked={state === 'Filled' || state === 'Long text'} />
      )}
    />
  ),
};

export const SwitchControl: Story = {
  name: 'Switch',
  render: () => (
    <ChoiceSheet
      control={(state, id) => (
        <Switch {...choiceProps(state, id)} defaultChecked={state === 'Filled' || state === 'Long text'} />
      )}
    />
  ),
};

export const RadioControl: Story = {
  name: 'Radio group',
  render: () => (
    <ChoiceSheet
      control={(state, id) => (
        <RadioGroup
          aria-label={`Terms (${state.toLowerCase()})`}
          defaultValue={state === 'Filled' || state === 'Long text' ? 'yes' : undefined}
          disabled={state === 'Disabled'}
        >
          <RadioGroupItem value="yes" {...choiceProps(state, id)} />
        </RadioGroup>
      )}
    />
  ),
};

export const ButtonControl: Story = {
  name: 'Button',
  render: () => (
    <div className="flex max-w-3xl flex-wrap items-start gap-4">
      {(['Default', 'Hover', 'Focus', 'Disabled', 'Loading', 'Long text'] as const).map((state) => (
        <div key={state} data-demo-state={state}>
          <Button disabled={state === 'Disabled'} loading={state === 'Loading'}>
            {state === 'Long text'
              ? 'Continue to the lease summary and payment schedule'
              : `Continue (${state.toLowerCase()})`}
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** The upload queue's delete transport: never called by these pictures. */
const uploadTransport = (async () => ({
  status: true,
  code: 200,
  data: null,
  error: null,
})) as UploadQueueOptions['transport'];

/**
 * Uploads that stay where the picture needs them: 'hold' stops at 60% and never finishes (loading),
 * 'fail' is refused by the server (error, with the spec's 'Unable to upload file').
 */
function stuckUpload(mode: 'hold' | 'fail') {
  return (request: UploadRequest) => {
    if (mode === 'hold') {
      request.onProgress(60);
      return new Promise<never>(() => {});
    }
    return Promise.resolve({ status: false as const, code: 500, data: null, error: null });
  };
}

const longFileName = 'a-very-long-file-name-that-goes-on-and-on-for-the-applicant-income-statement-2026.pdf';

/** One FileUpload in one state, on its own queue; loading and error start an upload on mount. */
function FileUploadCell({ state }: { state: State }) {
  // The queue's own messages (a failed upload) in the story's locale.
  const locale = useCurrentLocale();
  const [queue] = React.useState(() =>
    createUploadQueue({
      locale,
      url: '/upload',
      transport: uploadTransport,
      upload: stuckUpload(state === 'Error' ? 'fail' : 'hold'),
      files:
        state === 'Filled'
          ? [{ id: 1, original_name: 'paystub-march.pdf', url: '#', size: 240_000 }]
          : state === 'Long text'
            ? [{ id: 2, original_name: longFileName, url: '#', size: 12_000_000 }]
            : [],
    }),
  );
  React.useEffect(() => {
    if (state === 'Loading' || state === 'Error') {
      const name = state === 'Loading' ? 'bank-statement.pdf' : 'drivers-license.png';
      queue.add([new File(['%PDF-1.4'.repeat(400)], name, { type: 'application/pdf' })]);
    }
    return () => queue.dispose();
  }, [queue, state]);
  return (
    <FileUpload
      queue={queue}
      label={
        state === 'Long text'
          ? 'Supporting documents for the application, including proof of income and identity'
          : `Proof of income (${state.toLowerCase()})`
      }
      disabled={state === 'Disabled'}
      state={state === 'Dragging' ? 'dragging' : undefined}
    />
  );
}

/**
 * FileUpload labels itself, so each cell is the whole control. Its states: the idle drop zone, the browse
 * link hovered, keyboard focus on the picker (the zone's ring), files held over it, an uploaded file,
 * disabled, a failed upload with the spec's message and a retry, an upload in progress, and a long label
 * and file name. No read-only: a file list that cannot change is a list of links, not this control.
 */
export const FileUploadControl: Story = {
  name: 'File upload',
  render: () => (
    <div className="grid max-w-3xl grid-cols-1 gap-x-6 gap-y-6 sm:grid-cols-2">
      {(
        [
          'Default',
          'Hover',
          'Focus',
          'Dragging',
          'Filled',
          'Disabled',
          'Error',
          'Loading',
          'Long text',
        ] as const
      ).map((state) => (
        <div key={state} data-demo-part-state={state}>
          <FileUploadCell state={state} />
        </div>
      ))}
    </div>
  ),
  play: async (context) => {
    await meta.play();
    const row = (state: State) =>
      context.canvasElement.querySelector(`[data-demo-part-state="${state}"] [data-slot="file-upload-item"]`);
    // The queue starts an upload after its pause; the picture waits for the row to settle.
    await waitFor(() => expect(row('Loading')).toHaveAttribute('data-state', 'uploading'));
    await waitFor(() => expect(row('Error')).toHaveAttribute('data-state', 'failed'));
  },
};

const recurrenceStart = new Date('2026-03-16T09:00:00Z');

/**
 * RecurrenceEditor is a group of controls, labelled by its fieldset as the schema form shows it; hover and
 * focus are drawn on its first control (the preset). Its states: daily from the start day, hovered,
 * focused, a custom rule (every 2 weeks on Monday and Wednesday, 10 times), disabled (the schema form's
 * read-only too: the editor has no read-only of its own), an error under the group (an end before the start), and a long rule
 * (custom, five weekdays, until a date). It loads nothing, so it has no loading state.
 */
export const RecurrenceControl: Story = {
  name: 'Recurrence editor',
  render: () => (
    <div className="flex max-w-3xl flex-col gap-8">
      {(['Default', 'Hover', 'Focus', 'Filled', 'Disabled', 'Error', 'Long text'] as const).map((state) => (
        <div key={state} data-demo-part-state={state}>
          <Field
            group
            label={`Payment schedule (${state.toLowerCase()})`}
            error={state === 'Error' ? 'End date must be after the start date' : undefined}
          >
            <RecurrenceEditor
              disabled={state === 'Disabled'}
              defaultValue={
                state === 'Filled'
                  ? {
                      preset: 'custom',
                      dtstart: recurrenceStart,
                      custom: { freq: 2, interval: 2, byweekday: [0, 2] },
                      end: { mode: 'count', count: 10 },
                    }
                  : state === 'Long text'
                    ? {
                        preset: 'custom',
                        dtstart: recurrenceStart,
                        custom: { freq: 2, interval: 3, byweekday: [0, 1, 2, 3, 4] },
                        end: { mode: 'until', until: new Date('2027-12-31T23:59:59Z') },
                      }
                    : state === 'Error'
                      ? {
                          preset: 'weekly',
                          dtstart: recurrenceStart,
                          end: { mode: 'until', until: new Date('2026-03-01T23:59:59Z') },
                        }
                      : { preset: 'daily', dtstart: recurrenceStart }
              }
            />
          </Field>
        </div>
      ))}
    </div>
  ),
};
