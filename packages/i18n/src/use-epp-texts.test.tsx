import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createEppI18nOnDemand, useEppTexts } from './on-demand';
import { messages } from './resources';
import { useEppTranslation } from './use-epp-translation';

function PendingLabel() {
  useEppTexts(['ui']);
  const { t } = useEppTranslation();
  return <p>{t('ui.button.pending')}</p>;
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += chunk;
  return out;
}

describe('useEppTexts', () => {
  it('holds its Suspense boundary until the areas are in, then the text draws', async () => {
    const i18n = await createEppI18nOnDemand({ areas: ['common'] });
    const page = await html(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback="loading">
          <PendingLabel />
        </Suspense>
      </I18nextProvider>,
    );
    expect(page).toContain(`<p>${messages.et.ui.button.pending}</p>`);
  });
});
