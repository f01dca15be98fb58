export {
  MultiSelect,
  MULTI_SELECT_COUNT_AFTER,
  type MultiSelectOption,
  type MultiSelectProps,
} from './multi-select';
