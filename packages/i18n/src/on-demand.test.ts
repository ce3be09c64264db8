import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import et from './locales/et.json';
import { EPP_NAMESPACE } from './namespace';
import { createEppI18nOnDemand } from './on-demand';

describe('createEppI18nOnDemand', () => {
  it('starts with only the chosen language loaded, Estonian by default', async () => {
    const i18n = await createEppI18nOnDemand();
    expect(i18n.language).toBe('et');
    expect(i18n.t('common.actions.retry')).toBe(et.common.actions.retry);
    expect(i18n.hasResourceBundle('en', EPP_NAMESPACE)).toBe(false);
  });

  it('loads the other language when switching, then speaks it', async () => {
    const i18n = await createEppI18nOnDemand({ language: 'en' });
    expect(i18n.t('common.actions.retry')).toBe(en.common.actions.retry);
    expect(i18n.hasResourceBundle('et', EPP_NAMESPACE)).toBe(false);
    await i18n.changeLanguage('et');
    expect(i18n.resolvedLanguage).toBe('et');
    expect(i18n.t('common.actions.retry')).toBe(et.common.actions.retry);
  });

  it('interpolates like the bundled instance (values are not HTML-escaped; React escapes)', async () => {
    const i18n = await createEppI18nOnDemand({ language: 'en' });
    const withPlaceholder = i18n.t('errors.mass.export', { error: '<b>' });
    expect(withPlaceholder).toContain('<b>');
  });
});
