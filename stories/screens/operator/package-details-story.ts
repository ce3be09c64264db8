// The packages, the frame and the queries of the PackageDetails stories (package-details*.stories.tsx).
import { handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { PackageDetailsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { escapeRegExp } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';

export const scenario = scenarios.operator;
/** Test-unconfirmed (NOK, not confirmed): every field editable, approvable, no application invoice needed. */
export const kali = heroPackage('Põhjala Leivakali 1,5 l');
/** Registered: only the name and the location code editable; deletable. */
export const registered = heroPackage('Põhjala Öö 0,33 l');
/** Registered, of a client with a debt, unsubmitted reports and unsynced parameters. */
export const unsynced = heroPackage('Läänemere Allikavesi 0,5 l');
/** In retesting: an open test and a confirmed one. */
export const porter = heroPackage('Põhjala Porter 0,5 l');
/** In testing with an untested, open test. */
export const kelluke = heroPackage('Kelluke Limonaad 0,33 l');
/** Waiting after a confirmed test: may be sent to testing again. */
export const siider = heroPackage('Põhjala Õunasiider 0,5 l');
/** Not submitted by the client: exists only on the web, no application invoice. */
export const webOnly = heroPackage('Aura Apelsinimahl 1 l');
export const MISSING_ID = 999_999;

export const CLIENTS: Record<number, string> = {
  101: 'Põhjala Joogitehas OÜ',
  104: 'Läänemere Vesi OÜ',
};

export type Key = Parameters<typeof text>[0];
export const D = 'screens.operator.packageDetails';

/** A story of one package, on a store of its own (a story that changes data must not leak into another). */
export function of(row: { id: number }, overrides: Parameters<typeof handlersFor>[1] = {}, state?: unknown) {
  return {
    args: { id: row.id },
    parameters: {
      screen: { path: `/registry/package/${row.id}`, route: '/registry/package/:id', state },
      msw: { handlers: handlersFor(scenario, overrides) },
    },
  };
}

/** The details have loaded: the title names the client. */
export async function loaded(clientId = 101) {
  const name = CLIENTS[clientId] ?? '';
  await screen.findByRole('heading', { level: 1, name: new RegExp(escapeRegExp(name)) });
  await screen.findByRole('region', { name: text(`${D}.general.title`) });
}

export const general = () => within(screen.getByRole('region', { name: text(`${D}.general.title`) }));
export const field = (key: Key) => general().getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(key))}`) });
export const choice = (key: Key) => general().getByRole('button', { name: new RegExp(escapeRegExp(text(key))) });
export const button = (key: Key) => screen.getByRole('button', { name: text(key) });
export const dialog = (key: Key) => screen.findByRole('dialog', { name: text(key) });
export const alertdialog = (key: Key) => screen.findByRole('alertdialog', { name: text(key) });

export async function retype(input: HTMLElement, value: string) {
  input.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(value === '' ? '{Backspace}' : value);
}

export const testing = () => within(screen.getByRole('region', { name: text(`${D}.testing.title`) }));
export const testSummary = (number: number) =>
  testing()
    .getByText(text(`${D}.testing.test`, { number }))
    .closest('summary') as HTMLElement;

/**
 * What the meta of every PackageDetails story file holds besides its title (the title stays written in each
 * file: Storybook reads it from the file's source, and one title keeps the stories' ids).
 */
export const detailsMeta = {
  component: PackageDetailsScreen,
  decorators: [withScreen],
  ...of(kali),
  beforeEach: () => clearAnnouncements(),
  parameters: { layout: 'fullscreen', ...of(kali).parameters },
};
export type DetailsMeta = Meta<typeof PackageDetailsScreen>;
export type DetailsStory = StoryObj<typeof detailsMeta>;
