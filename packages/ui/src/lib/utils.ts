import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and resolves Tailwind conflicts, the caller's classes last so they win. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
