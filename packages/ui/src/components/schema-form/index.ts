export {
  SchemaForm,
  schemaFormVariants,
  getFieldId,
  getGridSpanClass,
  type SchemaFormProps,
} from './schema-form';
export { defaultWidgets, createWidgetRegistry } from './widgets';
export { lazyWidget } from './lazy-widget';
export { FieldFrame } from './field-frame';
export type { SchemaWidget, SchemaWidgetProps, WidgetLabelMode, WidgetRegistry } from './types';
