export { MoneyInput, type MoneyInputProps } from './money-input';
