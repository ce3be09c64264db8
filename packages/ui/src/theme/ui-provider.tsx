import { interfaceLanguageOf, type Language } from '@epp/i18n';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from './global-styles';
import { theme } from './theme';

/** react-aria's locale for each interface language: number, date and calendar formats follow it. */
const ariaLocales: Record<Language, string> = { et: 'et-EE', en: 'en-GB' };

export interface UiProviderProps {
  /** The interface language: "et", "en" or an i18n code such as "en-US" (mapped by `interfaceLanguageOf`). */
  language: string;
  /** Set the kit's global styles (font, colours, box sizing). Off when embedding into a page that has its own. */
  globalStyles?: boolean;
  children: ReactNode;
}

/**
 * The theme, react-aria's locale and (optionally) global styles, around any EPP component. A host app uses
 * `EppProvider` of @epp/widgets, which puts this under the i18n instance and follows its language.
 */
export function UiProvider({ language, globalStyles = true, children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={ariaLocales[interfaceLanguageOf(language)]}>
        {globalStyles && <GlobalStyles />}
        {children}
      </I18nProvider>
    </ThemeProvider>
  );
}
