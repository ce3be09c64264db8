export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
