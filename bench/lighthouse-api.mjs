// The API a production build of the portal talks to, for the Lighthouse bench: the demo backend's own store and
// handlers (@epp/fixtures, the same data and answers as the in-browser demo), answered in Node by msw's
// `getResponse` on the portal's origin (scripts/serve-spa.mjs `api`), so the page runs no msw and no fixtures:
// what a user of a real deployment gets, with the demo's data.
import { importWorkspaceSources } from '../scripts/route-data.mjs';

/** The base path the production build is configured with (VITE_API_BASE_URL): the API on the page's origin. */
export const PRODUCTION_API_BASE = '/api/v1/';

/** @returns {Promise<import('../scripts/serve-spa.mjs').SpaApi>} */
export async function demoApiInNode() {
  const { createDemoBackend, createDemoHandlers, getResponse } = await importWorkspaceSources([
    "export { createDemoBackend } from '@epp/fixtures/demo/backend';",
    "export { createDemoHandlers } from '@epp/fixtures/demo/handlers';",
    "export { getResponse } from 'msw';",
  ]);
  const handlers = createDemoHandlers(createDemoBackend());
  return { prefix: PRODUCTION_API_BASE, respond: (request) => getResponse(handlers, request) };
}
