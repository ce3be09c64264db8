export { columnHeader } from './column-header';
