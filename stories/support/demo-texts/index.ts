// The stories' own example texts (a demo table's columns, a form's sample fields, ...): `demo.*` keys beside the
// kit's texts in the story i18n instance (.storybook/story-i18n.ts), shipped in no package.
import type { Language, LeafKeys } from '@epp/i18n';
import en from './en.json';
import et from './et.json';

/** Estonian is the reference shape here too; the parity test holds English to it. */
export const demoTexts: Record<Language, typeof et> = { et, en };

/** Every story-only text key, e.g. `'demo.dataTable.caption'`. */
export type DemoKey = LeafKeys<typeof et>;
