import { describe, expect, it } from 'vitest';
import { type AnyEndpoint, describeEndpoint, endpointUrl, fillPath, mswPath, pathParamNames } from './define';
import { endpointGroups, endpoints } from './index';

// Every call of section 7 of both spec documents, written as the spec writes it (method + path; the
// operator document's "/dokobit/..." leading slashes dropped, the rPET base expanded).
const specCalls = [
  // client document: session and profile
  'GET rest-auth/user/',
  'POST rest-auth/logout/',
  'POST rest-auth/login/',
  'POST rest-auth/password/reset/',
  'GET token/{uid}/{token}',
  'POST rest-auth/password/change/',
  'PUT active-client/',
  'PUT active-partner/',
  'PUT active-epp/',
  'PUT profile/language/{user_type_id}/',
  'GET all-clients/',
  'GET profile/user-data/',
  'PUT profile/user-data/',
  'GET profile/business-data/',
  'PUT profile/business-data/',
  'GET profile/user-settings/',
  'PUT profile/user-settings/{id}/',
  'GET companies/{query}',
  'POST business-register/company-details/',
  'GET document/basis/',
  'GET users/',
  'PUT users/',
  'DELETE users/{userId}/',
  'POST profile/add-user/',
  'GET profile/show-warranted-info-to-client/',
  'GET profile/warrant-users/',
  'GET notifications/',
  'PUT notifications/notification/{id}/',
  'DELETE notifications/notification/{id}/',
  // login and signing
  'POST dokobit/auth/mobile/',
  'POST dokobit/auth/smart/',
  'GET dokobit/digital-auth/status/{token}/{type}/{identifier}',
  'POST dokobit/auth/id-card-v2/',
  'POST dokobit/auth/id-card/',
  'POST dokobit/id-card-auth/status/',
  'POST document/create-contract/',
  'POST document/sign-contract/',
  'POST dokobit/sign/id-card',
  'POST dokobit/sign/mobile',
  'POST dokobit/sign/smart',
  'POST dokobit/sign-container/id-card',
  'POST dokobit/sign-container/mobile',
  'POST dokobit/sign-container/smart',
  'POST dokobit/digital-sign/status/',
  'GET document/contracts/',
  // dashboard and packages
  'GET dashboard/latest-packages/',
  'GET dashboard/latest-reports/',
  'GET dashboard/statistics/',
  'GET package/list/',
  'GET package/ean-types/',
  'GET package/categories/',
  'GET package/types/',
  'GET package/colors/',
  'GET package/volumes/',
  'GET package/volumes/{id}/',
  'GET package/statuses/',
  'GET partner/test-status/',
  'DELETE package/{id}/',
  'POST package/',
  'GET application-in-progress/',
  'POST application/',
  // sales reports
  'GET sales-reports/',
  'GET sales-reports/package-list/{id}/',
  'GET sales-reports/package-list-repair/{id}/',
  'GET sales-reports/export/{id}/',
  'GET sales-reports/export-repair/{id}/',
  'POST sales-reports/repair/',
  'PUT sales-reports/import/{id}/',
  'PUT sales-reports/import-repair/{id}/',
  'POST sales-line/{reportId}/',
  'POST sales-line/repair-report/{reportId}/',
  'PUT sales-reports/submit/',
  'DELETE sales-reports/delete-repair-report/{id}/',
  'GET sales-reports/summary/',
  'GET sales-reports/summary-export/',
  'GET sales-reports/mass/',
  'GET sales-reports/mass-export/',
  // other reports (client)
  'GET return-reports/',
  'GET return-reports/{id}/',
  'GET return-reports/export/{id}/',
  'GET additional-deposit-reports/',
  'GET additional-deposit-reports/{id}/',
  'GET rpet-reports/',
  'GET rpet-reports/{id}/',
  'POST rpet-reports/{id}/submit/',
  'PUT rpet-reports/{id}/lines/{lineId}/',
  'GET rpet-reports/{id}/export/',
  'PUT rpet-reports/{id}/import/',
  'GET comments/{content_type_id}/{object_id}/',
  'POST comments/{content_type_id}/{object_id}/',
  'DELETE comments/{content_type_id}/{object_id}/{id}/',
  // invoices and payment
  'GET invoices/',
  'GET invoices/{id}/',
  'POST everypay/payment/',
  'GET everypay/payment/{reference}/',
  // operator document: packages and registry
  'GET administrator/applications/',
  'POST administrator/generate-invoice-in-nav/',
  'PUT administrator/send-to-testing/',
  'GET administrator/packages-in-test/',
  'GET administrator/packages-in-retest/',
  'GET administrator/packages/{page}/{sizePerPage}/',
  'POST administrator/activate/',
  'POST administrator/confirm-tests/',
  'GET package/process-fees/',
  'GET partner/packages-in-test/',
  'GET partner/packages-unconfirmed/',
  'GET partner/packages-confirmed/',
  'GET partner/packages-all/',
  'GET partner/packages-in-test/{package_id}/',
  'POST partner/confirm-testing-completed/',
  'PUT partner/test/{test_id}',
  'GET partner/standard-comment/',
  'GET partner/location/',
  // debts, clients, users, contracts, settings
  'GET administrator/debts/',
  'GET administrator/client/{client_id}/',
  'GET administrator/client-invoices/{client_id}/',
  'GET administrator/send-reminder/{invoice_id}/',
  'GET administrator/send-summary/{client_id}/',
  'POST administrator/client/{client_id}/sync-packages/',
  'GET administrator/client-contracts/{client_id}/',
  'POST administrator/client-user-connection/',
  'POST administrator/file-upload/{contract_id}/',
  'PUT document/end-contract/{contract_id}/',
  'GET administrator/all-clients/',
  'GET administrator/users/',
  'GET administrator/users/{clientId}',
  'DELETE administrator/partner/{id}/',
  'DELETE administrator/epp/{id}/',
  'DELETE administrator/user/{id}/',
  'GET administrator/show-warranted-info-to-client/{clientId}/',
  'GET administrator/client/{clientId}/warranted-users/',
  'POST administrator/client/{clientId}/warranted-users/',
  'PUT administrator/client/{clientId}/warranted-users/{warrantId}/',
  'DELETE administrator/client/{clientId}/warranted-users/{warrantId}/',
  'POST administrator/warrant-file-upload/{warrantId}/',
  'GET administrator/sync-classifiers/',
  // reports (administrator)
  'GET administrator/sales-reports/{from_date}/{to_date}/',
  'GET administrator/not-submitted-sales-reports/{from_date}/{to_date}/',
  'GET administrator/not-confirmed-sales-reports/{from_date}/{to_date}/',
  'GET administrator/package-list/{sales_report_id}/',
  'GET administrator/package-list-repair/{sales_report_id}/',
  'PUT administrator/repair-report-approval/',
  'DELETE administrator/delete-sales-report/{id}/',
  'POST return-reports/bulk-confirm/',
  'DELETE return-reports/delete/{id}/',
  'POST return-reports/import/',
  'POST return-reports/import/{id}/',
  'DELETE additional-deposit-reports/delete/{id}/',
  'POST additional-deposit-reports/sync/',
  'POST additional-deposit-reports/sync/{id}/',
  'POST rpet-reports/{id}/unsubmit/',
  'DELETE rpet-reports/{id}/delete/',
  'GET rpet-reports/export/{year}/',
  'POST rpet-reports/generate/',
  'POST rpet-reports/generate/single/',
];

// The calls the spec names without a path: package details load, update and delete; the operator's
// add-user, edit-user and send-new-password.
const callsWithoutPath = 6;

const entries = Object.entries(endpoints) as [string, AnyEndpoint][];
const tableCalls = entries.map(([, entry]) => describeEndpoint(entry));

describe('the endpoint table', () => {
  it('has an entry for every call of section 7 of both documents', () => {
    const missing = specCalls.filter((call) => !tableCalls.includes(call));
    expect(missing).toEqual([]);
  });

  it('holds nothing but the spec calls and the assumed paths', () => {
    const extra = entries.filter(([, entry]) => !specCalls.includes(describeEndpoint(entry)));
    expect(extra.every(([, entry]) => entry.assumed)).toBe(true);
    expect(extra).toHaveLength(callsWithoutPath);
    expect(new Set(specCalls).size).toBe(specCalls.length);
  });

  it('never has the same method and path twice', () => {
    expect(new Set(tableCalls).size).toBe(tableCalls.length);
  });

  it('groups every entry exactly once', () => {
    const grouped = endpointGroups.flatMap((group) => Object.keys(group.entries));
    expect(grouped.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('gives every assumed entry a note for the README', () => {
    for (const [name, entry] of entries) if (entry.assumed) expect(entry.note, name).toBeTruthy();
  });

  it('derives the params schema from the placeholders of the path', () => {
    const entry = endpoints.changeRpetLine;
    expect(Object.keys(entry.params.shape).sort()).toEqual(['id', 'lineId']);
    expect(entry.params.safeParse({ id: 4, lineId: '9' }).success).toBe(true);
    expect(entry.params.safeParse({ id: 4 }).success).toBe(false);
    expect(Object.keys(endpoints.currentUser.params.shape)).toEqual([]);
  });

  it('sends multipart bodies only for file uploads, each with a file field', () => {
    for (const [name, entry] of entries) {
      if (entry.bodyType !== 'multipart') continue;
      const body = entry.body as { shape?: Record<string, unknown> } | undefined;
      expect(Object.keys(body?.shape ?? {}), name).toContain('file');
    }
  });
});

describe('paths and URLs', () => {
  it('lists the placeholders of a path in order', () => {
    expect(pathParamNames('administrator/packages/{page}/{sizePerPage}/')).toEqual(['page', 'sizePerPage']);
    expect(pathParamNames('rest-auth/user/')).toEqual([]);
  });

  it('fills placeholders, encoding the values', () => {
    expect(fillPath('sales-reports/package-list/{id}/', { id: 12 })).toBe('sales-reports/package-list/12/');
    expect(fillPath('companies/{query}', { query: 'A&B Oü' })).toBe('companies/A%26B%20O%C3%BC');
  });

  it('refuses a missing parameter instead of sending "undefined"', () => {
    expect(() => fillPath('rpet-reports/{id}/lines/{lineId}/', { id: 1 })).toThrow(/lineId/);
  });

  it('joins the base with exactly one slash', () => {
    expect(endpointUrl(endpoints.rpetReport, { id: 5 }, 'https://x.ee/api/v1/')).toBe(
      'https://x.ee/api/v1/rpet-reports/5/',
    );
    expect(endpointUrl(endpoints.rpetReport, { id: 5 }, 'https://x.ee/api/v1')).toBe(
      'https://x.ee/api/v1/rpet-reports/5/',
    );
  });

  it('turns a path into an MSW pattern', () => {
    expect(mswPath(endpoints.changeRpetLine)).toBe('*/api/v1/rpet-reports/:id/lines/:lineId/');
    expect(mswPath(endpoints.loginStatus, 'http://localhost/api/v1/')).toBe(
      'http://localhost/api/v1/dokobit/digital-auth/status/:token/:type/:identifier',
    );
  });
});
