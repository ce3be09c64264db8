export { type Announcer, announce, clearAnnouncements, type Politeness, useAnnouncer } from './announcer';
