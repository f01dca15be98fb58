export { Calendar, DatePicker, type CalendarProps, type DatePickerProps } from './date-picker';
