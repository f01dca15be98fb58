import * as React from 'react';
import { cva } from 'class-variance-authority';
import { OTPInput, OTPInputContext, REGEXP_ONLY_DIGITS } from 'input-otp';
import { t } from '@leasekit/core';
import { PIN_LENGTH } from '@leasekit/core/checkout';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { useBrandMessages } from '../../lib/brand-messages';

/** One box's look per state: `empty`, `filled` or `active` (where the next character goes). */
export const pinInputSlotVariants = cva(
  [
    'relative flex h-control w-11 items-center justify-center rounded-md border border-input bg-background text-lg font-semibold text-foreground transition-[box-shadow,border-color]',
    'data-[invalid=true]:border-destructive',
  ],
  {
    variants: {
      state: {
        empty: '',
        filled: '',
        active: 'z-10 border-ring ring-[3px] ring-ring outline-hidden',
      },
    },
    defaultVariants: { state: 'empty' },
  },
);

/** Props of {@link PinInput}. */
export interface PinInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children'
> {
  /** The PIN typed so far (controlled). */
  value?: string;
  /** The initial PIN when uncontrolled; empty by default. */
  defaultValue?: string;
  /** Called with the PIN after every change. */
  onValueChange?: (value: string) => void;
  /**
   * Called once all five characters are in (typed or pasted): the screen submits here, so the user never
   * needs to press Continue (auto-submit).
   */
  onComplete?: (value: string) => void;
  /** Class of the row of boxes. */
  containerClassName?: string;
}

/** A single box showing one character of the PIN; reads its state from the surrounding {@link PinInput}. */
export const PinInputSlot = /* @__PURE__ */ React.forwardRef<
  HTMLDivElement,
  React.ComponentProps<'div'> & { index: number; invalid?: boolean }
>(function PinInputSlot({ index, invalid = false, className, ...props }, ref) {
  const context = React.useContext(OTPInputContext);
  const slot = context.slots[index];
  const state = slot?.isActive ? 'active' : slot?.char ? 'filled' : 'empty';
  return (
    <div
      data-slot="pin-input-slot"
      data-state={state}
      data-invalid={invalid || undefined}
      className={cn(pinInputSlotVariants({ state }), className)}
      ref={ref}
      {...props}
    >
      {slot?.char ?? null}
      {slot?.hasFakeCaret ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <div className="h-5 w-px animate-pulse bg-foreground motion-reduce:animate-none" />
        </div>
      ) : null}
    </div>
  );
});

/**
 * The PIN entry of the verification screen (02 §2) on `input-otp`: five single-character boxes over one
 * real input, so paste fills all boxes, Backspace and Delete move back, the phone offers the texted code
 * (`autocomplete="one-time-code"`) and the keypad is numeric. Only digits are accepted. `onComplete`
 * fires at the fifth character. Its accessible name is 'PIN' unless a label or `aria-label` is given.
 */
export const PinInput = /* @__PURE__ */ React.forwardRef<HTMLInputElement, PinInputProps>(function PinInput(
  {
    value,
    defaultValue,
    onValueChange,
    onComplete,
    className,
    containerClassName,
    disabled,
    onKeyDown,
    ...props
  },
  ref,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  const [inner, setInner] = React.useState(defaultValue ?? '');
  const current = value ?? inner;
  const change = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const labelled = props['aria-label'] || props['aria-labelledby'] || props.id;
  return (
    <OTPInput
      data-slot="pin-input"
      maxLength={PIN_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={current}
      onChange={change}
      onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        const input = event.currentTarget;
        // A native Delete at the end of the text removes nothing; the spec wants it to move back like Backspace.
        if (
          !event.defaultPrevented &&
          event.key === 'Delete' &&
          input.selectionStart === input.selectionEnd &&
          input.selectionStart === current.length &&
          current.length > 0
        ) {
          event.preventDefault();
          change(current.slice(0, -1));
        }
      }}
      pushPasswordManagerStrategy="none"
      onComplete={(complete: string) => onComplete?.(complete)}
      pasteTransformer={(pasted) => pasted.replace(/\D/g, '').slice(0, PIN_LENGTH)}
      disabled={disabled}
      aria-label={labelled ? undefined : t('ui.pin.label', undefined, locale, messages)}
      containerClassName={cn('flex items-center gap-2 has-disabled:opacity-50', containerClassName)}
      className={cn('disabled:cursor-not-allowed', className)}
      ref={ref}
      {...props}
    >
      <div data-slot="pin-input-group" className="flex items-center gap-2">
        {Array.from({ length: PIN_LENGTH }, (_, index) => (
          <PinInputSlot key={index} index={index} invalid={invalid} />
        ))}
      </div>
    </OTPInput>
  );
});
