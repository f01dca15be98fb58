export {
  SchemaForm,
  schemaFormVariants,
  getFieldId,
  getSchemaButtonVariant,
  type SchemaFormProps,
} from './schema-form';
export { getGridSpanClass } from './grid';
export { defaultWidgets, createWidgetRegistry } from './widgets';
export { lazyWidget } from './lazy-widget';
export { FieldFrame } from './field-frame';
export type { SchemaWidget, SchemaWidgetProps, WidgetLabelMode, WidgetRegistry } from './types';
