// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { getI18n, I18nextProvider, setI18n } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEppI18n } from './create-i18n';
import { createEppI18nOnDemand, loadEppTexts } from './on-demand';
import { messages } from './resources';
import { type EppTranslation, useEppTranslation } from './use-epp-translation';

const { et, en } = messages;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Draws one text and hands out each render's `t`, so a test sees both what shows and when `t` changed. */
function PendingLabel({ seen }: { seen?: EppTranslation['t'][] }) {
  const { t } = useEppTranslation();
  seen?.push(t);
  return <p>{t('ui.button.pending')}</p>;
}

const within = (i18n: I18n, node: React.ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

describe('useEppTranslation', () => {
  it('re-renders in the new language on a language switch, with a new t', async () => {
    const i18n = createEppI18n({ language: 'et' });
    const seen: EppTranslation['t'][] = [];
    render(within(i18n, <PendingLabel seen={seen} />));
    expect(screen.getByText(et.ui.button.pending)).toBeTruthy();
    const before = seen.length;
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(en.ui.button.pending)).toBeTruthy();
    expect(seen.length).toBeGreaterThan(before);
    expect(seen.at(-1)).not.toBe(seen[before - 1]);
  });

  it('keeps the same t across renders while nothing changed', () => {
    const i18n = createEppI18n({ language: 'en' });
    const seen: EppTranslation['t'][] = [];
    const { rerender } = render(within(i18n, <PendingLabel seen={seen} />));
    rerender(within(i18n, <PendingLabel seen={seen} />));
    expect(seen.length).toBe(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('re-renders when texts are added to the instance (an area loaded on demand)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = await createEppI18nOnDemand({ language: 'en', areas: ['common'] });
    render(within(i18n, <PendingLabel />));
    expect(screen.getByText('ui.button.pending')).toBeTruthy(); // not loaded yet: the raw key, and an error
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"epp:ui.button.pending"'));
    await act(() => loadEppTexts(i18n, ['ui']));
    expect(screen.getByText(en.ui.button.pending)).toBeTruthy();
  });

  it('re-renders when texts are removed from the instance', async () => {
    // an on-demand instance: the bundled one's store holds the shared `resources` objects themselves
    const i18n = await createEppI18nOnDemand({ language: 'en', areas: ['ui'] });
    render(within(i18n, <PendingLabel />));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => i18n.removeResourceBundle('en', 'epp'));
    expect(screen.queryByText(en.ui.button.pending)).toBeNull();
  });

  it('uses the instance registered with initReactI18next when no provider is above', () => {
    const i18n = createEppI18n({ language: 'en' }); // registers itself (initReactI18next)
    expect(getI18n()).toBe(i18n);
    render(<PendingLabel />);
    expect(screen.getByText(en.ui.button.pending)).toBeTruthy();
  });

  it('says how to fix it when there is no instance at all', () => {
    const registered = getI18n();
    setI18n(undefined as unknown as I18n);
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown render error too
    try {
      expect(() => render(<PendingLabel />)).toThrow(/no i18next instance.*EppProvider/);
    } finally {
      setI18n(registered);
    }
  });
});
