// The public pages of the route table (routes.md), on their own: the public screens and an app's first route
// link with these without loading the signed-in table (issue #17: route-table.ts is ~3 KB gzip).
import { defineRoute } from '../kit/routes';

/** The public routes: `publicRoutes.login.to()`, also `routes.public` of route-table.ts. */
export const publicRoutes = {
  login: defineRoute({ id: 'public.login', path: '/login', access: 'public' }),
  loginEmail: defineRoute({ id: 'public.loginEmail', path: '/login/email', access: 'public' }),
  forgotPassword: defineRoute({
    id: 'public.forgotPassword',
    path: '/forgot-password',
    access: 'public',
  }),
  changePassword: defineRoute({
    id: 'public.changePassword',
    path: '/change-password/:uid/:token',
    access: 'public',
  }),
  privacyPolicy: defineRoute({
    id: 'public.privacyPolicy',
    path: '/privacy-policy',
    access: 'public',
  }),
  cookies: defineRoute({ id: 'public.cookies', path: '/cookies', access: 'public' }),
};
