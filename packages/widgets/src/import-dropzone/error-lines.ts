import { isApiError } from '@epp/api/client';
import type { ErrorListEntry } from '@epp/core';

/**
 * The rows of a failed import (spec §8: a list under the title, "EAN - text" per row), or null when the error
 * carries no rows and its own message should be shown instead.
 */
export function importErrorLines(error: unknown): ErrorListEntry[] | null {
  if (!isApiError(error) || error.entries.length === 0) return null;
  return error.entries;
}
