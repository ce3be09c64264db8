// The range rules a filter definition declares (`rule`): core's rules, each problem named by the list's message.
import { dateRangeProblems, isPeriod, monthRangeProblems, type Period, periodOfDate } from '@epp/core';
import type { TranslationKey } from '@epp/i18n';
import { dayRangeOf, isCompleteRange, rangeOf } from './filter-range';
import type { FilterRule } from './list-filters';

/**
 * A day range (core's `dateRangeProblems`): the start not after the end, and, where a message is given for it,
 * not after today.
 */
export function dateRangeRule(messages: {
  startAfterEnd: TranslationKey;
  startAfterToday?: TranslationKey;
}): FilterRule {
  return (value, { today }) => {
    const problems = dateRangeProblems(dayRangeOf(rangeOf(value)), today);
    return [
      ...(problems.includes('start-after-end') ? [messages.startAfterEnd] : []),
      ...(messages.startAfterToday && problems.includes('start-after-today') ? [messages.startAfterToday] : []),
    ];
  };
}

/** A complete month range (core's `monthRangeProblems`): in order and not after the current month. */
export function monthRangeRule(message: TranslationKey): FilterRule {
  return (value, { today }) => {
    const range = rangeOf(value);
    if (!isCompleteRange(range) || !isPeriod(range.from) || !isPeriod(range.to)) return [];
    const period = { from: range.from as Period, to: range.to as Period };
    return monthRangeProblems(period, periodOfDate(today)).length > 0 ? [message] : [];
  };
}
