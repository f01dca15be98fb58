export { Field, FieldError, type FieldProps, type FieldErrorProps } from './field';
export {
  FieldContext,
  useFieldControl,
  type FieldControlContext,
  type FieldControlProps,
} from './field-context';
