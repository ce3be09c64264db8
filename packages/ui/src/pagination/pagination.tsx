import { ALL_ROWS, type PageState, pageAfterSizeChange, pageCount, pageRange } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { IconButton } from '../icon-button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { PageSizeSelect } from './page-size-select';
import { pageControls, pageSizeSlot, paginationRoot, rangeText } from './pagination.styles';

export interface PaginationProps {
  /** Where the list is: pages count from 1, page size 0 shows every row. */
  state: PageState;
  /** How many rows the whole list has (all pages, after filtering). */
  total: number;
  /** The page sizes offered, e.g. `PAGE_SIZE_OPTIONS.lists` of @epp/core; 0 is labelled "Kõik". */
  pageSizeOptions: readonly number[];
  /** A new page, or a new size together with the page that keeps the first visible row in view. */
  onChange: (next: PageState) => void;
  isDisabled?: boolean;
}

const Root = styled.nav`
  ${paginationRoot}
`;

const SizeSlot = styled.div`
  ${pageSizeSlot}
`;

const Controls = styled.div`
  ${pageControls}
`;

const Range = styled.span`
  ${rangeText}
`;

/** The arrows, memoised: their icons are made once so the props compare equal between renders. */
const ArrowButton = memo(IconButton);
const PREVIOUS_ICON = <ChevronLeftIcon />;
const NEXT_ICON = <ChevronRightIcon />;

/**
 * "first–last of total", a page-size choice and previous/next buttons. The arithmetic is @epp/core's
 * pagination rules, so the server mode of a table and its client mode count the same way.
 */
export function Pagination({ state, total, pageSizeOptions, onChange, isDisabled = false }: PaginationProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const range = pageRange(state, total);
  // "100 000" in Estonian, "100,000" in English: the interface language, never the raw i18n code.
  const count = (value: number) => value.toLocaleString(language);
  const pages = pageCount(total, state.pageSize);
  const page = Math.min(state.page, pages);
  const sizeOptions = useMemo(
    () =>
      pageSizeOptions.map((size) => ({
        id: String(size),
        label: size === ALL_ROWS ? t('ui.pagination.all') : String(size),
      })),
    [pageSizeOptions, t],
  );
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // An arrow pressed to the list's first or last page disables itself, which would drop keyboard focus on
  // <body>: after that render, focus moves to the other arrow.
  const focusAfterMove = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const target = focusAfterMove.current;
    focusAfterMove.current = null;
    if (target && !target.disabled) target.focus();
  });
  // The size choice and the arrows get one function each for the pager's life (so, memoised, they do not
  // redraw on every filter keystroke); the functions read the current page through a ref.
  const latest = useRef({ state, page, pages, onChange });
  latest.current = { state, page, pages, onChange };
  const onSizeChange = useCallback((size: number) => {
    const { state: current, page: shownPage, onChange: change } = latest.current;
    if (size !== current.pageSize) change(pageAfterSizeChange({ page: shownPage, pageSize: current.pageSize }, size));
  }, []);
  const goBy = useCallback((step: -1 | 1) => {
    const { state: current, page: shownPage, pages: pageTotal, onChange: change } = latest.current;
    const next = shownPage + step;
    if (next <= 1 && document.activeElement === previousRef.current) focusAfterMove.current = nextRef.current;
    if (next >= pageTotal && document.activeElement === nextRef.current) focusAfterMove.current = previousRef.current;
    change({ page: next, pageSize: current.pageSize });
  }, []);
  const onPrevious = useCallback(() => goBy(-1), [goBy]);
  const onNext = useCallback(() => goBy(1), [goBy]);
  return (
    <Root aria-label={t('ui.pagination.label')}>
      <SizeSlot>
        <PageSizeSelect
          label={t('ui.pagination.pageSize')}
          options={sizeOptions}
          selectedKey={String(state.pageSize)}
          isDisabled={isDisabled}
          onChange={onSizeChange}
        />
      </SizeSlot>
      <Controls>
        {/* A polite status: moving to another page says which rows are now shown. */}
        <Range role="status">
          {t('ui.pagination.range', { first: count(range.first), last: count(range.last), total: count(range.total) })}
        </Range>
        <ArrowButton
          ref={previousRef}
          aria-label={t('ui.pagination.previous')}
          variant="secondary"
          isDisabled={isDisabled || page <= 1}
          onPress={onPrevious}
        >
          {PREVIOUS_ICON}
        </ArrowButton>
        <ArrowButton
          ref={nextRef}
          aria-label={t('ui.pagination.next')}
          variant="secondary"
          isDisabled={isDisabled || page >= pages}
          onPress={onNext}
        >
          {NEXT_ICON}
        </ArrowButton>
      </Controls>
    </Root>
  );
}
