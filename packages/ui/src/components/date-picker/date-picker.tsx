import * as React from 'react';
import { t } from '@leasekit/core';
import { DEFAULT_DATE_DISPLAY_FORMAT, formatDateTime } from '@leasekit/core/format';
import { useCurrentLocale } from '@leasekit/core/react';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { useBrandMessages } from '../../lib/brand-messages';
import { cn } from '../../lib/utils';
import { useControllableState } from '../../lib/use-controllable-state';
import { buttonVariants } from '../button/button';
import { useFieldControl, useFieldLabelId } from '../field/field-context';
import { inputVariants } from '../input/input';

/** Props of {@link Calendar}: react-day-picker's props. */
export type CalendarProps = DayPickerProps;

/** A month calendar (react-day-picker) in the theme's tokens. */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: CalendarProps) {
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      className={cn('bg-popover p-3 text-popover-foreground', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 sm:flex-row',
        month: 'flex w-full flex-col gap-4',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
        month_caption: 'flex h-8 items-center justify-center',
        caption_label: 'text-sm font-semibold',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        // Cell and button are one size (40 px: seven fit a 320 px screen), so today's highlight on the
        // cell sits centred behind the button; the icon size's control height would make it 44 px.
        day: 'group/day relative aspect-square size-10 p-0 text-center text-sm',
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'size-10 p-0 font-normal group-data-[selected=true]/day:bg-primary group-data-[selected=true]/day:text-primary-foreground',
        ),
        today: 'rounded-md bg-accent text-accent-foreground',
        outside: 'text-muted-foreground',
        disabled: 'opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon aria-hidden="true" className={cn('size-4', chevronClass)} />
          ) : (
            <ChevronRightIcon aria-hidden="true" className={cn('size-4', chevronClass)} />
          ),
      }}
      {...props}
    />
  );
}

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** The chosen date; controlled when defined (`null` for none). */
  value?: Date | null;
  /** The starting date when uncontrolled; none by default. */
  defaultValue?: Date | null;
  /** Called with the chosen date, or null when cleared. */
  onValueChange?: (value: Date | null) => void;
  /**
   * How the chosen date reads on the button, in date-fns tokens; defaults to the spec's default date
   * display, weekday, month, day, year and time (01 §9: `EEEE, MMMM d, yyyy h:mm a`).
   */
  displayFormat?: string;
  /**
   * Text while no date is chosen; defaults to the catalogue's `ui.datePicker.placeholder` ('Pick a date')
   * in the current locale.
   */
  placeholder?: string;
  /** Whether the calendar is open; controlled when set. */
  open?: boolean;
  /**
   * Accessible name of the popup outside a Field (inside one, the field's label names it); defaults to the
   * catalogue's `ui.datePicker.calendar` ('Calendar') in the current locale.
   */
  label?: string;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Days that cannot be picked (react-day-picker matchers). */
  disabledDays?: DayPickerProps['disabled'];
  /** Disables the picker; off by default. */
  disabled?: boolean;
  /** The button's id; inside a Field it defaults to the field's. */
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A date picker: a button showing the chosen date in the spec's display format, opening a
 * react-day-picker calendar in a Radix Popover. Choosing a day closes it and returns focus to the
 * button. Inside a Field the button takes the field's id, so the label names it.
 */
export const DatePicker = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, DatePickerProps>(
  function DatePicker(
    {
      value,
      defaultValue = null,
      onValueChange,
      displayFormat = DEFAULT_DATE_DISPLAY_FORMAT,
      placeholder,
      open: openProp,
      label,
      onOpenChange,
      disabledDays,
      className,
      ...props
    },
    ref,
  ) {
    const [date, setDate] = useControllableState<Date | null>(value, defaultValue, onValueChange);
    const [open, setOpen] = useControllableState<boolean>(openProp, false, onOpenChange);
    const controlProps = useFieldControl(props);
    const labelId = useFieldLabelId();
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    const shown = date ? formatDateTime(date, displayFormat) : '';
    return (
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          data-slot="date-picker-trigger"
          data-empty={date ? undefined : true}
          className={cn(
            inputVariants(),
            'items-center justify-start gap-2 text-left data-[empty=true]:text-muted-foreground',
            className,
          )}
          ref={ref}
          {...controlProps}
        >
          <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
          <span data-slot="date-picker-value" className="truncate">
            {shown || (placeholder ?? t('ui.datePicker.placeholder', undefined, locale, messages))}
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            data-slot="date-picker-content"
            aria-labelledby={labelId}
            aria-label={
              labelId ? undefined : (label ?? t('ui.datePicker.calendar', undefined, locale, messages))
            }
            align="start"
            sideOffset={4}
            className="z-50 w-auto rounded-md border border-border bg-popover p-0 text-popover-foreground shadow-overlay outline-none"
          >
            <Calendar
              mode="single"
              autoFocus
              selected={date ?? undefined}
              defaultMonth={date ?? undefined}
              disabled={disabledDays}
              onSelect={(day: Date | undefined) => {
                setDate(day ?? null);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  },
);
