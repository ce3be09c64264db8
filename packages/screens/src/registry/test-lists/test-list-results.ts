// What the registry's bulk actions answered, as page alerts (operator spec §8): the packages that went
// through by EAN, and each failure per package. Pure: the frame shows them, the tests read them.

import type { activateAnswerSchema, confirmTestsAnswerSchema, sendToTestingAnswerSchema } from '@epp/api/schemas';
import { type Message, message, translationKey } from '@epp/i18n';
import type { z } from 'zod/mini';

export type SendToTestingAnswer = z.infer<typeof sendToTestingAnswerSchema>;
export type ConfirmTestsAnswer = z.infer<typeof confirmTestsAnswerSchema>;
export type ActivateAnswer = z.infer<typeof activateAnswerSchema>;

export interface ResultAlert {
  tone: 'success' | 'error';
  title: Message;
  lines?: (Message | string)[];
}

/** The packages' EANs by id (the list's rows). */
export type EanLookup = ReadonlyMap<string, string>;

const KEY = {
  unknownEan: translationKey('errors.registry.eanNotFound'),
  unknownId: translationKey('errors.registry.idOnly'),
  line: translationKey('screens.operator.registry.results.line'),
  sent: translationKey('screens.operator.registry.results.sent'),
  sendFailed: translationKey('errors.registry.sendToTestingList'),
  confirmed: translationKey('screens.operator.registry.results.confirmed'),
  confirmFailed: translationKey('errors.registry.confirmTestsList'),
  registered: translationKey('screens.operator.registry.results.registered'),
  missingProduct: translationKey('screens.operator.registry.results.missingProduct'),
  missingTest: translationKey('screens.operator.registry.results.missingTest'),
  wrongStatus: translationKey('screens.operator.registry.results.wrongStatus'),
  navErrors: translationKey('errors.registry.navErrors'),
  unexpected: translationKey('errors.unexpectedShort'),
};

/** A package's EAN, or "EAN ei leitud (id: 7)" for an id the list does not hold. */
function eanOf(eans: EanLookup, id: number | string): Message | string {
  return eans.get(String(id)) ?? message(KEY.unknownEan, { id: String(id) });
}

/** "{EAN} - {reason}"; a failure without a reason says "Ootamatu viga". */
function failureLine(eans: EanLookup, id: number | string, reason: string | null | undefined): Message {
  const ean = eanOf(eans, id);
  return message(KEY.line, { ean, reason: reason?.trim() ? reason : message(KEY.unexpected) });
}

const joined = (eans: readonly string[]) => eans.join(', ');

/** PUT send-to-testing: "Saadetud testimisse: …." for the rest, the refused ones with their reasons. */
export function sendToTestingAlerts(
  sentIds: readonly string[],
  answer: SendToTestingAnswer,
  eans: EanLookup,
): ResultAlert[] {
  const refused = new Set(answer.errors.map((error) => String(error.id)));
  const sent = sentIds.filter((id) => !refused.has(id)).map((id) => eans.get(id) ?? id);
  const alerts: ResultAlert[] = [];
  if (sent.length > 0) alerts.push({ tone: 'success', title: message(KEY.sent, { eans: joined(sent) }) });
  if (answer.errors.length > 0)
    alerts.push({
      tone: 'error',
      title: message(KEY.sendFailed),
      lines: answer.errors.map((error) => failureLine(eans, error.id, error.reason)),
    });
  return alerts;
}

/** POST confirm-tests: "Testitulemused edukalt kinnitatud: …." and the failures per package. */
export function confirmTestsAlerts(answer: ConfirmTestsAnswer, eans: EanLookup): ResultAlert[] {
  const confirmed = answer
    .filter((entry) => entry.is_success)
    .map((entry) => eans.get(String(entry.id)) ?? String(entry.id));
  const failed = answer.filter((entry) => !entry.is_success);
  const alerts: ResultAlert[] = [];
  if (confirmed.length > 0)
    alerts.push({
      tone: 'success',
      title: message(KEY.confirmed, { eans: joined(confirmed) }),
    });
  if (failed.length > 0)
    alerts.push({
      tone: 'error',
      title: message(KEY.confirmFailed),
      lines: failed.map((entry) =>
        eans.has(String(entry.id)) || entry.error
          ? failureLine(eans, entry.id, entry.error)
          : message(KEY.unknownEan, { id: String(entry.id) }),
      ),
    });
  return alerts;
}

/** An entry of activate's failure lists: an EAN as it is, a package id of the list as its EAN, else "{id} (ID)". */
function activateEntry(eans: EanLookup, entry: string | number): string | Message {
  const ean = eans.get(String(entry));
  if (ean !== undefined) return ean;
  return typeof entry === 'number' ? message(KEY.unknownId, { id: String(entry) }) : entry;
}

/** POST activate: "Edukalt registreeritud: …." and one alert per kind of failure. */
export function activateAlerts(answer: ActivateAnswer, eans: EanLookup): ResultAlert[] {
  const alerts: ResultAlert[] = [];
  if (answer.success.length > 0)
    alerts.push({
      tone: 'success',
      title: message(KEY.registered, {
        eans: joined(answer.success.map(({ id }) => eans.get(String(id)) ?? String(id))),
      }),
    });
  const lists = [
    [KEY.missingProduct, answer.missing_product],
    [KEY.missingTest, answer.missing_test],
    [KEY.wrongStatus, answer.wrong_status],
  ] as const;
  for (const [key, entries] of lists)
    if (entries.length > 0)
      alerts.push({ tone: 'error', title: message(key), lines: entries.map((entry) => activateEntry(eans, entry)) });
  if (answer.nav_error.length > 0)
    alerts.push({ tone: 'error', title: message(KEY.navErrors), lines: answer.nav_error });
  return alerts;
}
