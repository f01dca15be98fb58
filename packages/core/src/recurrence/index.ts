// The recurrence entry (@leasekit/core/recurrence): kept out of the main entry because rrule is large.
export {
  createRecurrenceRule,
  type CustomRecurrence,
  getEndOptions,
  getPresetOptions,
  getRecurrenceOptions,
  getRecurrenceSummary,
  RECURRENCE_END_MODES,
  RECURRENCE_MIN_COUNT,
  RECURRENCE_PRESETS,
  type RecurrenceEnd,
  type RecurrenceInput,
  type RecurrencePreset,
  toRRuleString,
} from './recurrence';
// The date range default lives in the main entry too (no rrule); kept here for this entry's users.
export { getDefaultRangeEnd } from '../rules/date-range';
