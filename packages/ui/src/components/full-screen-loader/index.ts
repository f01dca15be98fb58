export { FullScreenLoader, fullScreenLoaderVariants, type FullScreenLoaderProps } from './full-screen-loader';
