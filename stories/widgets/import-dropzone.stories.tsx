import { FIXTURE_TODAY, handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { buildWorkbook, excelSheet } from '@epp/ui/excel';
import { ApiImportDropzone, ImportDropzone } from '@epp/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { settled } from '../support/interaction';
import { text } from '../support/text';

// ---- Test files, built in the browser before each story ------------------------------------------------

interface SalesRow {
  ean: string;
  name: string;
  quantity: number;
}

const goodRows: SalesRow[] = [
  { ean: heroPackage('Värska Originaal 0,5 l').ean, name: 'Värska Originaal 0,5 l', quantity: 120 },
  { ean: heroPackage('Põhjala Öö 0,33 l').ean, name: 'Põhjala Öö 0,33 l', quantity: 48 },
];

/** The second row's EAN with its last digit changed: the check digit fails. */
function withBadCheckDigit(ean: string): string {
  const last = Number(ean.slice(-1));
  return `${ean.slice(0, -1)}${(last + 1) % 10}`;
}

async function xlsxFile(name: string, rows: SalesRow[]): Promise<File> {
  const workbook = await buildWorkbook([
    excelSheet<SalesRow>({
      name: 'Müük',
      columns: [
        { header: 'EAN kood', value: (row) => row.ean },
        { header: 'Toote nimetus', value: (row) => row.name, width: 30 },
        { header: 'Kogus', value: (row) => row.quantity, format: 'integer' },
      ],
      rows,
    }),
  ]);
  // Fixed dates keep the file's bytes, and so its shown size, the same on every run.
  workbook.created = new Date(Date.UTC(2026, 10, 20));
  workbook.modified = workbook.created;
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], name, { type: '' });
}

interface TestFiles {
  good: File;
  badEan: File;
  renamed: File;
  big: File;
  csv: File;
}

async function testFiles(): Promise<TestFiles> {
  const [first, second] = goodRows;
  return {
    good: await xlsxFile('müük 10.2026.xlsx', goodRows),
    badEan: await xlsxFile('müük vigane.xlsx', [
      ...(first ? [first] : []),
      ...(second ? [{ ...second, ean: withBadCheckDigit(second.ean) }] : []),
    ]),
    renamed: new File(['EAN kood;Kogus\n4740000000018;5\n'], 'aruanne.xlsx', { type: '' }),
    big: new File([new Uint8Array(5_000_001)], 'suur aruanne.xlsx', { type: '' }),
    csv: new File(['EAN kood;Kogus\n'], 'aruanne.csv', { type: 'text/csv' }),
  };
}

const filesOf = (loaded: Record<string, unknown>) => loaded.files as TestFiles;

// ---- Helpers for play functions ------------------------------------------------------------------------

const dropButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(text('widgets.importDropzone.dropLabel')) });

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const importButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('widgets.importDropzone.import') });

/** Drags files over the drop area and drops them, as a browser does (react-aria's useDrop reads the events). */
async function dropFiles(canvasElement: HTMLElement, files: File[]) {
  const area = dropButton(canvasElement).parentElement;
  if (!area) throw new Error('no drop area');
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  dataTransfer.effectAllowed = 'all';
  const box = area.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: box.x + 10, clientY: box.y + 10 };
  // A script-made DataTransfer has no file-system entries, so react-aria would skip its files: for the drop
  // only, each item says it is a file, as a real dropped file does.
  const prototype = DataTransferItem.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'webkitGetAsEntry');
  Object.defineProperty(prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  try {
    area.dispatchEvent(new DragEvent('dragenter', init));
    area.dispatchEvent(new DragEvent('dragover', init));
    area.dispatchEvent(new DragEvent('drop', init));
  } finally {
    if (original) Object.defineProperty(prototype, 'webkitGetAsEntry', original);
  }
}

async function chooseFile(canvasElement: HTMLElement, file: File) {
  await userEvent.upload(fileInput(canvasElement), file);
  await within(canvasElement).findByText(file.name);
}

async function waitForPreview(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('table');
}

async function expectRefusal(canvasElement: HTMLElement, message: string) {
  await waitFor(() => expect(within(canvasElement).getByText(message)).toBeVisible());
  await expect(importButton(canvasElement)).toBeDisabled();
}

/** A QueryClient and an @epp/api client on MSW's fixture handlers, for the hook-wired variant. */
// ---- Stories -------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/ImportDropzone',
  component: ImportDropzone,
  loaders: [async () => ({ files: await testFiles() })],
  args: {
    kind: 'sales',
    period: '10.2026',
    templateHref: '#template',
    onImport: fn(async () => undefined),
    onImported: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <ImportDropzone {...args} />
    </div>
  ),
} satisfies Meta<typeof ImportDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the limits are the drop area's description; import is disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('10.2026');
    await expect(dropButton(canvasElement)).toHaveAccessibleDescription(
      text('widgets.importDropzone.limits', { mb: 5 }),
    );
    await expect(canvas.getByRole('link', { name: text('widgets.importDropzone.template') })).toBeVisible();
    await expect(importButton(canvasElement)).toBeDisabled();
  },
};

/** A sales repair: the title ends with "Parandus". */
export const RepairTitle: Story = {
  args: { isRepair: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      text('widgets.importDropzone.repairTitle', { period: '10.2026' }),
    );
  },
};

/**
 * A valid file chosen: the spec's acceptance message on screen (not only announced), its name and size, a
 * remove button, the sheet's first rows; import is enabled.
 */
export const FileChosen: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { good } = filesOf(loaded);
    await chooseFile(canvasElement, good);
    await waitForPreview(canvasElement);
    await expect(
      within(canvasElement).getByText(text('widgets.importDropzone.accepted', { fileName: good.name })),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', {
        name: text('widgets.importDropzone.remove', { fileName: good.name }),
      }),
    ).toBeEnabled();
    await expect(importButton(canvasElement)).toBeEnabled();
    await expect(canvasElement.querySelectorAll('td[data-bad-ean]')).toHaveLength(0);
  },
};

/** The preview flags an EAN whose check digit fails, in colour and in words. */
export const PreviewWithBadEan: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { badEan } = filesOf(loaded);
    await chooseFile(canvasElement, badEan);
    await waitForPreview(canvasElement);
    const flagged = canvasElement.querySelectorAll('td[data-bad-ean]');
    await expect(flagged).toHaveLength(1);
    await expect(flagged[0]).toHaveTextContent(text('widgets.importDropzone.preview.badEan'));
    await expect(
      within(canvasElement).getByText(text('widgets.importDropzone.preview.badEans', { count: 1 })),
    ).toBeVisible();
  },
};

/** Two files dropped at once are refused. */
export const RefusedTwoFiles: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { good, badEan } = filesOf(loaded);
    await dropFiles(canvasElement, [good, badEan]);
    await expectRefusal(canvasElement, text('widgets.importDropzone.tooManyFiles'));
  },
};

/** A file over 5,000,000 bytes is refused. */
export const RefusedTooBig: Story = {
  play: async ({ canvasElement, loaded }) => {
    await dropFiles(canvasElement, [filesOf(loaded).big]);
    await expectRefusal(canvasElement, text('widgets.importDropzone.fileTooLarge', { mb: 5 }));
  },
};

/** A file not named .xlsx is refused. */
export const RefusedWrongType: Story = {
  play: async ({ canvasElement, loaded }) => {
    await dropFiles(canvasElement, [filesOf(loaded).csv]);
    await expectRefusal(canvasElement, text('widgets.importDropzone.wrongFileType'));
  },
};

/** A text file renamed .xlsx is refused too: its first bytes are not a zip archive's. */
export const RefusedRenamedFile: Story = {
  play: async ({ canvasElement, loaded }) => {
    await dropFiles(canvasElement, [filesOf(loaded).renamed]);
    await expectRefusal(canvasElement, text('widgets.importDropzone.wrongFileType'));
    await expect(within(canvasElement).queryByText('aruanne.xlsx')).toBeNull();
  },
};

/** While the upload runs, the import button shows its spinner and ignores further presses. */
export const Uploading: Story = {
  args: { onImport: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement, loaded }) => {
    await chooseFile(canvasElement, filesOf(loaded).good);
    await waitForPreview(canvasElement);
    importButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(importButton(canvasElement)).toHaveAttribute('data-pending', 'true'));
    await expect(args.onImport).toHaveBeenCalledTimes(1);
  },
};

/** Success: the kind's message; the file is cleared and the embedder hears of it. */
export const Success: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const { good } = filesOf(loaded);
    await chooseFile(canvasElement, good);
    await waitForPreview(canvasElement);
    importButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByText(text('widgets.importDropzone.success.sales'));
    await expect(args.onImported).toHaveBeenCalledTimes(1);
    // the file is gone, and with it its acceptance message: only the import's outcome is shown
    await expect(
      within(canvasElement).queryByText(text('widgets.importDropzone.accepted', { fileName: good.name })),
    ).toBeNull();
    await expect(importButton(canvasElement)).toBeDisabled();
    await settled();
  },
};

/**
 * The server refuses rows (fixture scenario importErrors, through the hook-wired ApiImportDropzone and
 * @epp/api's useImportSalesReport): one line per row, "EAN - text".
 */
export const ServerRowErrors: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.importErrors) } },
  render: (args) => (
    <ApiProviders>
      <div style={{ width: 560 }}>
        <ApiImportDropzone
          target={{ kind: 'sales', reportId: 1 }}
          period={args.period}
          templateHref={args.templateHref}
          onCancel={args.onCancel}
        />
      </div>
    </ApiProviders>
  ),
  play: async ({ canvasElement, loaded }) => {
    await chooseFile(canvasElement, filesOf(loaded).good);
    await waitForPreview(canvasElement);
    importButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('errors.sales.import'));
    await expect(alert).toHaveTextContent(`${heroPackage('Värska Originaal 0,5 l').ean} - quantity_not_a_number`);
    await settled();
  },
};

/**
 * The operator's bulk return-report import: a start and end month, then the file; the hook-wired variant
 * posts return-reports/import/ and lists the statistics the (fixture) server answers.
 */
export const ReturnBulkWithPeriods: Story = {
  args: { kind: 'returnsBulk' },
  parameters: { msw: { handlers: handlersFor(scenarios.operator) } },
  render: (args) => (
    <ApiProviders>
      <div style={{ width: 560 }}>
        <ApiImportDropzone
          target={{ kind: 'returnsBulk' }}
          today={FIXTURE_TODAY}
          defaultPeriods={{ from: '2026-05', to: '2026-10' }}
          onCancel={args.onCancel}
        />
      </div>
    </ApiProviders>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: text('widgets.importDropzone.periods') })).toBeVisible();
    await chooseFile(canvasElement, filesOf(loaded).good);
    await waitForPreview(canvasElement);
    importButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(text('widgets.importDropzone.success.returnsBulk'));
    await settled();
  },
};

/**
 * The keyboard journey: Tab to the drop area, Enter opens the file chooser (here the test catches the
 * chooser and uploads to its input), remove the file (focus returns to the drop area), choose again, import.
 */
export const KeyboardJourney: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const { good } = filesOf(loaded);
    const input = fileInput(canvasElement);
    /** Enter on the focused drop area asks the browser for its file chooser (a click on the file input). */
    const enterOpensChooser = async () => {
      let opened = 0;
      const catchChooser = (event: Event) => {
        opened += 1;
        event.preventDefault();
      };
      input.addEventListener('click', catchChooser);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(opened).toBe(1));
      input.removeEventListener('click', catchChooser);
    };
    await userEvent.tab(); // the template link
    await userEvent.tab();
    await expect(dropButton(canvasElement)).toHaveFocus();
    await enterOpensChooser();
    await chooseFile(canvasElement, good);
    await userEvent.tab();
    const remove = within(canvasElement).getByRole('button', {
      name: text('widgets.importDropzone.remove', { fileName: good.name }),
    });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).queryByText(good.name)).toBeNull();
    await expect(dropButton(canvasElement)).toHaveFocus();
    await enterOpensChooser();
    await chooseFile(canvasElement, good);
    await waitForPreview(canvasElement);
    await userEvent.tab(); // remove
    await userEvent.tab(); // cancel
    await userEvent.tab(); // import
    await expect(importButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onImport).toHaveBeenCalledTimes(1));
    await expect(args.onImport).toHaveBeenCalledWith(good, null);
    await settled();
  },
};
