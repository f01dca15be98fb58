export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './error-summary';
