/**
 * Message catalogue entries of the recurrence editor (01 §4, §5, §9; codes `ui.recurrence.*`): a part of
 * English that loads on demand (messages/index.ts, loadMessages), since only a form with a recurrence
 * field shows them. `@leasekit/ui`'s editor loads it when the page has not.
 */
export const en = {
  // Recurrence editor (01 §3, §4, §5, §9).
  'ui.recurrence.repeats': 'Repeats',
  'ui.recurrence.starts': 'Starts',
  'ui.recurrence.preset.daily': 'Daily',
  'ui.recurrence.preset.weekly': 'Weekly on {weekday}',
  'ui.recurrence.preset.monthly-by-day': 'Monthly on day {day}',
  'ui.recurrence.preset.monthly-by-weekday': 'Monthly on the {nth} {weekday}',
  'ui.recurrence.preset.yearly': 'Yearly on {date}',
  'ui.recurrence.preset.weekdays': 'Every weekday (Monday to Friday)',
  'ui.recurrence.preset.custom': 'Custom',
  'ui.recurrence.every': 'Repeat every',
  'ui.recurrence.unit': 'Unit',
  'ui.recurrence.unit.daily': 'day(s)',
  'ui.recurrence.unit.weekly': 'week(s)',
  'ui.recurrence.unit.monthly': 'month(s)',
  'ui.recurrence.unit.yearly': 'year(s)',
  'ui.recurrence.weekdays': 'On',
  'ui.recurrence.monthMode': 'Monthly on',
  'ui.recurrence.monthDay': 'Day {day}',
  'ui.recurrence.monthWeekday': 'The {nth} {weekday}',
  'ui.recurrence.nth.1': 'first',
  'ui.recurrence.nth.2': 'second',
  'ui.recurrence.nth.3': 'third',
  'ui.recurrence.nth.4': 'fourth',
  'ui.recurrence.nth.-1': 'last',
  'ui.recurrence.ends': 'Ends',
  'ui.recurrence.end.never': 'Never (repeats for 1 year)',
  'ui.recurrence.end.until': 'On date',
  'ui.recurrence.end.count': 'After a number of occurrences',
  'ui.recurrence.endDate': 'End date',
  'ui.recurrence.count': 'Occurrences',
  'ui.recurrence.summary': 'Summary',
} as const;

// The Spanish entries are in es/recurrence.ts, loaded on demand (messages/es.ts).
