import type { AnyEndpoint } from '../endpoints/define';
import { describeEndpoint } from '../endpoints/paths';
import { ApiError, issuePath } from './errors';

/**
 * The body of an answer: parsed JSON, undefined when empty or not JSON. A body that is not JSON is not the API
 * speaking (a proxy's HTML 502 page, a gateway's plain text): it must never reach the user as an error's text,
 * so the caller gets nothing from it and shows the spec's generic text.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks a successful answer against the entry's response schema. A mismatch is an `invalid-response`
 * error naming the endpoint and the first field that is wrong, never a crash further down.
 */
export function parseAnswer(entry: AnyEndpoint, status: number, body: unknown): unknown {
  const result = entry.response.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError({
      kind: 'invalid-response',
      endpoint: describeEndpoint(entry),
      status,
      body,
      field: issue ? issuePath(issue.path) : '(root)',
    });
  }
  return entry.withStatus ? { status, data: result.data } : result.data;
}
