export { useStore } from './use-store';
