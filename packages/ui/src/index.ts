// Public entry of @leasekit/ui. Each component folder appends its own export line; one per line.
export { cn } from './lib/utils';
