import * as z from 'zod/mini';
import { idSchema, textUpTo } from './common';

export const commentSchema = z.object({
  id: idSchema,
  body: z.string(),
  type: z.enum(['MESSAGE', 'NOTIFICATION']),
  visibility: z.enum(['PUBLIC', 'EPP']),
  role: z.enum(['EPP', 'PARTNER', 'CLIENT', 'SYSTEM']),
  created_at: z.string(),
  created_by: z.nullable(z.string()),
  can_delete: z.boolean(),
});
export type CommentEntry = z.infer<typeof commentSchema>;

/** A page of comments; `older` links to the previous page (null when there is none). */
export const commentPageSchema = z.object({
  results: z.array(commentSchema),
  older: z.nullish(z.string()),
  count: z.optional(z.int()),
});

export const commentsQuerySchema = z.object({
  page_size: z.optional(z.int().check(z.positive())),
  page: z.optional(z.int()),
});

/** The body needs one non-blank character; visibility is PUBLIC from the comment form. */
export const newCommentBodySchema = z.object({
  body: textUpTo('comment').check(z.refine((text) => text.trim().length > 0, 'Comment is blank')),
  type: z.enum(['MESSAGE', 'NOTIFICATION']),
  visibility: z.enum(['PUBLIC', 'EPP']),
});
