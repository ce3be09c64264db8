import type { TranslationKey } from './keys';
import { useEppTranslation } from './use-epp-translation';

/**
 * A text to show later, kept as its key and parameters rather than as a string, so it is translated when it
 * is drawn and follows a language switch (page alerts, error texts, per-row failure lines). A parameter may
 * itself be a message (e.g. the `{{error}}` of "Aruande salvestamine ebaõnnestus: {{error}}").
 */
export interface Message {
  key: TranslationKey;
  params?: Readonly<Record<string, MessageParam>>;
}
export type MessageParam = string | Message;

/** Builds a {@link Message}; the key is checked by the compiler. */
export function message(key: TranslationKey, params?: Readonly<Record<string, MessageParam>>): Message {
  return params ? { key, params } : { key };
}

type Translate = (key: TranslationKey, params?: Readonly<Record<string, string>>) => string;

/** Translates {@link Message}s in the interface language: `const text = useMessageText(); text(message)`. */
export function useMessageText(): (message: Message) => string {
  const { t } = useEppTranslation();
  // i18next types each key's parameters; a Message carries a key chosen at run time with plain string
  // parameters, so this is the one place a dynamic key is translated.
  const translate = t as unknown as Translate;
  const text = (entry: Message): string => {
    if (!entry.params) return translate(entry.key);
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(entry.params))
      params[name] = typeof value === 'string' ? value : text(value);
    return translate(entry.key, params);
  };
  return text;
}
