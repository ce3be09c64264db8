import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loginPollMessages, signPollMessages } from '../polling/poll-status';
import { ApiError, apiMessageKeys, errorMessage, isNotFoundError } from './errors';

describe('errorMessage', () => {
  it('gives an unknown thrown value the unknown-error message', () => {
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'errors.unknown', params: {} });
  });
});

describe('isNotFoundError', () => {
  it('is a 404 from the server, nothing else', () => {
    expect(isNotFoundError(new ApiError({ kind: 'http', endpoint: 'GET x', status: 404 }))).toBe(true);
    expect(isNotFoundError(new ApiError({ kind: 'http', endpoint: 'GET x', status: 500 }))).toBe(false);
    expect(isNotFoundError(new ApiError({ kind: 'network', endpoint: 'GET x' }))).toBe(false);
    expect(isNotFoundError({ status: 404 })).toBe(false);
  });
});

type Tree = { [key: string]: string | Tree };
/** A language's texts: the area files of @epp/i18n (locales/<language>/<area>.json), merged into one tree. */
const locale = (language: string): Tree => {
  const dir = fileURLToPath(new URL(`../../../i18n/src/locales/${language}/`, import.meta.url));
  const merged: Tree = {};
  const merge = (into: Tree, from: Tree) => {
    for (const [key, value] of Object.entries(from)) {
      if (typeof value === 'string') into[key] = value;
      else {
        into[key] ??= {};
        merge(into[key] as Tree, value);
      }
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    merge(merged, JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Tree);
  return merged;
};
const text = (tree: Tree, key: string): string | Tree | undefined =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

describe('the error texts in @epp/i18n', () => {
  const et = locale('et');
  const en = locale('en');

  it('exist for every key the client and the polling produce, in both languages', () => {
    const keys = [
      ...Object.values(apiMessageKeys),
      ...Object.values(loginPollMessages),
      ...Object.values(signPollMessages).flatMap((messages) => Object.values(messages)),
    ];
    for (const key of keys) {
      expect(typeof text(et, key), key).toBe('string');
      expect(typeof text(en, key), key).toBe('string');
    }
  });

  // The Estonian of section 8, letter for letter ({error}/{reason} written as i18next {{...}}).
  it.each([
    ['errors.unexpected', 'Ootamatu viga serverile päringut tehes.'],
    ['errors.unknown', 'Tundmatu viga!'],
    ['errors.login.checkData', 'Sisselogimine ebaõnnestus! Palun kontrolli andmeid.'],
    ['errors.login.checkDataFormal', 'Sisselogimine ebaõnnestus. Palun kontrollige andmeid.'],
    ['errors.login.retry', 'Sisselogimine ebaõnnestus. Palun proovige uuesti.'],
    ['errors.login.notEstonian', 'Sisselogimine ebaõnnestus. Pole Eesti rahvusest.'],
    ['errors.login.userRefused', 'Sisselogimine ebaõnnestus. Kasutaja keeldus.'],
    ['errors.login.noUser', 'Kasutajat ei tagastatud.'],
    ['errors.password.linkInactive', 'Antud link ei ole aktiivne'],
    ['errors.signing.mobileId', 'Mobiil-IDga allkirjastamine ebaõnnestus!'],
    ['errors.signing.smartId', 'Smart-IDga allkirjastamine ebaõnnestus!'],
    ['errors.signing.failed', 'Allkirjastamine ebaõnnestus!'],
    ['errors.signing.confirmFailed', 'Allkirja kinnitamine ebaõnnestus!'],
    ['errors.signing.methodMissing', 'Allkirjastamismeetod on valimata!'],
    ['errors.signing.contractCreation', 'Lepingu koostamine ebaõnnestus: {{error}}'],
    ['errors.sales.load', 'Müügiaruannete laadimine ebaõnnestus: {{error}}'],
    ['errors.sales.createRepair', 'Müügiaruande paranduse loomine ebaõnnestus: {{error}}'],
    ['errors.sales.template', 'Aruande templaadi allatõmbamine ebaõnnestus: {{error}}'],
    ['errors.sales.import', 'Müügiaruande lisamine ebaõnnestus:'],
    ['errors.packages.excel', 'Excel faili loomine ebaõnnestus!'],
    ['errors.summary.load', 'Koondaruande laadimine ebaõnnestus: {{error}}'],
    ['errors.summary.export', 'Koondaruande eksportimine ebaõnnestus: {{error}}'],
    ['errors.mass.load', 'Massiaruande laadimine ebaõnnestus: {{error}}'],
    ['errors.mass.export', 'Massiaruande eksportimine ebaõnnestus: {{error}}'], // spec typo "ekportimine" corrected
    ['errors.returns.load', 'Aruannete laadimine ebaõnnestus: {{error}}'],
    ['errors.returns.export', 'Aruande ekspordi allalaadimine ebaõnnestus: {{error}}'],
    ['errors.returns.delete', 'Aruannete kustutamine ebaõnnestus: {{error}}'],
    ['errors.returns.confirmList', 'Tagastusaruannete kinnitamine ebaõnnestus:'], // spec typo "Tagastuaruannete" corrected
    ['errors.returns.confirm', 'Tagastusaruannete kinnitamine ebaõnnestus: {{error}}'],
    ['errors.returns.importList', 'Tagastusaruande importimine ebaõnnestus:'],
    ['errors.returns.syncList', 'Aruande sünkroniseerimine ebaõnnestus:'],
    ['errors.registry.debts', 'Võlgnevuste laadimine ebaõnnestus: {{reason}}'],
    ['errors.registry.packageDetails', 'Pakendi detailide päringus ebaõnnestus: {{reason}}'],
    ['errors.registry.reminder', 'Arve meeldetuletuse saatmisel esines viga: {{reason}}'],
    ['errors.registry.summaryInvoice', 'Koondarve saatmisel esines viga: {{reason}}'],
    ['errors.registry.sync', 'Sünkroniseerimine ebaõnnestus: {{reason}}'],
    ['errors.registry.sendToTestingList', 'Järgnevaid näidiseid ei õnnestunud saata testimisse:'],
    ['errors.registry.navErrors', 'NAV-i errorid:'],
    ['errors.registry.confirmTestsList', 'Esines probleeme järgnevate pakendite kinnitamisega:'],
    ['errors.registry.eanNotFound', 'EAN ei leitud (id: {{id}})'],
    ['errors.contracts.load', 'Lepingute laadimisel tekkis viga'],
    ['errors.contracts.authorisation', 'Volituse kinnitamisel tekkis viga'],
    ['errors.contracts.upload', 'Dokumendi üles laadimisel tekkis viga'],
    ['errors.contracts.end', 'Lepingu lõpetamisel tekkis viga'],
  ])('%s is "%s"', (key, estonian) => {
    expect(text(et, key)).toBe(estonian);
  });
});
