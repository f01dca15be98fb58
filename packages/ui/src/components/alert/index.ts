export { Alert, AlertTitle, AlertDescription, alertVariants, type AlertProps } from './alert';
