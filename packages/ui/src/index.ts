// Public entry of @leasekit/ui. Each component folder appends its own export line; one per line.
export { cn } from './lib/utils';
export * from './components/spinner';
export * from './components/button';
export * from './components/label';
export * from './components/input';
export * from './components/textarea';
export * from './components/field';
export * from './components/error-summary';
export * from './components/alert';
export * from './components/error-page';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './lib/locale';
export * from './components/screen';
export * from './components/progress-steps';
export * from './components/pin-input';
