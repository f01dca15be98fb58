export { RadioGroup, RadioGroupItem, type RadioGroupProps, type RadioGroupItemProps } from './radio-group';
