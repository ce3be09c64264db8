// What a submitted application came to (POST application/ answers the products that failed): all in, in part
// (an invoice was created for the rest), or nothing. Pure, so the rule is tested once.

export interface FailedProduct {
  id: number;
  ean: string;
  response: string;
}

export type ApplicationOutcome =
  | { kind: 'submitted' }
  | { kind: 'partial'; failed: readonly FailedProduct[] }
  | { kind: 'failed'; failed: readonly FailedProduct[] };

/** Submitted ids against the failed ones: an invoice exists whenever at least one package went through. */
export function applicationOutcome(
  submittedIds: readonly number[],
  failed: readonly FailedProduct[],
): ApplicationOutcome {
  if (failed.length === 0) return { kind: 'submitted' };
  const failedIds = new Set(failed.map((product) => product.id));
  const anyIn = submittedIds.some((id) => !failedIds.has(id));
  return anyIn ? { kind: 'partial', failed } : { kind: 'failed', failed };
}

/** A failed product's line: "{EAN} - {response}", or the response alone when the server sent no EAN. */
export function failedProductLine(product: FailedProduct, row: (ean: string, reason: string) => string): string {
  return product.ean === '' ? product.response : row(product.ean, product.response);
}
