export {
  FIELD_TYPES,
  evaluateCondition,
  flattenFields,
  type ButtonSchema,
  type ConditionOperator,
  type ConditionSchema,
  type FieldSchema,
  type FlatField,
  type FormSchema,
} from './schema';
export * from './schema-form';
