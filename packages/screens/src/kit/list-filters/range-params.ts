// A range kept in the address as two parameters of its own (`?from=&to=`, as links older than the kit have it),
// read back through the list's correction: the codec of a custom range filter, written once.
import type { RangeFilterValue } from '@epp/ui';
import { type PickerRange, rangeOf } from './filter-range';
import type { FilterCodec, FilterRuleContext } from './list-filters';

export interface RangeParamsOptions {
  /** The two parameters' names. */
  names: { from: string; to: string };
  /** The range the parameters' texts ask for, corrected (a missing or wrong end takes a default). */
  read: (texts: PickerRange, context: FilterRuleContext) => RangeFilterValue;
  /** An end as its parameter's text (default: the end itself); `null` leaves the parameter out. */
  textOf?: (end: string) => string | null;
}

export function rangeParams({
  names,
  read,
  textOf = (end) => end,
}: RangeParamsOptions): (key: string, context: FilterRuleContext) => FilterCodec {
  return (_key, context) => ({
    read: (params) => read({ from: params.get(names.from), to: params.get(names.to) }, context),
    write: (value, params) => {
      const range = rangeOf(value);
      for (const end of ['from', 'to'] as const) {
        const text = range[end] ? textOf(range[end]) : null;
        if (text === null) params.delete(names[end]);
        else params.set(names[end], text);
      }
    },
  });
}
