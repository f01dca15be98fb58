export {
  CHOICE_FIELD_TYPES,
  FIELD_TYPES,
  evaluateCondition,
  flattenFields,
  getFieldAutofill,
  type FieldInputMode,
  type ButtonSchema,
  type ConditionOperator,
  type ConditionSchema,
  type FieldSchema,
  type FlatField,
  type FormSchema,
} from './schema';
export * from './schema-form';
