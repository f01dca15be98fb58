export { RecurrenceEditor, recurrenceEditorVariants, type RecurrenceEditorProps } from './recurrence-editor';
