// What the resilience pass reads off the page: when a screen has settled, its error alerts, its text (to tell
// that a retry brought back what the good run showed), the fields the user typed into, and uncaught errors.
import { EPP_NAMESPACE } from '@epp/i18n';
import { storyI18n } from '../../.storybook/story-i18n';
import type { EndpointFaults } from './endpoint-faults';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The page's text without live regions (announcements come and go on their own clock). */
export function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const live of copy.querySelectorAll('[aria-live], script, style')) live.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Waits until the screen is at rest: no API request under way or just ended, nothing busy (aria-busy, a
 * spinner), and the text the same for a while. Throws after `timeoutMs` with what it saw.
 */
export async function settled(faults: EndpointFaults, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  let text = pageText();
  let stableSince = performance.now();
  while (performance.now() - started < timeoutMs) {
    await sleep(50);
    const now = pageText();
    if (now !== text) {
      text = now;
      stableSince = performance.now();
    }
    // A spinner (an indeterminate progressbar: the kit's Spinner, a pending button) is busy too: a part whose code
    // or data is still on its way may ask for nothing for a while on a loaded machine (issue #23).
    const busy = document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])') !== null;
    if (!busy && faults.isQuiet(200) && performance.now() - stableSince >= 200) return;
  }
  throw new Error(`the screen did not settle in ${timeoutMs} ms; it shows: ${pageText().slice(0, 400)}`);
}

/** Polls `find` until it returns something or `timeoutMs` passes. */
export async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const started = performance.now();
  for (;;) {
    const found = find();
    if (found !== undefined || performance.now() - started >= timeoutMs) return found;
    await sleep(50);
  }
}

/** Alerts that say something failed: the kit's error alerts (page alerts, table error rows) and any role=alert. */
export function errorAlerts(): HTMLElement[] {
  return [...document.body.querySelectorAll<HTMLElement>('[role="alert"], [data-alert-tone="error"]')].filter(
    (alert) => !alert.parentElement?.closest('[role="alert"], [data-alert-tone="error"]') && alertText(alert) !== '',
  );
}

export function alertText(alert: HTMLElement): string {
  return (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
}

let keys: Set<string> | undefined;
function translationKeys(): Set<string> {
  if (keys) return keys;
  const found = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node !== 'object' || node === null) return void found.add(prefix);
    for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(storyI18n.getResourceBundle('et', EPP_NAMESPACE), '');
  keys = found;
  return found;
}

/** What in a text betrays a missing translation: an i18n key shown as it is, or an unfilled `{{slot}}`. */
export function untranslated(text: string): string[] {
  const known = translationKeys();
  const tokens = text.split(/[\s"'„“”():,]+/).map((token) => token.replace(/[.!?]+$/, ''));
  return [...tokens.filter((token) => known.has(token)), ...(text.match(/\{\{\w+\}\}/g) ?? [])];
}

/** The buttons that retry, by the kit's one label ("Proovi uuesti"), anywhere on the page (also in overlays). */
export function retryButtons(): HTMLButtonElement[] {
  const label = storyI18n.t('common.actions.retry');
  return [...document.body.querySelectorAll<HTMLButtonElement>('button')].filter(
    (button) => alertText(button) === label && !button.disabled && button.getAttribute('aria-disabled') !== 'true',
  );
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const textFieldSelector =
  'textarea, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="button"]):not([type="submit"])';

/** A field by what the user knows it as: its label (a form drawn anew after a failure has new elements). */
function fieldName(field: TextField): string {
  return (field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? field.name ?? field.id).trim();
}

/** The fields that hold text now, by label, with their values: what the user typed before a failure. */
export function typedFields(): Map<string, string> {
  const fields = [...document.body.querySelectorAll<TextField>(textFieldSelector)];
  return new Map(fields.filter((field) => field.value !== '').map((field) => [fieldName(field), field.value]));
}

/** The fields whose text the failure took: no field with that label on the page any more, or another value. */
export function lostFields(before: Map<string, string>): string[] {
  const now = typedFields();
  const shown = new Set([...document.body.querySelectorAll<TextField>(textFieldSelector)].map(fieldName));
  return [...before].flatMap(([name, value]) => {
    if (!shown.has(name)) return [`"${name}" (was "${value}") is gone`];
    const current = now.get(name) ?? '';
    // A number field groups its digits only while it is not focused: "16 000" and "16000" are the same value.
    const same = current.replace(/\s/g, '') === value.replace(/\s/g, '');
    return same ? [] : [`"${name}" changed from "${value}" to "${current}"`];
  });
}

/** Collects errors nobody caught (window `error`, `unhandledrejection`) while it listens. */
export function listenForUncaught(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
