// The form entry (@leasekit/core/form): the schema form engine, its field types and validation rules,
// uploads, option search and date ranges. Its own entry, so the main entry stays the platform.
export {
  getLockedApplicantFields,
  isFieldRequired,
  isKnownRule,
  normalizeRule,
  RULE_NAMES,
} from '../rules/validation';
export {
  createTransportUploader,
  createUploadQueue,
  selectUploadedFiles,
  UPLOAD_DELAY,
  type UploadedFile,
  type UploadItem,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadRequest,
  type XhrLike,
} from '../uploads';
export {
  type ButtonSchema,
  createSchemaForm,
  evaluateCondition,
  CHOICE_FIELD_TYPES,
  FIELD_TYPES,
  type FieldSchema,
  type FieldState,
  type FormSchema,
  getFieldAutofill,
  getFieldRules,
  SELECT_COUNT_THRESHOLD,
  type SchemaForm,
} from '../schema-form';
export {
  createOptionSearch,
  getSearchFieldBehaviour,
  type OptionSearch,
  REFERENCE_SEARCH_DEBOUNCE_MS,
  SELECT_SEARCH_DEBOUNCE_MS,
} from '../option-search';
export { setDateRangeStart, toDateRangeValue } from '../rules/date-range';
