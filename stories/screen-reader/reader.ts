// The screen-reader journeys' driver: a story composed as the resilience pass composes it (its fixtures, MSW
// handlers and the preview's providers), without its play function, in one language, with
// @guidepup/virtual-screen-reader listening to the whole page (document.body: react-aria draws dialogs and
// popovers in a portal outside the story's root). Keys go where the focus is, as a blind user's do; the virtual
// screen reader follows the focus and records what it would say, live regions included ("polite: …").
import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { expect } from 'vitest';
import { storyI18n } from '../../.storybook/story-i18n';
import { type StoryTextKey, type TextVars, text } from '../support/text';

export type StoryModule = { default: Meta } & Record<string, StoryObj | Meta>;
export const languages = ['et', 'en'] as const;
export type Language = (typeof languages)[number];

/** Renders one story of a module in a language, without its play function, and starts the screen reader. */
export async function listenTo(module: StoryModule, name: string, language: Language): Promise<void> {
  const annotations = module[name] as StoryObj;
  const story = composeStory({ ...annotations, play: undefined }, module.default, undefined, name);
  await story.run({ globals: { locale: language } } as never);
  if (storyI18n.language !== language) throw new Error(`the story runs in ${storyI18n.language}, not ${language}`);
  await startReader(document.body);
}

/** Starts the virtual screen reader on `container`, hearing live regions through `AttachedChangesObserver`. */
export async function startReader(container: HTMLElement): Promise<void> {
  await virtual.start({ container, window: { MutationObserver: AttachedChangesObserver } as never });
  await virtual.clearSpokenPhraseLog();
  observeAlerts();
}

/**
 * The observer the screen reader hears the page's changes through: it passes on a change only while its node is
 * still in the document. @guidepup/virtual-screen-reader reads a batch of changes a microtask after it arrives;
 * by then a deleted comment or a closed dialog may have left the page, and naming a detached node that has
 * `aria-labelledby` throws inside the library (dom-accessibility-api asks the detached subtree's root for
 * `getElementById`): an unhandled rejection that failed a CI run in `comment.test.ts`. A node that has left the
 * page is in no accessibility tree, so no screen reader speaks its changes: the filter is what a real one does.
 * It is applied when the library reads the batch (its `map`), not when the batch arrives.
 */
class AttachedChangesObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super((records, observer) => {
      const attached = {
        map: <T>(speak: (record: MutationRecord) => T) =>
          records
            .filter((record) => record.target.isConnected)
            .map(
              (record) =>
                ({
                  type: record.type,
                  target: record.target,
                  addedNodes: [...record.addedNodes].filter((node) => node.isConnected),
                  removedNodes: record.removedNodes,
                }) as unknown as MutationRecord,
            )
            .map(speak),
      };
      callback(attached as unknown as MutationRecord[], observer);
    });
  }
}

/**
 * The alerts that appeared since the last call. The virtual screen reader speaks a live region's changes, not a
 * live region that appears already holding its text; ARIA makes one exception that screen readers follow,
 * `role="alert"`, announced when it appears (w3c/aria#1216, w3c/aria#2116) — the kit's error alerts. This
 * observer hears that exception as "assertive: <its text>".
 */
let appeared: string[] = [];
let alertObserver: MutationObserver | undefined;

function observeAlerts(): void {
  appeared = [];
  alertObserver = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const alerts = [...(node.matches('[role="alert"]') ? [node] : []), ...node.querySelectorAll('[role="alert"]')];
        for (const alert of alerts) {
          const said = (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (said && !alert.closest('[aria-hidden="true"]')) appeared.push(`assertive: ${said}`);
        }
      }
  });
  alertObserver.observe(document.body, { childList: true, subtree: true });
}

/** Waits until an alert has appeared, then returns (and forgets) every alert heard since the last call. */
export async function alertsHeard(): Promise<string[]> {
  await waitFor(() => expect(appeared.length, 'no alert appeared').toBeGreaterThan(0));
  const heardAlerts = appeared;
  appeared = [];
  return heardAlerts;
}

/** The alerts heard since the last call, without waiting (none, when nothing more may be said). */
export function alertsSoFar(): string[] {
  const heardAlerts = appeared;
  appeared = [];
  return heardAlerts;
}

export async function stopListening(): Promise<void> {
  alertObserver?.disconnect();
  await virtual.stop();
}

/** What the screen reader said since the last call, and forgets it. */
export async function heard(): Promise<string[]> {
  const log = await virtual.spokenPhraseLog();
  await virtual.clearSpokenPhraseLog();
  return log;
}

/**
 * Waits until the screen reader has said `phrase` (or a phrase that `phrase` accepts), then returns (and forgets)
 * all it said.
 */
export const hearUntil = (phrase: Heard): Promise<string[]> => hearAll(phrase);

/** A phrase the screen reader says, or a test that accepts one. */
type Heard = string | ((said: string) => boolean);

/**
 * Waits until the screen reader has said every one of `phrases` (each a phrase or a test of one), in any order,
 * then returns (and forgets) all it said: for news that comes together, such as an outcome and the focus moving.
 */
export async function hearAll(...phrases: Heard[]): Promise<string[]> {
  let log: string[] = [];
  await waitFor(async () => {
    log = await virtual.spokenPhraseLog();
    for (const phrase of phrases) {
      if (typeof phrase === 'string') expect(log, JSON.stringify(log)).toContain(phrase);
      else expect(log.some(phrase), `nothing accepted in ${JSON.stringify(log)}`).toBe(true);
    }
  });
  await virtual.clearSpokenPhraseLog();
  return log;
}

// Every key goes through the virtual screen reader's own user-event instance: a second instance on the same
// document (storybook/test's) would track the fields' values apart from it, and React would see none of the keys.

/** Presses Tab (Shift+Tab with `back`) and returns what the screen reader said on arriving. */
export async function tab(back = false): Promise<string> {
  const from = document.activeElement;
  const before = (await virtual.spokenPhraseLog()).length;
  await virtual.press(back ? 'Shift+Tab' : 'Tab');
  await waitFor(() => expect(document.activeElement).not.toBe(from));
  expectFocusNow();
  await waitFor(async () => expect(virtual.activeNode).toBe(document.activeElement));
  // What it said of the control, not a live region's news that came in at the same moment (that stays in the log).
  const said = (await virtual.spokenPhraseLog()).slice(before).filter((phrase) => !LIVE.test(phrase));
  return said.at(-1) ?? virtual.lastSpokenPhrase();
}

const LIVE = /^(polite|assertive): /;

/** A control said without a name: its role alone, or its role with nothing but states after it. */
const UNNAMED =
  /^(button|link|textbox|checkbox|radio|combobox|tab|switch|menuitem|spinbutton)(, (required|disabled|not checked|checked|read only|expanded|collapsed|pressed|not pressed))*$/;

/**
 * Presses Tab (Shift+Tab with `back`) until the screen reader says `phrase` on arriving, and returns what it said at each stop (the last
 * is `phrase`). Every stop on the way must be named; fails after `limit` stops.
 */
export async function tabUntil(phrase: string, { back = false, limit = 40 } = {}): Promise<string[]> {
  const stops: string[] = [];
  while (stops.length < limit) {
    const said = await tab(back).catch((error: Error) => {
      throw new Error(`${error.message} after ${JSON.stringify(stops)}`);
    });
    stops.push(said);
    expect(said, `an unnamed control after ${JSON.stringify(stops)}`).not.toMatch(UNNAMED);
    if (said === phrase) return stops;
  }
  throw new Error(`Tab never reached «${phrase}»: ${JSON.stringify(stops)}`);
}

/** Types into the focused field, key by key. */
export const type = (keys: string) => virtual.type(keys);
/** Presses a key (e.g. 'Enter', ' ' for the space bar, 'Escape') where the focus is. */
export const press = (key: string) => virtual.press(key);

/**
 * The focus is still on something the screen reader can read (not dropped on the page's body, where a blind user
 * would have to start again from the top), and the screen reader is on it.
 */
export async function expectFocusKept(): Promise<void> {
  await waitFor(() => {
    const focused = document.activeElement;
    expect(focused === null || focused === document.body, 'the focus fell to the page body').toBe(false);
    expect(virtual.activeNode).toBe(focused);
  });
}

/** The focus is on something other than the page's body at this moment (no waiting). */
export function expectFocusNow(): void {
  const focused = document.activeElement;
  expect(focused === null || focused === document.body, 'the focus fell to the page body').toBe(false);
}

/** Each phrase exactly once in what was heard (an announcement repeated is as wrong as a missing one). */
export function expectOnce(log: readonly string[], ...phrases: string[]): void {
  for (const phrase of phrases)
    expect(
      log.filter((said) => said === phrase),
      `«${phrase}» in ${JSON.stringify(log)}`,
    ).toHaveLength(1);
}

// ---- What the virtual screen reader says, from the i18n texts --------------------------------------------------

const t = (key: StoryTextKey, vars?: TextVars) => text(key, vars);
export const say = {
  t,
  textbox: (key: StoryTextKey, ...states: string[]) => ['textbox', t(key), ...states].join(', '),
  button: (key: StoryTextKey, ...states: string[]) => ['button', t(key), ...states].join(', '),
  link: (key: StoryTextKey) => `link, ${t(key)}`,
  alert: (message: string) => `assertive: ${message}`,
  /** An error alert of the kit (@epp/ui Alert): its tone said in words before its text ("Viga: …"). */
  errorAlert: (message: string) => `assertive: ${t('ui.alert.tone.error')} ${message}`,
  status: (message: string) => `polite: ${message}`,
};
