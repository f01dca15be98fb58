import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { t, type Locale, type MessageOverrides } from '@leasekit/core';
import {
  getEndOptions,
  getPresetOptions,
  getRecurrenceSummary,
  RECURRENCE_END_MODES,
  RECURRENCE_MIN_COUNT,
  RECURRENCE_PRESETS,
  type CustomRecurrence,
  type RecurrenceEnd,
  type RecurrenceInput,
  type RecurrencePreset,
} from '@leasekit/core/recurrence';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Label } from '../label/label';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { useBrandMessages } from '../../lib/brand-messages';
import { useMessagePart } from '../../lib/use-message-part';

/** The units of a custom recurrence, each mapped to the preset whose frequency it uses. */
const UNITS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly-by-day', yearly: 'yearly' } as const;
type Unit = keyof typeof UNITS;

/** Layout variants: `default` (stacked) or `compact` (tighter spacing). */
export const recurrenceEditorVariants = cva('flex flex-col text-foreground', {
  variants: { density: { default: 'gap-5', compact: 'gap-3' } },
  defaultVariants: { density: 'default' },
});

/** Props of {@link RecurrenceEditor}. */
export interface RecurrenceEditorProps
  extends
    Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'>,
    VariantProps<typeof recurrenceEditorVariants> {
  /** The recurrence (controlled): preset, start, end and the custom fields. */
  value?: RecurrenceInput;
  /** The starting recurrence when uncontrolled; daily from today (UTC) when neither this nor `value` is given. */
  defaultValue?: RecurrenceInput;
  /** Called with every change. */
  onValueChange?: (value: RecurrenceInput) => void;
  /** Disables every control; false by default. */
  disabled?: boolean;
}

function toDateText(date: Date | undefined): string {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
}

/** A picked calendar day at the given UTC time of day (rrule reads dates in UTC). */
function withDay(text: string, time: Date): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T${time.toISOString().slice(11)}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function weekdayName(rruleDay: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday, rrule's day 0.
  const date = new Date(Date.UTC(2024, 0, 1 + rruleDay));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}

function firstWeekday(options: ReturnType<typeof getPresetOptions>): { weekday: number; n: number } {
  const list = Array.isArray(options.byweekday) ? options.byweekday : [options.byweekday];
  const first = list[0] as { weekday?: number; n?: number } | number | undefined;
  if (typeof first === 'number') return { weekday: first, n: 0 };
  return { weekday: first?.weekday ?? 0, n: first?.n ?? 0 };
}

function unitOf(custom: CustomRecurrence | undefined, dtstart: Date): Unit {
  const freq = custom?.freq;
  return (
    (Object.keys(UNITS) as Unit[]).find((unit) => getPresetOptions(UNITS[unit], dtstart).freq === freq) ??
    'daily'
  );
}

/** The rule's summary; an impossible rule (e.g. a half-typed date) shows none rather than crashing. */
function safeSummary(value: RecurrenceInput, locale: Locale): string {
  try {
    return getRecurrenceSummary(value, locale);
  } catch {
    return '';
  }
}

function presetLabel(
  preset: RecurrencePreset,
  dtstart: Date,
  locale: Locale,
  messages: MessageOverrides | undefined,
): string {
  const day = dtstart.getUTCDate();
  const { weekday, n } = firstWeekday(getPresetOptions('monthly-by-weekday', dtstart));
  const date = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    dtstart,
  );
  return t(
    `ui.recurrence.preset.${preset}`,
    {
      weekday: weekdayName(weekday, locale),
      day,
      nth: t(`ui.recurrence.nth.${n}`, undefined, locale, messages),
      date,
    },
    locale,
    messages,
  );
}

/**
 * The recurrence editor (01 §3, §4, §5, §9) on `@leasekit/core/recurrence`: a preset (daily, weekly,
 * monthly by day, monthly by weekday, yearly, weekdays, custom) with its start day; for custom, the
 * interval and unit, the weekdays of a weekly rule and the day or weekday of a monthly one; the end
 * (never, limited to 1 year; on a date; after a count, at least 0); and a plain-language summary of the
 * rule. Every rrule field comes from the core; the editor only collects the choices.
 */
export const RecurrenceEditor = /* @__PURE__ */ React.forwardRef<HTMLDivElement, RecurrenceEditorProps>(
  function RecurrenceEditor(
    { value: valueProp, defaultValue, onValueChange, disabled = false, density, className, ...props },
    ref,
  ) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    // The editor's texts are a part of English that loads on demand (core's `recurrence` part).
    const textsReady = useMessagePart('recurrence', 'ui.recurrence.repeats');
    const baseId = React.useId();
    const [inner, setInner] = React.useState<RecurrenceInput>(
      () =>
        valueProp ??
        defaultValue ?? {
          preset: 'daily',
          dtstart: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`),
        },
    );
    const value = valueProp ?? inner;
    const end: RecurrenceEnd = value.end ?? { mode: 'never' };
    // The count is kept as typed so clearing the box to retype loses nothing.
    const [countText, setCountText] = React.useState(end.mode === 'count' ? String(end.count) : '1');

    const change = (next: RecurrenceInput) => {
      if (valueProp === undefined) setInner(next);
      onValueChange?.(next);
    };
    const setCustom = (custom: CustomRecurrence) =>
      change({ ...value, custom: { ...value.custom, ...custom } });

    const unit = unitOf(value.custom, value.dtstart);
    const interval = value.custom?.interval ?? 1;
    const weekdays = (Array.isArray(value.custom?.byweekday) ? value.custom.byweekday : []).filter(
      (day): day is number => typeof day === 'number',
    );
    const monthMode = value.custom?.byweekday != null && unit === 'monthly' ? 'weekday' : 'day';
    const monthWeekday = firstWeekday(getPresetOptions('monthly-by-weekday', value.dtstart));

    const summary = safeSummary(value, locale);

    // Until its texts are in (a page that had not loaded them), the editor's box, busy and empty.
    if (!textsReady)
      return (
        <div
          data-slot="recurrence-editor"
          data-state="loading"
          aria-busy="true"
          className={cn(recurrenceEditorVariants({ density }), className)}
          ref={ref}
          {...props}
        />
      );

    return (
      <div
        data-slot="recurrence-editor"
        data-state={value.preset}
        className={cn(recurrenceEditorVariants({ density }), className)}
        ref={ref}
        {...props}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('ui.recurrence.repeats', undefined, locale, messages)}
            id={`${baseId}-preset`}
            disabled={disabled}
          >
            <Select
              value={value.preset}
              disabled={disabled}
              onValueChange={(preset) => {
                const next = preset as RecurrencePreset;
                // A custom rule starts from the frequency of daily so every control has a value.
                change({
                  ...value,
                  preset: next,
                  custom:
                    next === 'custom'
                      ? (value.custom ?? { freq: getPresetOptions('daily', value.dtstart).freq, interval: 1 })
                      : value.custom,
                });
              }}
            >
              <SelectTrigger data-slot="recurrence-editor-preset">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {RECURRENCE_PRESETS.map((preset) => (
                  <SelectItem key={preset} value={preset}>
                    {presetLabel(preset, value.dtstart, locale, messages)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field
            label={t('ui.recurrence.starts', undefined, locale, messages)}
            id={`${baseId}-start`}
            disabled={disabled}
          >
            <Input
              type="date"
              data-slot="recurrence-editor-start"
              value={toDateText(value.dtstart)}
              onChange={(event) => {
                const dtstart = withDay(event.target.value, value.dtstart);
                if (dtstart) change({ ...value, dtstart });
              }}
            />
          </Field>
        </div>

        {value.preset === 'custom' ? (
          <div
            data-slot="recurrence-editor-custom"
            className="flex flex-col gap-4 rounded-md border border-border p-4"
          >
            <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] items-end gap-3">
              <Field
                label={t('ui.recurrence.every', undefined, locale, messages)}
                id={`${baseId}-interval`}
                disabled={disabled}
              >
                <Input
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  data-slot="recurrence-editor-interval"
                  value={String(interval)}
                  onChange={(event) => setCustom({ interval: Number(event.target.value) })}
                />
              </Field>
              <Field
                label={t('ui.recurrence.unit', undefined, locale, messages)}
                id={`${baseId}-unit`}
                disabled={disabled}
              >
                <Select
                  value={unit}
                  disabled={disabled}
                  onValueChange={(next) => {
                    const freq = getPresetOptions(UNITS[next as Unit], value.dtstart).freq;
                    change({ ...value, custom: { freq, interval: value.custom?.interval ?? 1 } });
                  }}
                >
                  <SelectTrigger data-slot="recurrence-editor-unit">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {(Object.keys(UNITS) as Unit[]).map((key) => (
                      <SelectItem key={key} value={key}>
                        {t(`ui.recurrence.unit.${key}`, undefined, locale, messages)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            </div>

            {unit === 'weekly' ? (
              <Field
                group
                label={t('ui.recurrence.weekdays', undefined, locale, messages)}
                disabled={disabled}
              >
                <div className="flex flex-wrap gap-3" data-slot="recurrence-editor-weekdays">
                  {[0, 1, 2, 3, 4, 5, 6].map((day) => {
                    const id = `${baseId}-day-${day}`;
                    return (
                      <div key={day} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={weekdays.includes(day)}
                          disabled={disabled}
                          onCheckedChange={(checked) =>
                            setCustom({
                              byweekday: checked
                                ? [...weekdays, day].sort()
                                : weekdays.filter((d) => d !== day),
                            })
                          }
                        />
                        <Label htmlFor={id}>
                          <span aria-hidden="true">{weekdayName(day, locale, 'short')}</span>
                          <span className="sr-only">{weekdayName(day, locale)}</span>
                        </Label>
                      </div>
                    );
                  })}
                </div>
              </Field>
            ) : null}

            {unit === 'monthly' ? (
              <Field
                group
                label={t('ui.recurrence.monthMode', undefined, locale, messages)}
                disabled={disabled}
              >
                <RadioGroup
                  value={monthMode}
                  disabled={disabled}
                  data-slot="recurrence-editor-month-mode"
                  onValueChange={(mode) => {
                    const base = { freq: value.custom?.freq, interval: value.custom?.interval ?? 1 };
                    change({
                      ...value,
                      custom:
                        mode === 'weekday'
                          ? {
                              ...base,
                              byweekday: getPresetOptions('monthly-by-weekday', value.dtstart).byweekday,
                            }
                          : {
                              ...base,
                              bymonthday: getPresetOptions('monthly-by-day', value.dtstart).bymonthday,
                            },
                    });
                  }}
                >
                  <div className="flex items-center gap-2">
                    <RadioGroupItem value="day" id={`${baseId}-month-day`} />
                    <Label htmlFor={`${baseId}-month-day`}>
                      {t('ui.recurrence.monthDay', { day: value.dtstart.getUTCDate() }, locale, messages)}
                    </Label>
                  </div>
                  <div className="flex items-center gap-2">
                    <RadioGroupItem value="weekday" id={`${baseId}-month-weekday`} />
                    <Label htmlFor={`${baseId}-month-weekday`}>
                      {t(
                        'ui.recurrence.monthWeekday',
                        {
                          nth: t(`ui.recurrence.nth.${monthWeekday.n}`, undefined, locale, messages),
                          weekday: weekdayName(monthWeekday.weekday, locale),
                        },
                        locale,
                      )}
                    </Label>
                  </div>
                </RadioGroup>
              </Field>
            ) : null}
          </div>
        ) : null}

        <Field group label={t('ui.recurrence.ends', undefined, locale, messages)} disabled={disabled}>
          <RadioGroup
            value={end.mode}
            disabled={disabled}
            data-slot="recurrence-editor-end"
            onValueChange={(mode) => {
              if (mode === 'never') change({ ...value, end: { mode: 'never' } });
              if (mode === 'until') {
                // Start from the never-ending cap, so the end date shown is one the rule really had.
                const until = getEndOptions({ mode: 'never' }, value.dtstart).until ?? value.dtstart;
                change({ ...value, end: { mode: 'until', until } });
              }
              if (mode === 'count') {
                const count = Number(countText);
                change({ ...value, end: { mode: 'count', count: Number.isFinite(count) ? count : 1 } });
              }
            }}
          >
            {RECURRENCE_END_MODES.map((mode) => {
              const id = `${baseId}-end-${mode}`;
              return (
                <div key={mode} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <div className="flex items-center gap-2">
                    <RadioGroupItem value={mode} id={id} />
                    <Label htmlFor={id}>{t(`ui.recurrence.end.${mode}`, undefined, locale, messages)}</Label>
                  </div>
                  {mode === 'until' && end.mode === 'until' ? (
                    <Input
                      type="date"
                      data-slot="recurrence-editor-until"
                      aria-label={t('ui.recurrence.endDate', undefined, locale, messages)}
                      className="w-auto [contain:none]"
                      disabled={disabled}
                      min={toDateText(value.dtstart)}
                      value={toDateText(end.until)}
                      onChange={(event) => {
                        const until = withDay(event.target.value, new Date('1970-01-01T23:59:59Z'));
                        if (until) change({ ...value, end: { mode: 'until', until } });
                      }}
                    />
                  ) : null}
                  {mode === 'count' && end.mode === 'count' ? (
                    <Input
                      type="number"
                      min={RECURRENCE_MIN_COUNT}
                      step={1}
                      inputMode="numeric"
                      data-slot="recurrence-editor-count"
                      aria-label={t('ui.recurrence.count', undefined, locale, messages)}
                      className="w-28"
                      disabled={disabled}
                      value={countText}
                      onChange={(event) => {
                        setCountText(event.target.value);
                        if (event.target.value.trim() === '') return;
                        change({ ...value, end: { mode: 'count', count: Number(event.target.value) } });
                      }}
                    />
                  ) : null}
                </div>
              );
            })}
          </RadioGroup>
        </Field>

        <div data-slot="recurrence-editor-summary" className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{t('ui.recurrence.summary', undefined, locale, messages)}</p>
          <p aria-live="polite" className="text-foreground first-letter:uppercase">
            {summary}
          </p>
        </div>
      </div>
    );
  },
);
