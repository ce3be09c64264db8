// The screens of the route table on their own (`@epp/screens/route-screens`), for an app that loads the table of
// screens on demand: `@epp/screens/routes` holds the paths every page needs, this the one `import()` per screen.
export { routeScreenOf, routeScreens } from './routes/route-screens';
