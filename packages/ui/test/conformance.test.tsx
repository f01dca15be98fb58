import type * as React from 'react';
import axe from 'axe-core';
import { render } from '@testing-library/react';
import { OTPInputContext } from 'input-otp';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createList, type ApiResult } from '@leasekit/core';
import { createSchemaForm, createUploadQueue } from '@leasekit/core/form';
import { createMenuRegistry } from '@leasekit/core/menu';
import * as entry from '../src/index';
import { rowsSchema } from './rows-schema';
import {
  AccountNumberInput,
  Alert,
  AlertDescription,
  AlertTitle,
  BrandLogo,
  Breadcrumbs,
  Nowrap,
  TokenText,
  Button,
  Calendar,
  Card,
  Checkbox,
  CollapsibleSection,
  Combobox,
  ConfirmDialog,
  DataList,
  DateInput,
  DatePicker,
  ErrorPage,
  ErrorSummary,
  Field,
  FieldError,
  FieldFrame,
  FileUpload,
  FullScreenLoader,
  IdleModal,
  Input,
  Label,
  Modal,
  ModalClose,
  MoneyInput,
  MultiSelect,
  NativeSelect,
  NativeSelectOptGroup,
  NativeSelectOption,
  Pager,
  PhoneInput,
  PinInput,
  PinInputSlot,
  PortalContainerProvider,
  ProgressSteps,
  RadioGroup,
  RadioGroupItem,
  RecurrenceEditor,
  RegisteredMenu,
  SchemaForm,
  Screen,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  SkipLink,
  Spinner,
  SsnInput,
  Switch,
  Textarea,
  ThemeProvider,
  Toaster,
} from '../src/index';

/**
 * The conformance suite: every component the package exports keeps the house contract (shadcn's shape).
 * The caller's class is merged last, so it wins a conflict through tailwind-merge; `ref` reaches the DOM
 * element; that element carries `data-slot`; arbitrary props (`id`, `data-*`, `aria-*`) reach it;
 * under `asChild` the caller's handlers and `disabled` are kept; a minimal render is axe clean. A
 * component left out of a rule says why in its row.
 */

/** The props each rule hands a component; a row spreads them onto the element under test. */
interface Passed {
  className?: string;
  ref?: (node: Element | null) => void;
  id?: string;
  'data-conformance'?: string;
  'aria-describedby'?: string;
}

/** The props of the asChild rule. */
interface AsChildPassed {
  onClick: () => void;
  disabled: boolean;
}

type Rule = 'className' | 'ref' | 'slot' | 'props' | 'id' | 'axe';

interface Row {
  /** Renders the component with the minimal props it needs, the rule's props spread onto it. */
  render: (passed: Passed) => React.ReactElement;
  /** The `data-slot` of the element the props land on (the component's root part). */
  slot: string;
  /** Renders it with `asChild` around a link, where the component supports `asChild`. */
  asChild?: (passed: AsChildPassed) => React.ReactElement;
  /** Rules the component is left out of, each with the reason. */
  except?: Partial<Record<Rule, string>>;
}

const noop = () => undefined;
const idle = () => new Promise<ApiResult<unknown>>(noop);

/** A Select opened in place (Radix renders its parts only inside the root and, for content, open). */
function OpenSelect({ children }: { children: React.ReactNode }) {
  return (
    <Select open defaultValue="a">
      <SelectTrigger aria-label="State">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  );
}

const DIALOG_ROOT =
  "its props are the Radix dialog root's (`open`, `onOpenChange`), which renders no element; `className` and `ref` go to the panel";
const SONNER =
  "sonner's Toaster renders its list only while a toast shows and forwards neither ref nor data-* props; it is styled through `toastOptions`";
const NO_ELEMENT =
  'renders no element of its own (a context or state provider), so there is nothing to style, reference or label';

const table: Record<string, Row> = {
  AccountNumberInput: {
    slot: 'account-number-input',
    render: (p) => <AccountNumberInput aria-label="Account number" {...p} />,
  },
  Alert: { slot: 'alert', render: (p) => <Alert {...p}>Saved</Alert> },
  AlertTitle: { slot: 'alert-title', render: (p) => <AlertTitle {...p}>Saved</AlertTitle> },
  AlertDescription: {
    slot: 'alert-description',
    render: (p) => <AlertDescription {...p}>Your details are saved.</AlertDescription>,
  },
  BrandLogo: { slot: 'brand-logo', render: (p) => <BrandLogo {...p} /> },
  Nowrap: { slot: 'nowrap', render: (p) => <Nowrap {...p}>(888) 555-0200</Nowrap> },
  TokenText: {
    slot: 'token-text',
    render: (p) => <TokenText {...p}>{'Please contact (800) 555-0101.'}</TokenText>,
  },
  Breadcrumbs: {
    slot: 'breadcrumbs',
    render: (p) => <Breadcrumbs items={[{ label: 'Home', href: '#home' }, { label: 'Apply' }]} {...p} />,
  },
  Button: {
    slot: 'button',
    render: (p) => <Button {...p}>Continue</Button>,
    asChild: (p) => (
      <Button asChild {...p}>
        <a href="#next">Continue</a>
      </Button>
    ),
  },
  Card: {
    slot: 'card',
    render: (p) => (
      <Card {...p}>
        <p>Main Street Furniture</p>
      </Card>
    ),
  },
  Calendar: {
    slot: 'calendar',
    render: (p) => <Calendar {...p} />,
    except: {
      ref: "react-day-picker's DayPicker takes no ref; the calendar is reached through its grid's role",
      id: "react-day-picker keeps `id` for itself, as the prefix of its grid's and caption's ids",
      props:
        'react-day-picker passes `data-*` and its own `aria-label`/`aria-labelledby` to its root, other `aria-*` it drops',
    },
  },
  Checkbox: { slot: 'checkbox', render: (p) => <Checkbox aria-label="I agree" {...p} /> },
  CollapsibleSection: {
    slot: 'collapsible-section',
    render: (p) => (
      <CollapsibleSection title="Income" {...p}>
        Details
      </CollapsibleSection>
    ),
  },
  Combobox: {
    slot: 'combobox-trigger',
    // Named by the field around it, as every form control is.
    render: (p) => (
      <Field label="Store">
        <Combobox options={[]} {...p} />
      </Field>
    ),
  },
  ConfirmDialog: {
    slot: 'confirm-dialog',
    render: (p) => <ConfirmDialog open title="Discard?" description="Your answers go." {...p} />,
    except: { props: DIALOG_ROOT },
  },
  DataList: {
    slot: 'data-list',
    render: (p) => (
      <DataList
        list={createList({
          transport: idle as never,
          url: '/stores',
          answer: rowsSchema(
            (row): row is { id: string } =>
              typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string',
          ),
        })}
        columns={[{ key: 'id', header: 'Store' }]}
        caption="Stores"
        autoLoad={false}
        {...p}
      />
    ),
  },
  DateInput: { slot: 'date-input', render: (p) => <DateInput aria-label="Date of birth" {...p} /> },
  DatePicker: { slot: 'date-picker-trigger', render: (p) => <DatePicker label="Start date" {...p} /> },
  ErrorPage: { slot: 'error-page', render: (p) => <ErrorPage {...p} /> },
  ErrorSummary: {
    slot: 'error-summary',
    render: (p) => <ErrorSummary errors={[{ id: 'last_name', message: 'Enter Last Name' }]} {...p} />,
  },
  Field: {
    slot: 'field',
    render: (p) => (
      <Field label="Last Name" {...p}>
        <Input />
      </Field>
    ),
    except: {
      id: "`id` is the control's id (its label's `for` and the error summary's link target), not the wrapper's",
    },
  },
  FieldError: { slot: 'field-error', render: (p) => <FieldError {...p}>Enter Last Name</FieldError> },
  FieldFrame: {
    slot: 'schema-form-unknown-type',
    render: () => (
      <FieldFrame
        widget={undefined}
        props={
          {
            field: { name: 'x', type: 'text', label: 'X' },
            id: 'x',
            locale: 'en',
          } as never
        }
      />
    ),
    except: {
      className: "the schema form's frame around a widget takes the widget and its props, not element props",
      ref: "the schema form's frame around a widget takes the widget and its props, not element props",
      props: "the schema form's frame around a widget takes the widget and its props, not element props",
    },
  },
  FileUpload: {
    slot: 'file-upload',
    render: (p) => (
      <FileUpload
        queue={createUploadQueue({ url: '/upload', upload: noop as never, transport: idle as never })}
        label="Documents"
        {...p}
      />
    ),
  },
  FullScreenLoader: { slot: 'full-screen-loader', render: (p) => <FullScreenLoader open {...p} /> },
  IdleModal: {
    slot: 'idle-modal',
    render: (p) => <IdleModal open secondsLeft={30} onKeepAlive={noop} {...p} />,
    except: { props: DIALOG_ROOT },
  },
  Input: { slot: 'input', render: (p) => <Input aria-label="Last Name" {...p} /> },
  Label: { slot: 'label', render: (p) => <Label {...p}>Last Name</Label> },
  PortalContainerProvider: {
    slot: '',
    render: () => <PortalContainerProvider container={null}>text</PortalContainerProvider>,
    except: { className: NO_ELEMENT, ref: NO_ELEMENT, slot: NO_ELEMENT, props: NO_ELEMENT },
  },
  Modal: {
    slot: 'modal',
    render: (p) => (
      <Modal open title="Terms" {...p}>
        The terms.
      </Modal>
    ),
    except: { props: DIALOG_ROOT },
  },
  ModalClose: {
    slot: 'modal-close-action',
    render: (p) => (
      <Modal
        open
        title="Terms"
        footer={
          <ModalClose {...p}>
            <Button>Close</Button>
          </ModalClose>
        }
      >
        The terms.
      </Modal>
    ),
    asChild: (p) => (
      <Modal
        open
        title="Terms"
        footer={
          <ModalClose {...p}>
            <Button>Close</Button>
          </ModalClose>
        }
      >
        The terms.
      </Modal>
    ),
  },
  MoneyInput: { slot: 'money-input', render: (p) => <MoneyInput aria-label="Gross Income" {...p} /> },
  MultiSelect: {
    slot: 'multi-select-trigger',
    render: (p) => <MultiSelect options={[]} label="Days" {...p} />,
  },
  NativeSelect: {
    slot: 'native-select',
    render: (p) => (
      <NativeSelect aria-label="State" {...p}>
        <NativeSelectOption value="CA">California</NativeSelectOption>
      </NativeSelect>
    ),
  },
  NativeSelectOption: {
    slot: 'native-select-option',
    render: (p) => (
      <NativeSelect aria-label="State">
        <NativeSelectOption value="CA" {...p}>
          California
        </NativeSelectOption>
      </NativeSelect>
    ),
  },
  NativeSelectOptGroup: {
    slot: 'native-select-optgroup',
    render: (p) => (
      <NativeSelect aria-label="State">
        <NativeSelectOptGroup label="West" {...p}>
          <NativeSelectOption value="CA">California</NativeSelectOption>
        </NativeSelectOptGroup>
      </NativeSelect>
    ),
  },
  Pager: {
    slot: 'pager',
    render: (p) => <Pager page={1} lastPage={3} pages={[1, 2, 3]} onPageChange={noop} {...p} />,
  },
  PhoneInput: { slot: 'phone-input', render: (p) => <PhoneInput aria-label="Phone" {...p} /> },
  PinInput: { slot: 'pin-input', render: (p) => <PinInput aria-label="Code" {...p} /> },
  PinInputSlot: {
    slot: 'pin-input-slot',
    // PinInput draws its own slots and takes no children: the slot gets input-otp's context directly.
    render: (p) => (
      <OTPInputContext.Provider
        value={{
          slots: [{ char: '4', placeholderChar: null, isActive: false, hasFakeCaret: false }],
          isFocused: false,
          isHovering: false,
        }}
      >
        <PinInputSlot index={0} {...p} />
      </OTPInputContext.Provider>
    ),
  },
  RegisteredMenu: {
    slot: 'registered-menu',
    render: (p) => (
      <RegisteredMenu
        registry={createMenuRegistry({ main: [{ id: 'home', label: 'Home', href: '/' }] })}
        menu="main"
        label="Main"
        {...p}
      />
    ),
  },
  ProgressSteps: {
    slot: 'progress-steps',
    render: (p) => (
      <ProgressSteps
        steps={[
          { id: 'a', title: 'Applicant', state: 'active' },
          { id: 'b', title: 'Income', state: 'upcoming' },
        ]}
        {...p}
      />
    ),
  },
  RadioGroup: {
    slot: 'radio-group',
    render: (p) => (
      <RadioGroup aria-label="Pay" {...p}>
        <RadioGroupItem value="a" aria-label="Weekly" />
      </RadioGroup>
    ),
    except: { id: "`id` belongs to the first radio (the error summary's link target), not the group" },
  },
  RadioGroupItem: {
    slot: 'radio-group-item',
    render: (p) => (
      <RadioGroup aria-label="Pay">
        <RadioGroupItem value="a" aria-label="Weekly" {...p} />
      </RadioGroup>
    ),
  },
  RecurrenceEditor: { slot: 'recurrence-editor', render: (p) => <RecurrenceEditor {...p} /> },
  SchemaForm: {
    slot: 'schema-form',
    render: (p) => (
      <SchemaForm
        form={createSchemaForm({
          transport: idle as never,
          schema: {
            action: '/contact',
            title: 'Contact',
            buttons: [{ label: 'Continue', type: 'submit' }],
            children: [{ name: 'last_name', type: 'text', label: 'Last Name' }],
          },
        })}
        {...p}
      />
    ),
  },
  Screen: { slot: 'screen', render: (p) => <Screen heading="Apply" {...p} /> },
  Select: {
    slot: 'select',
    render: () => <OpenSelect>{null}</OpenSelect>,
    except: {
      className: NO_ELEMENT,
      ref: NO_ELEMENT,
      slot: NO_ELEMENT,
      props: NO_ELEMENT,
    },
  },
  SelectContent: {
    slot: 'select-content',
    render: (p) => (
      <Select open defaultValue="a">
        <SelectTrigger aria-label="State">
          <SelectValue />
        </SelectTrigger>
        <SelectContent {...p}>
          <SelectItem value="a">California</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  SelectGroup: {
    slot: 'select-group',
    render: (p) => (
      <OpenSelect>
        <SelectGroup {...p}>
          <SelectItem value="a">California</SelectItem>
        </SelectGroup>
      </OpenSelect>
    ),
  },
  SelectItem: {
    slot: 'select-item',
    render: (p) => (
      <OpenSelect>
        <SelectItem value="a" {...p}>
          California
        </SelectItem>
      </OpenSelect>
    ),
  },
  SelectLabel: {
    slot: 'select-label',
    render: (p) => (
      <OpenSelect>
        <SelectGroup>
          <SelectLabel {...p}>West</SelectLabel>
          <SelectItem value="a">California</SelectItem>
        </SelectGroup>
      </OpenSelect>
    ),
  },
  SelectSeparator: {
    slot: 'select-separator',
    render: (p) => (
      <OpenSelect>
        <SelectItem value="a">California</SelectItem>
        <SelectSeparator {...p} />
      </OpenSelect>
    ),
  },
  SelectTrigger: {
    slot: 'select-trigger',
    render: (p) => (
      <Select>
        <SelectTrigger aria-label="State" {...p}>
          <SelectValue placeholder="Select" />
        </SelectTrigger>
      </Select>
    ),
  },
  SelectValue: {
    slot: 'select-value',
    render: (p) => (
      <Select>
        <SelectTrigger aria-label="State">
          <SelectValue placeholder="Select" {...p} />
        </SelectTrigger>
      </Select>
    ),
    except: {
      className:
        "Radix drops `className` and `style` on Select.Value by design (the trigger shows a copy of the chosen item's text); style the trigger",
    },
  },
  SkipLink: { slot: 'skip-link', render: (p) => <SkipLink {...p} /> },
  Spinner: { slot: 'spinner', render: (p) => <Spinner {...p} /> },
  SsnInput: { slot: 'ssn-input', render: (p) => <SsnInput aria-label="SSN" {...p} /> },
  Switch: { slot: 'switch', render: (p) => <Switch aria-label="Remember me" {...p} /> },
  Textarea: { slot: 'textarea', render: (p) => <Textarea aria-label="Notes" {...p} /> },
  ThemeProvider: {
    slot: '',
    render: () => <ThemeProvider>text</ThemeProvider>,
    except: { className: NO_ELEMENT, ref: NO_ELEMENT, slot: NO_ELEMENT, props: NO_ELEMENT },
  },
  Toaster: {
    slot: 'toaster',
    render: (p) => <Toaster {...p} />,
    except: { className: SONNER, ref: SONNER, slot: SONNER, props: SONNER },
  },
};

/**
 * The components an entry exports: its capitalised values that are React components, functions or the
 * objects React.forwardRef makes (the components that take a ref, for React 18).
 */
function componentNames(module: Record<string, unknown>): string[] {
  const isComponent = (value: unknown) =>
    typeof value === 'function' ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { $$typeof?: symbol }).$$typeof === Symbol.for('react.forward_ref'));
  return Object.entries(module)
    .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value))
    .map(([name]) => name)
    .sort();
}

const subpaths = import.meta.glob<Record<string, unknown>>('../src/components/*/index.ts', { eager: true });

/** The element the rule's props landed on. */
function part(slot: string): HTMLElement {
  const found = document.body.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  expect(found, `an element with data-slot="${slot}"`).not.toBeNull();
  return found!;
}

function applies(row: Row, rule: Rule): boolean {
  return !row.except?.[rule];
}

const rows = Object.entries(table).map(([name, row]) => ({ name, row }));

describe('ui conformance: every exported component keeps the house contract', () => {
  it('the table has a row for every component the package exports, and no other', () => {
    expect(Object.keys(table).sort()).toEqual(componentNames(entry));
    for (const [path, module] of Object.entries(subpaths)) {
      for (const name of componentNames(module)) expect(table, `${name} from ${path}`).toHaveProperty(name);
    }
  });

  it('every exception gives its reason', () => {
    for (const { row } of rows)
      for (const reason of Object.values(row.except ?? {})) expect(reason.length).toBeGreaterThan(20);
  });

  describe.each(rows.filter(({ row }) => applies(row, 'className')))('$name', ({ row }) => {
    it("merges the caller's class last, so it wins a conflict", () => {
      render(row.render({ className: 'conformance-caller p-[3px]' }));
      const classes = (part(row.slot).getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
      expect(classes.slice(-2)).toEqual(['conformance-caller', 'p-[3px]']);
      // tailwind-merge drops the component's own unprefixed padding once the caller's comes after it.
      expect(classes.filter((name) => /^p[xytrbl]?-/.test(name))).toEqual(['p-[3px]']);
    });
  });

  describe.each(rows.filter(({ row }) => applies(row, 'ref')))('$name', ({ row }) => {
    it('forwards its ref to the DOM element of its root part', () => {
      let node: Element | null = null;
      render(
        row.render({
          ref: (element) => {
            node = element;
          },
        }),
      );
      expect(node).toBe(part(row.slot));
    });
  });

  describe.each(rows.filter(({ row }) => applies(row, 'slot')))('$name', ({ row }) => {
    it('marks its root part with data-slot', () => {
      render(row.render({}));
      expect(part(row.slot)).toHaveAttribute('data-slot', row.slot);
    });
  });

  describe.each(rows.filter(({ row }) => applies(row, 'props')))('$name', ({ row }) => {
    it('passes id, data-* and aria-* props to its root part', () => {
      render(
        row.render({
          id: 'conformance-id',
          'data-conformance': 'yes',
          'aria-describedby': 'conformance-hint',
        }),
      );
      const element = part(row.slot);
      if (applies(row, 'id')) expect(element).toHaveAttribute('id', 'conformance-id');
      expect(element).toHaveAttribute('data-conformance', 'yes');
      expect(element.getAttribute('aria-describedby')?.split(' ')).toContain('conformance-hint');
    });
  });

  describe.each(rows.filter(({ row }) => row.asChild))('$name', ({ row }) => {
    it('keeps the caller’s onClick and disabled under asChild', async () => {
      const onClick = vi.fn();
      const { unmount } = render(row.asChild!({ onClick, disabled: false }));
      await userEvent.click(part(row.slot));
      expect(onClick).toHaveBeenCalledTimes(1);
      unmount();

      render(row.asChild!({ onClick, disabled: true }));
      const element = part(row.slot);
      expect(element.getAttribute('aria-disabled') === 'true' || element.hasAttribute('disabled')).toBe(true);
      element.click();
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe.each(rows.filter(({ row }) => applies(row, 'axe')))('$name', ({ row }) => {
    it('a minimal render is axe clean', async () => {
      render(row.render({}));
      const result = await axe.run(document.body, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        // jsdom lays nothing out, so contrast cannot be measured here; the story tests measure it.
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(
        result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.html).join(', ')}`),
      ).toEqual([]);
    });
  });
});
