import { type Language, languages, useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { styled } from 'styled-components';
import * as styles from './language-switch.styles';

export interface LanguageSwitchProps {
  /** The language shown as chosen; the interface language by default. */
  value?: Language;
  /** Called with the chosen language; the caller changes the i18n language (and remembers it). */
  onChange: (language: Language) => void;
}

const Group = styled.div`
  ${styles.group}
`;
const Option = styled.button`
  ${styles.option}
`;

/**
 * The ET / ENG toggle of the header (clients only: the caller decides where it shows). Each language is a
 * toggle button; the current one is pressed. Choosing the current one again does nothing.
 */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const { t } = useEppTranslation();
  const interfaceLanguage = useInterfaceLanguage();
  const current = value ?? interfaceLanguage;
  return (
    <Group role="group" aria-label={t('widgets.languageSwitch.label')}>
      {languages.map((language) => (
        <Option
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          title={t(`widgets.languageSwitch.names.${language}`)}
          onClick={() => {
            if (language !== current) onChange(language);
          }}
        >
          {t(`widgets.languageSwitch.short.${language}`)}
        </Option>
      ))}
    </Group>
  );
}
