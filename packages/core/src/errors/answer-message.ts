/**
 * The text of a server's message answer (`{ detail?, message?, data? }`, e.g. GET administrator/sync-classifiers/
 * or a sync of packages, whose "answer data shown as a message", spec operator §7): `detail`, else `message`, else
 * `data` when it is text; null when the answer says nothing the UI could show.
 */
export function answerMessageText(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { detail, message, data } = answer as Record<string, unknown>;
  for (const value of [detail, message, data]) if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}
