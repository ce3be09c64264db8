// @vitest-environment jsdom
import { addEppResources, createEppI18n, useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useLocale } from 'react-aria-components';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EppProvider } from './epp-provider';

/** What a widget sees: a text, the interface language, react-aria's locale and a theme token. */
function Probe() {
  const { t } = useEppTranslation();
  const theme = useTheme();
  return (
    <p>
      {t('common.actions.save')}|{useInterfaceLanguage()}|{useLocale().locale}|{theme?.colors ? 'theme' : 'none'}
    </p>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('EppProvider', () => {
  it('follows a host instance on en-US: English texts, the en-GB locale, the theme', async () => {
    const host = createInstance();
    await host.init({ lng: 'et', resources: { et: { translation: { hello: 'Tere' } } } });
    addEppResources(host);
    render(
      <EppProvider i18n={host}>
        <Probe />
      </EppProvider>,
    );
    expect(screen.getByText(/\|et\|/).textContent).toBe('Salvesta|et|et-EE|theme');
    await act(() => host.changeLanguage('en-US'));
    expect(screen.getByText(/\|en\|/).textContent).toBe('Save|en|en-GB|theme');
  });

  it('says which call is missing when the host instance has no EPP texts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = createInstance();
    await host.init({ lng: 'en', resources: { en: { translation: {} } } });
    render(
      <EppProvider i18n={host}>
        <p>host</p>
      </EppProvider>,
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('addEppResources'));
  });

  it('sets no global styles unless asked', () => {
    render(
      <EppProvider i18n={createEppI18n({ language: 'en' })}>
        <Probe />
      </EppProvider>,
    );
    expect(document.head.querySelector('style[data-styled]')?.textContent ?? '').not.toContain('box-sizing');
  });
});
