export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export { languageSwitchTextAreas } from './text-areas';
