export type { SettingsKind } from './settings-kinds';
export { SettingsScreen, type SettingsScreenProps } from './settings-screen';
