import { createContext, useContext } from 'react';

/**
 * What a table's cells need from the screen around them — the current month for a rule, what a row action
 * does, where focus goes back after a dialog — handed in as the DataTable's `cellContext`. Column definitions
 * live at module scope (new ones would rebuild the row models), so cells read it here instead of by closure.
 */
export const DataTableCellContext = createContext<unknown>(undefined);

/**
 * The `cellContext` of the DataTable a cell is drawn in. The screen that builds the table decides its type;
 * outside a table, or without one given, it is undefined, and a cell shows no action rather than failing.
 */
export function useCellContext<C>(): C | undefined {
  return useContext(DataTableCellContext) as C | undefined;
}
