// One hook per call of endpoints/comments-invoices.ts.
import { mutationHook, queryHook } from './factories';

/** GET comments/{content_type_id}/{object_id}/ — Comments of an object, 10 a page, with a link to older ones. */
export const useComments = queryHook('comments');

/** POST comments/{content_type_id}/{object_id}/ — Adds a comment. */
export const useAddComment = mutationHook('addComment');

/** DELETE comments/{content_type_id}/{object_id}/{id}/ — Deletes a comment. */
export const useDeleteComment = mutationHook('deleteComment');

/** GET invoices/ — Invoices and the balance. */
export const useInvoices = queryHook('invoices');

/** GET invoices/{id}/ — An invoice with rows, totals and receiver (preview). */
export const useInvoice = queryHook('invoice');

/** POST everypay/payment/ — Starts a card payment; answers the redirect URL. */
export const useStartPayment = mutationHook('startPayment');

/** GET everypay/payment/{reference}/ — The state of a payment after returning from the provider. */
export const usePaymentState = queryHook('paymentState');
