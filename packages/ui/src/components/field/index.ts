export { Field, FieldError, type FieldProps, type FieldErrorProps } from './field';
export {
  FieldContext,
  useFieldControl,
  useFieldLabelId,
  type FieldControlContext,
  type FieldControlProps,
} from './field-context';
