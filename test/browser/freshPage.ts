// Setup file of the `browser` project (vitest.config.ts): every test file of a run shares one
// Chromium page, each in a frame of its own, so before a file starts, this undoes what an earlier
// file may have left on the page (routes, emulated media and zoom, popups, held keys, a resting
// pointer: `resetPage` in commands.ts) and in this origin's storage. A file then starts as it
// would in a Vitest run of its own.
import { commands } from '@vitest/browser/context';

await commands.resetPage();
localStorage.clear();
sessionStorage.clear();
