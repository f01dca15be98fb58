export { NativeSelect, NativeSelectOption, type NativeSelectProps } from './native-select';
