export { isTextArea, type TextArea, textAreas } from './areas';
export { addEppResources, type CreateEppI18nOptions, createEppI18n } from './create-i18n';
export { type LeafKeys, type TranslationKey, translationKey } from './keys';
export { type Message, type MessageParam, message, useMessageText } from './message';
export { defaultLanguage, EPP_NAMESPACE, isLanguage, type Language, languages } from './namespace';
export { type EppMessages, messages, resources } from './resources';
export { type TextTree, textLeaves, textPlaceholders } from './text-tree';
export { useEppTranslation } from './use-epp-translation';
export { interfaceLanguageOf, useInterfaceLanguage } from './use-interface-language';
