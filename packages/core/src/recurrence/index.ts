// The recurrence entry (@leasekit/core/recurrence): kept out of the main entry because rrule is large.
export {
  createRecurrenceRule,
  type CustomRecurrence,
  DEFAULT_OCCURRENCE_LIMIT,
  getEndOptions,
  getOccurrences,
  getPresetOptions,
  getRecurrenceOptions,
  getRecurrenceSummary,
  RECURRENCE_END_MODES,
  RECURRENCE_MIN_COUNT,
  RECURRENCE_NEVER_LIMIT_YEARS,
  RECURRENCE_PRESETS,
  type RecurrenceEnd,
  type RecurrenceInput,
  type RecurrencePreset,
  toRRuleString,
} from './recurrence';
// The date range default lives in the main entry too (no rrule); kept here for this entry's users.
export { DEFAULT_RANGE_DURATION_MS, getDefaultRangeEnd } from '../rules/date-range';
