/**
 * The Dokobit status codes the flows act on (login, signing, polling). A module of its own, free of zod, so the
 * polling helper the login page uses does not load the schemas with it.
 */
export const statusCodes = { ok: 'ok', waiting: 'waiting', canceled: 'canceled' } as const;
