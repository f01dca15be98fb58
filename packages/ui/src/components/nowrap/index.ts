export { Nowrap, TokenText, type NowrapProps, type NowrapToken, type TokenTextProps } from './nowrap';
