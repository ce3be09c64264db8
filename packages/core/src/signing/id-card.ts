import { type IdCardErrorCode, idCardErrorCode, SIGNING_LANGUAGE_CODES } from '../errors/id-card-errors';

// The ID-card component's own messages (spec §8: texts in EST, ENG, LIT, RUS; unknown codes are
// technical_error). They follow the ID-card language (§9: EST, ENG, RUS, LIT), not the portal's i18n, so
// this table is their one source; the EST and ENG texts equal i18n's errors.idCard.* (a widget test checks).

/** The signing language codes of the ID-card software. */
export type IdCardLanguage = (typeof SIGNING_LANGUAGE_CODES)[keyof typeof SIGNING_LANGUAGE_CODES];

/** The ID-card language for a UI language ("et-EE" counts as et); anything else is English. */
export function idCardLanguage(uiLanguage: string | null | undefined): IdCardLanguage {
  const base = (uiLanguage ?? '').toLowerCase().replace(/-.*$/, '');
  return Object.hasOwn(SIGNING_LANGUAGE_CODES, base)
    ? SIGNING_LANGUAGE_CODES[base as keyof typeof SIGNING_LANGUAGE_CODES]
    : 'ENG';
}

/**
 * The code of whatever the ID-card software raised: a code string, an Error whose message is the code (as
 * hwcrypto rejects), or an object with `code`. Anything unknown is technical_error (idCardErrorCode).
 */
export function raisedIdCardCode(raised: unknown): IdCardErrorCode {
  if (typeof raised === 'object' && raised !== null) {
    const { code, message } = raised as { code?: unknown; message?: unknown };
    return idCardErrorCode(code === undefined ? message : code);
  }
  return idCardErrorCode(raised);
}

export const ID_CARD_MESSAGES: Readonly<Record<IdCardErrorCode, Readonly<Record<IdCardLanguage, string>>>> = {
  no_implementation: {
    EST: 'ID-kaardi tarkvara ei leitud. Paigalda või uuenda ID-kaardi tarkvara.',
    ENG: 'ID-card software was not found. Install or update the ID-card software.',
    LIT: 'ID kortelės programinė įranga nerasta. Įdiekite arba atnaujinkite ID kortelės programinę įrangą.',
    RUS: 'Программное обеспечение ID-карты не найдено. Установите или обновите программное обеспечение ID-карты.',
  },
  no_certificates: {
    EST: 'Sertifikaate ei leitud. Kontrolli, kas kaardilugeja on ühendatud ja ID-kaart lugejas.',
    ENG: 'No certificates were found. Check that the card reader is connected and the ID card is in it.',
    LIT: 'Sertifikatų nerasta. Patikrinkite, ar kortelių skaitytuvas prijungtas ir ID kortelė įdėta į jį.',
    RUS: 'Сертификаты не найдены. Проверьте, подключён ли считыватель и вставлена ли в него ID-карта.',
  },
  user_cancel: {
    EST: 'Toiming katkestati.',
    ENG: 'The operation was cancelled.',
    LIT: 'Veiksmas atšauktas.',
    RUS: 'Операция отменена.',
  },
  invalid_argument: {
    EST: 'ID-kaardi tarkvarale saadeti vigased andmed.',
    ENG: 'Invalid data was sent to the ID-card software.',
    LIT: 'ID kortelės programinei įrangai perduoti neteisingi duomenys.',
    RUS: 'Программному обеспечению ID-карты переданы неверные данные.',
  },
  technical_error: {
    EST: 'ID-kaardi kasutamisel tekkis tehniline viga.',
    ENG: 'A technical error occurred while using the ID card.',
    LIT: 'Naudojant ID kortelę įvyko techninė klaida.',
    RUS: 'При использовании ID-карты произошла техническая ошибка.',
  },
  not_allowed: {
    EST: 'ID-kaarti saab kasutada ainult turvalise (https) ühenduse kaudu.',
    ENG: 'The ID card can only be used over a secure (https) connection.',
    LIT: 'ID kortelę galima naudoti tik saugiu (https) ryšiu.',
    RUS: 'ID-карту можно использовать только через защищённое (https) соединение.',
  },
  login_prepare_not_success: {
    EST: 'ID-kaardiga sisselogimise ettevalmistamine ebaõnnestus.',
    ENG: 'Preparing the ID-card login failed.',
    LIT: 'Nepavyko parengti prisijungimo ID kortele.',
    RUS: 'Не удалось подготовить вход с ID-картой.',
  },
  login_verify_not_success: {
    EST: 'ID-kaardiga sisselogimise kontrollimine ebaõnnestus.',
    ENG: 'Verifying the ID-card login failed.',
    LIT: 'Nepavyko patikrinti prisijungimo ID kortele.',
    RUS: 'Не удалось проверить вход с ID-картой.',
  },
  generic: {
    EST: 'Uuenda ID-kaardi tarkvara ja kontrolli, kas sertifikaadid kehtivad.',
    ENG: 'Update the ID-card software and check that the certificates are valid.',
    LIT: 'Atnaujinkite ID kortelės programinę įrangą ir patikrinkite, ar sertifikatai galioja.',
    RUS: 'Обновите программное обеспечение ID-карты и проверьте, действительны ли сертификаты.',
  },
};

/** The ID-card message of whatever was raised, in the ID-card language of the UI language. */
export function idCardMessage(raised: unknown, uiLanguage: string | null | undefined): string {
  return ID_CARD_MESSAGES[raisedIdCardCode(raised)][idCardLanguage(uiLanguage)];
}
