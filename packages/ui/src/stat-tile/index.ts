export { StatTile, type StatTileProps } from './stat-tile';
