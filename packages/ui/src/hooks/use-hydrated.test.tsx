// @vitest-environment jsdom
import { createEppI18n } from '@epp/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { UiProvider } from '../theme/ui-provider';

const i18n = createEppI18n();
const wrap = (children: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <UiProvider language="et" globalStyles={false}>
      {children}
    </UiProvider>
  </I18nextProvider>
);
const form = () =>
  wrap(
    <form>
      <TextField label="E-post" />
      <Button type="submit">Logi sisse</Button>
      <Button>Tühista</Button>
    </form>,
  );

describe('controls in a page rendered to HTML before its scripts run', () => {
  it('a submit button is disabled until hydration; a text field takes typing at once', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    const [submit, other] = container.querySelectorAll('button');
    expect(submit?.disabled).toBe(true);
    expect(other?.disabled).toBe(false);
    const input = container.querySelector('input');
    expect(input?.readOnly).toBe(false);
  });

  it('rendered by React in the browser, they work at once', () => {
    render(form());
    expect((screen.getByRole('button', { name: 'Logi sisse' }) as HTMLButtonElement).disabled).toBe(false);
    const input = screen.getByRole('textbox', { name: 'E-post' }) as HTMLInputElement;
    expect(input.readOnly).toBe(false);
  });
});
