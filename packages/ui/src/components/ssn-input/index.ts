export { SsnInput, formatSsnDigits, type SsnInputProps } from './ssn-input';
