import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addEppResources } from './create-i18n';
import { EPP_NAMESPACE } from './namespace';
import { createEppI18nOnDemand, loadEppTexts } from './on-demand';
import { messages } from './resources';

const { et, en } = messages;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createEppI18nOnDemand', () => {
  it('starts with only the chosen language loaded, Estonian by default', async () => {
    const i18n = await createEppI18nOnDemand();
    expect(i18n.language).toBe('et');
    expect(i18n.t('common.actions.retry')).toBe(et.common.actions.retry);
    expect(i18n.t('screens.client.packages.caption')).toBe(et.screens.client.packages.caption);
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

describe('text areas', () => {
  it('loads only the areas asked for, and more with loadEppTexts', async () => {
    const i18n = await createEppI18nOnDemand({ areas: ['common', 'screens.public'] });
    expect(i18n.exists('screens.public.login.title')).toBe(true);
    expect(i18n.exists('ui.button.pending')).toBe(false);
    await loadEppTexts(i18n, ['ui', 'screens.client']);
    expect(i18n.t('ui.button.pending')).toBe(et.ui.button.pending);
    expect(i18n.t('screens.client.packages.caption')).toBe(et.screens.client.packages.caption);
    expect(i18n.t('screens.public.login.title')).toBe(et.screens.public.login.title); // merged, not replaced
  });

  it('gives a language loaded later every area added before', async () => {
    const i18n = await createEppI18nOnDemand({ areas: ['common'] });
    await loadEppTexts(i18n, ['ui']);
    await i18n.changeLanguage('en');
    expect(i18n.t('ui.button.pending')).toBe(en.ui.button.pending);
    expect(i18n.t('common.actions.save')).toBe(en.common.actions.save);
  });

  it('gives a language loaded before (and switched back to) every area added since', async () => {
    const i18n = await createEppI18nOnDemand({ areas: ['common'] });
    await i18n.changeLanguage('en');
    await loadEppTexts(i18n, ['ui']);
    await i18n.changeLanguage('et');
    expect(i18n.t('ui.button.pending')).toBe(et.ui.button.pending);
  });

  it('gives a language still loading the areas added meanwhile', async () => {
    const i18n = await createEppI18nOnDemand({ areas: ['common'] });
    const switching = i18n.changeLanguage('en');
    await loadEppTexts(i18n, ['ui']);
    await switching;
    expect(i18n.t('ui.button.pending')).toBe(en.ui.button.pending);
  });

  it('answers the same areas with the same promise (React `use` waits on it)', async () => {
    const i18n = await createEppI18nOnDemand({ areas: ['common'] });
    expect(loadEppTexts(i18n, ['ui', 'status'])).toBe(loadEppTexts(i18n, ['status', 'ui']));
  });

  it('reports a key whose area is not loaded as a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = await createEppI18nOnDemand({ areas: ['common'] });
    expect(i18n.t('ui.button.pending')).toBe('ui.button.pending');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"epp:ui.button.pending"'));
  });
});

describe("a host's own i18next instance", () => {
  async function hostInstance(language: string) {
    const host = createInstance();
    await host.init({ lng: language, fallbackLng: false, resources: { en: { translation: { hello: 'Hello' } } } });
    return host;
  }

  it('gets only the areas asked for, only in its current language', async () => {
    const host = await hostInstance('en-US');
    await loadEppTexts(host, ['ui']);
    expect(host.t('epp:ui.button.pending')).toBe(en.ui.button.pending);
    expect(host.exists('epp:common.actions.save')).toBe(false);
    expect(host.hasResourceBundle('et', EPP_NAMESPACE)).toBe(false);
    expect(host.t('hello')).toBe('Hello'); // its own texts untouched
  });

  it('fetches the areas for a language it switches to (the same promise a later ask gets)', async () => {
    const host = await hostInstance('en');
    await loadEppTexts(host, ['ui', 'common']);
    await host.changeLanguage('et');
    await loadEppTexts(host, ['common', 'ui']);
    expect(host.t('epp:ui.button.pending')).toBe(et.ui.button.pending);
    expect(host.t('epp:common.actions.save')).toBe(et.common.actions.save);
  });

  it('has the new language in before the switch when asked to (a switch that waits)', async () => {
    const host = await hostInstance('en');
    await loadEppTexts(host, ['ui'], 'et');
    expect(host.getResource('et', EPP_NAMESPACE, 'ui.button.pending')).toBe(et.ui.button.pending);
    await host.changeLanguage('et');
    expect(host.t('epp:ui.button.pending')).toBe(et.ui.button.pending);
  });

  it('has nothing to load after addEppResources (every text is there)', async () => {
    const host = await hostInstance('en');
    addEppResources(host);
    const store = host.store.data;
    await loadEppTexts(host, ['ui']);
    expect(host.store.data).toBe(store);
    expect(host.t('epp:widgets.signingModal.title')).toBe(en.widgets.signingModal.title);
  });
});
