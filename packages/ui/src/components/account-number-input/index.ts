export { AccountNumberInput, type AccountNumberInputProps } from './account-number-input';
