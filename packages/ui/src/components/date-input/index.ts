export { DateInput, formatDateDigits, type DateInputProps } from './date-input';
