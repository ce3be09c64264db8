// Forced colors (Windows high contrast) for the stories with `parameters.forcedColors`. Only the story tests can
// switch the media feature (Chromium's emulation, through the `emulateForcedColors` command of vitest.config.ts):
// their set-up (story-snapshots.ts) installs the switch; in the Storybook app it is absent and the preview's hook
// does nothing (a reviewer turns on "Emulate CSS media feature forced-colors" in the browser's rendering tools).

export type ForcedColorsMode = 'active' | 'none';

let emulator: ((mode: ForcedColorsMode) => Promise<void>) | undefined;

/** Installed by the story tests' set-up. */
export function installForcedColorsEmulator(emulate: (mode: ForcedColorsMode) => Promise<void>) {
  emulator = emulate;
}

/** Switches the emulation where it can be switched; a no-op in the Storybook app. */
export async function emulateForcedColors(mode: ForcedColorsMode) {
  await emulator?.(mode);
}
