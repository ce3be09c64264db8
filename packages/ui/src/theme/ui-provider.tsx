import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from './global-styles';
import { theme } from './theme';

/** react-aria's locale for each interface language: number, date and calendar formats follow it. */
const ariaLocales: Record<string, string> = { et: 'et-EE', en: 'en-GB' };

export interface UiProviderProps {
  /** The interface language, "et" or "en". */
  language: string;
  /** Set the kit's global styles (font, colours, box sizing). Off when embedding into a page that has its own. */
  globalStyles?: boolean;
  children: ReactNode;
}

/** The theme, react-aria's locale and (optionally) global styles, around any EPP component. */
export function UiProvider({ language, globalStyles = true, children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={ariaLocales[language] ?? language}>
        {globalStyles && <GlobalStyles />}
        {children}
      </I18nProvider>
    </ThemeProvider>
  );
}
