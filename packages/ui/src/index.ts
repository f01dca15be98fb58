// Public entry of @leasekit/ui: every public name is listed here on purpose, by component. A new export
// goes into its component's list and into the API report (`npm run api:update`, packages/ui/api/).
export { cn } from './lib/utils';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner';
export { Button, type ButtonProps, buttonVariants } from './components/button';
export { Label, type LabelProps } from './components/label';
export { Input, type InputProps, inputVariants } from './components/input';
export { Textarea, type TextareaProps } from './components/textarea';
export {
  Field,
  FieldContext,
  type FieldControlContext,
  type FieldControlProps,
  FieldError,
  type FieldErrorProps,
  type FieldProps,
  useFieldControl,
  useFieldLabelId,
} from './components/field';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './components/error-summary';
export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from './components/alert';
export { Card, type CardProps, cardVariants } from './components/card';
export {
  ErrorPage,
  type ErrorPageKind,
  type ErrorPageProps,
  errorPageTexts,
  errorPageVariants,
} from './components/error-page';
export {
  Nowrap,
  type NowrapProps,
  type NowrapToken,
  TokenText,
  type TokenTextProps,
} from './components/nowrap';
export {
  type PortalContainment,
  PortalContainerProvider,
  type PortalContainerProviderProps,
  usePortalContainment,
} from './lib/portal-container';
export {
  actionBarVariants,
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
  getBreadcrumbs,
  type GetBreadcrumbsOptions,
  type RouteMatchLike,
  Screen,
  SCREEN_MAIN_ID,
  type ScreenProps,
  screenVariants,
  SkipLink,
  type SkipLinkProps,
} from './components/screen';
export {
  type ProgressStep,
  ProgressSteps,
  type ProgressStepsProps,
  type ProgressStepState,
  progressStepVariants,
} from './components/progress-steps';
export { PinInput, type PinInputProps, PinInputSlot, pinInputSlotVariants } from './components/pin-input';
export {
  CollapsibleSection,
  type CollapsibleSectionProps,
  collapsibleSectionVariants,
} from './components/collapsible-section';
export {
  FullScreenLoader,
  type FullScreenLoaderProps,
  fullScreenLoaderVariants,
} from './components/full-screen-loader';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  confirmDialogVariants,
  dialogOverlayClassName,
} from './components/confirm-dialog';
export { Modal, ModalClose, type ModalProps, modalVariants } from './components/modal';
export { IdleModal, type IdleModalProps, idleModalVariants } from './components/idle-modal';
export { MoneyInput, type MoneyInputProps } from './components/money-input';
export { PhoneInput, type PhoneInputProps } from './components/phone-input';
export { formatSsnDigits, SsnInput, type SsnInputProps } from './components/ssn-input';
export { AccountNumberInput, type AccountNumberInputProps } from './components/account-number-input';
export { DateInput, type DateInputProps, formatDateDigits } from './components/date-input';
export { Calendar, type CalendarProps, DatePicker, type DatePickerProps } from './components/date-picker';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select';
export {
  NativeSelect,
  NativeSelectOptGroup,
  NativeSelectOption,
  type NativeSelectProps,
} from './components/native-select';
export { Checkbox, type CheckboxProps, type CheckedState } from './components/checkbox';
export { Switch, type SwitchProps } from './components/switch';
export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from './components/radio-group';
export { toast, Toaster, type ToasterProps } from './components/toaster';
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/combobox';
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './components/multi-select';
export {
  FileUpload,
  fileUploadItemVariants,
  type FileUploadProps,
  fileUploadZoneVariants,
} from './components/file-upload';
export { Pager, pagerItemVariants, type PagerProps } from './components/pager';
export { DataList, type DataListColumn, type DataListProps, dataListVariants } from './components/data-list';
export {
  RecurrenceEditor,
  type RecurrenceEditorProps,
  recurrenceEditorVariants,
} from './components/recurrence-editor';
export {
  RegisteredMenu,
  type RegisteredMenuProps,
  registeredMenuItemVariants,
} from './components/registered-menu';
export {
  createWidgetRegistry,
  defaultWidgets,
  FieldFrame,
  getFieldId,
  getGridSpanClass,
  getSchemaButtonVariant,
  lazyWidget,
  SchemaForm,
  type SchemaFormProps,
  schemaFormVariants,
  type SchemaWidget,
  type SchemaWidgetProps,
  type WidgetLabelMode,
  type WidgetRegistry,
} from './components/schema-form';
export {
  type Brand,
  type BrandTheme,
  type BuiltInBrandId,
  BrandLogo,
  type BrandLogoProps,
  brands,
  breezeBrand,
  builtInBrands,
  defaultBrand,
  ThemeProvider,
  type ThemeProviderProps,
  type ThemeTokenName,
  useBrand,
} from './components/theme-provider';
