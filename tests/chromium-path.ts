import { existsSync } from 'node:fs';

/** Debian's old headless shell (package chromium-headless-shell): the same Chromium build without the full browser's UI layers. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: $CHROMIUM_PATH when set; else Debian's headless shell when installed, which is the
 * same Blink and V8 as the full browser at about 15 % less CPU a test (measured on search.spec: 113 against 131-135
 * CPU s, docs/performance.md), nearly all of it in the browser and GPU processes; else Debian's full Chromium. The
 * benches (scripts/bench/) time what shoppers' browsers do and keep the full browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
