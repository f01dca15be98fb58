export { Toaster, type ToasterProps } from './toaster';
export { toast } from 'sonner';
