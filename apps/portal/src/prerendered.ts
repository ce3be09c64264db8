/** Set on #root of a page the build rendered to HTML, with the language it was rendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The public pages rendered to HTML at build time: the first pages a visitor sees, painted before any script. */
export const PRERENDERED_PATHS = ['/login', '/login/email'] as const;
