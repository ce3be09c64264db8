// A list searched from its filter bar: the URL (or the button) changes before the list has its answer. Until then
// the table shows the old rows, then its loading rows, and a click in that moment lands on a row being replaced
// and opens nothing (a busy machine hit it: w29). A step waits for the searched list itself before it clicks.

/** Waits until `table` (a locator) is loaded and every one of its rows holds `text`. */
export async function waitForSearchedRows(page, table, text) {
  await page.waitForFunction(
    ([element, wanted]) => {
      const rows = [...element.querySelectorAll('tbody tr[data-row-index]')];
      return (
        element.getAttribute('aria-busy') !== 'true' &&
        rows.length > 0 &&
        rows.every((row) => row.textContent.includes(wanted))
      );
    },
    [await table.elementHandle(), text],
  );
}
