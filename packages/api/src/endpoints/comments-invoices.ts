import { commentPageSchema, commentsQuerySchema, newCommentBodySchema } from '../schemas/comments';
import { noContentSchema } from '../schemas/common';
import {
  invoiceDetailSchema,
  invoiceListSchema,
  paymentBodySchema,
  paymentRedirectSchema,
  paymentStateSchema,
} from '../schemas/invoices';
import { endpoint } from './define';

/** Comments on report lines and tests; invoices and card payment (client §7). */
export const commentAndInvoiceEndpoints = {
  comments: endpoint({
    method: 'GET',
    path: 'comments/{content_type_id}/{object_id}/',
    summary: 'Comments of an object, 10 a page, with a link to older ones',
    query: commentsQuerySchema,
    response: commentPageSchema,
  }),
  addComment: endpoint({
    method: 'POST',
    path: 'comments/{content_type_id}/{object_id}/',
    summary: 'Adds a comment',
    body: newCommentBodySchema,
    response: noContentSchema,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: 'comments/{content_type_id}/{object_id}/{id}/',
    summary: 'Deletes a comment',
    response: noContentSchema,
  }),
  invoices: endpoint({
    method: 'GET',
    path: 'invoices/',
    summary: 'Invoices and the balance',
    response: invoiceListSchema,
  }),
  invoice: endpoint({
    method: 'GET',
    path: 'invoices/{id}/',
    summary: 'An invoice with rows, totals and receiver (preview)',
    response: invoiceDetailSchema,
  }),
  startPayment: endpoint({
    method: 'POST',
    path: 'everypay/payment/',
    summary: 'Starts a card payment; answers the redirect URL',
    body: paymentBodySchema,
    response: paymentRedirectSchema,
    redirect: 'payment',
  }),
  paymentState: endpoint({
    method: 'GET',
    path: 'everypay/payment/{reference}/',
    summary: 'The state of a payment after returning from the provider',
    response: paymentStateSchema,
  }),
} as const;
