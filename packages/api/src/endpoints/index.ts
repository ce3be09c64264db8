import { commentAndInvoiceEndpoints } from './comments-invoices';
import type { AnyEndpoint, EndpointKind } from './define';
import { operatorEndpoints } from './operator';
import { otherReportEndpoints } from './other-reports';
import { packageEndpoints } from './packages';
import { profileEndpoints } from './profile';
import { registryEndpoints } from './registry';
import { rpetEndpoints } from './rpet-reports';
import { salesReportEndpoints } from './sales-reports';
import { sessionEndpoints } from './session';
import { signingEndpoints } from './signing';

/**
 * Every call of section 7 of both spec documents: the single source the client, the hooks, the MSW
 * handlers and the README's endpoint list are built from.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...profileEndpoints,
  ...signingEndpoints,
  ...packageEndpoints,
  ...salesReportEndpoints,
  ...otherReportEndpoints,
  ...rpetEndpoints,
  ...commentAndInvoiceEndpoints,
  ...registryEndpoints,
  ...operatorEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The names of the entries of one kind, e.g. every download. */
export type EndpointNameOfKind<K extends EndpointKind> = {
  [N in EndpointName]: Endpoints[N]['kind'] extends K ? N : never;
}[EndpointName];

/** The table's groups, in README order, with their headings. */
export const endpointGroups: readonly { title: string; entries: Record<string, AnyEndpoint> }[] = [
  { title: 'Session and password', entries: sessionEndpoints },
  { title: 'Profile, users and notifications', entries: profileEndpoints },
  { title: 'Login and signing', entries: signingEndpoints },
  { title: 'Dashboard, packages and reference lists', entries: packageEndpoints },
  { title: 'Sales reports', entries: salesReportEndpoints },
  { title: 'Return and additional-deposit reports', entries: otherReportEndpoints },
  { title: 'rPET reports', entries: rpetEndpoints },
  { title: 'Comments and invoices', entries: commentAndInvoiceEndpoints },
  { title: 'Registry and testing (operator, partner)', entries: registryEndpoints },
  { title: 'Debts, clients, users and contracts (operator)', entries: operatorEndpoints },
];

export {
  type AnyEndpoint,
  describeEndpoint,
  type Endpoint,
  type EndpointKind,
  type EndpointSpec,
  endpoint,
  endpointUrl,
  fillPath,
  type HttpMethod,
  joinUrl,
  mswPath,
  type PathParams,
  pathParamNames,
} from './define';
