// The mass report (spec §2 "Reports section"): what every role's mass page shows, composed by the role's
// screen (the client's in client/mass-report/).

export { type MassRow, massColumns, massRow, TONNE_DECIMALS } from './mass-columns';
export { MASS_FILTERS, massQuery } from './mass-filters';
