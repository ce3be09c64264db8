export { ScreenRouter } from './screen-router';
