export { createScreen, ScreenLayout, type ScreenLayoutProps } from './screen-layout';
export { actionRow, mutedNote, screenLayout } from './screen-layout.styles';
