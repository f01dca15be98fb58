export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './multi-select';
