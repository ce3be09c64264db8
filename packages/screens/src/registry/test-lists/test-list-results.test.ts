import { describe, expect, it } from 'vitest';
import { activateAlerts, confirmTestsAlerts, sendToTestingAlerts } from './test-list-results';

const eans = new Map([
  ['1', '4740000000011'],
  ['2', '4740000000028'],
]);

describe('sendToTestingAlerts', () => {
  it('lists the sent EANs and each refusal with its reason', () => {
    expect(
      sendToTestingAlerts(['1', '2'], { errors: [{ id: 2, reason: 'Pakendil on lõpetamata test.' }] }, eans),
    ).toEqual([
      { tone: 'success', title: { key: 'screens.operator.registry.results.sent', params: { eans: '4740000000011' } } },
      {
        tone: 'error',
        title: { key: 'errors.registry.sendToTestingList' },
        lines: [
          {
            key: 'screens.operator.registry.results.line',
            params: { ean: '4740000000028', reason: 'Pakendil on lõpetamata test.' },
          },
        ],
      },
    ]);
  });

  it('says only the success when nothing was refused', () => {
    expect(sendToTestingAlerts(['1', '2'], { errors: [] }, eans).map((alert) => alert.tone)).toEqual(['success']);
  });
});

describe('confirmTestsAlerts', () => {
  it('names confirmed EANs, failures as "EAN - error", an unknown id as "EAN ei leitud (id: …)"', () => {
    const alerts = confirmTestsAlerts(
      [
        { id: 1, is_success: true, confirmed_at: '2026-11-20', error: null },
        { id: 2, is_success: false, confirmed_at: null, error: 'Test on tegemata.' },
        { id: 99, is_success: false, confirmed_at: null, error: null },
      ],
      eans,
    );
    expect(alerts[0]?.title).toEqual({
      key: 'screens.operator.registry.results.confirmed',
      params: { eans: '4740000000011' },
    });
    expect(alerts[1]?.lines).toEqual([
      { key: 'screens.operator.registry.results.line', params: { ean: '4740000000028', reason: 'Test on tegemata.' } },
      { key: 'errors.registry.eanNotFound', params: { id: '99' } },
    ]);
  });

  it('gives a failure without a reason "Ootamatu viga"', () => {
    const [alert] = confirmTestsAlerts([{ id: 1, is_success: false, error: null }], eans);
    expect(alert?.lines).toEqual([
      {
        key: 'screens.operator.registry.results.line',
        params: { ean: '4740000000011', reason: { key: 'errors.unexpectedShort' } },
      },
    ]);
  });
});

describe('activateAlerts', () => {
  it('says what was registered and one alert per kind of failure', () => {
    const alerts = activateAlerts(
      {
        success: [{ id: 1 }],
        missing_product: [99],
        missing_test: ['4740000000028'],
        wrong_status: [2],
        nav_error: ['NAV: hinnakiri puudub'],
      },
      eans,
    );
    expect(alerts.map((alert) => alert.title.key)).toEqual([
      'screens.operator.registry.results.registered',
      'screens.operator.registry.results.missingProduct',
      'screens.operator.registry.results.missingTest',
      'screens.operator.registry.results.wrongStatus',
      'errors.registry.navErrors',
    ]);
    expect(alerts[1]?.lines).toEqual([{ key: 'errors.registry.idOnly', params: { id: '99' } }]);
    expect(alerts[2]?.lines).toEqual(['4740000000028']);
    expect(alerts[3]?.lines).toEqual(['4740000000028']);
    expect(alerts[4]?.lines).toEqual(['NAV: hinnakiri puudub']);
  });

  it('says nothing when the answer is empty', () => {
    expect(
      activateAlerts({ success: [], missing_product: [], missing_test: [], wrong_status: [], nav_error: [] }, eans),
    ).toEqual([]);
  });
});
