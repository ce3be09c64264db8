export { focusRing } from './focus-ring';
export { GlobalStyles } from './global-styles';
export { type EppTheme, theme } from './theme';
export * from './tokens';
export { UiProvider, type UiProviderProps } from './ui-provider';
