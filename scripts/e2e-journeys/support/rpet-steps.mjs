// Steps of the rPET journeys (rpet-edit-submit.mjs, operator-rpet.mjs) on a client's report.

/** Fills every empty recycled percentage with `value`, each save answered before the next field. */
export async function fillEmptyPercentages(page, value = '20') {
  const fields = page.getByRole('spinbutton');
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if ((await field.inputValue()) !== '') continue;
    await field.fill(value);
    // the line's save (PUT rpet-reports/{id}/lines/{lineId}/) has answered before the next field or the submit
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/rpet-reports\/\d+\/lines\/\d+\/$/.test(response.url()),
    );
    await field.press('Tab');
    await saved;
    await page.waitForFunction(([element, text]) => element.value === text, [await field.elementHandle(), value]);
  }
}
