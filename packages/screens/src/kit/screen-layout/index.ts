export { createScreen, ScreenLayout, type ScreenLayoutProps } from './screen-layout';
export { actionRow, mutedNote, screenLayout, tabbedSections } from './screen-layout.styles';
