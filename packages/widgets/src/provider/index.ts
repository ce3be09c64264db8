export { EppProvider, type EppProviderProps } from './epp-provider';
