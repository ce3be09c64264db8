// @vitest-environment jsdom
import { createEppI18n } from '@epp/i18n';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A controlled field, its value echoed beside it, and a counter that re-renders the form. */
function Form({ onValue }: { onValue?: (value: string) => void }) {
  const [email, setEmail] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <TextField
        label="E-post"
        value={email}
        onChange={(value) => {
          setEmail(value);
          onValue?.(value);
        }}
      />
      <output>{email}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        {renders}
      </button>
    </form>
  );
}

/** The page as the build renders it, with text typed into its field before the scripts run. */
function prerenderedWithTyping(text: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap(<Form />));
  document.body.append(container);
  const input = container.querySelector('input') as HTMLInputElement;
  input.value = text; // the visitor's keys, before React runs
  return { container, input };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('text typed into a prerendered field before hydration', () => {
  it('becomes the field state when React hydrates the page, and stays after a re-render', async () => {
    const { container, input } = prerenderedWithTyping('mari@example.ee');
    const onValue = vi.fn();
    await act(async () => {
      hydrateRoot(container, wrap(<Form onValue={onValue} />));
    });
    expect(onValue).toHaveBeenCalledWith('mari@example.ee');
    expect(container.querySelector('output')?.textContent).toBe('mari@example.ee');
    await act(async () => container.querySelector('button')?.click());
    expect(input.value).toBe('mari@example.ee');
  });

  it('changes nothing when nothing was typed', async () => {
    const { container } = prerenderedWithTyping('');
    const onValue = vi.fn();
    await act(async () => {
      hydrateRoot(container, wrap(<Form onValue={onValue} />));
    });
    expect(onValue).not.toHaveBeenCalled();
  });
});
