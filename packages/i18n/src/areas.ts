// The text areas: one file per area and language, `locales/<language>/<area>.json`, each holding the keys that
// start with the area's name (`screens.client.json` holds `screens.client.*`) as a fragment of the one key tree.
// No texts are imported here, so an app can name the areas it loads without bundling them.

/** Every text area; the compiler holds this list equal to the files (locales/et.ts, locales/en.ts). */
export const textAreas = [
  'common',
  'errors',
  'portal',
  'routes',
  'status',
  'ui',
  'screens.public',
  'screens.shell',
  'screens.client',
  'screens.reports',
  'screens.profile',
  'screens.operator',
  'screens.partner',
  'widgets.commentsThread',
  'widgets.conditionIcons',
  'widgets.confirmWithProblems',
  'widgets.cookieBanner',
  'widgets.importDropzone',
  'widgets.languageSwitch',
  'widgets.notificationBell',
  'widgets.packageForm',
  'widgets.pageHeader',
  'widgets.reportHeader',
  'widgets.roleSelector',
  'widgets.signingModal',
  'widgets.testMeasurementForm',
] as const;

export type TextArea = (typeof textAreas)[number];

export function isTextArea(value: unknown): value is TextArea {
  return typeof value === 'string' && (textAreas as readonly string[]).includes(value);
}
