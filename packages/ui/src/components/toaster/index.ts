export { Toaster, TOAST_DURATION_MS, type ToasterProps } from './toaster';
export { toast } from 'sonner';
