import { SHEET_EVENT, type SheetState } from './print-sheet-types';

/** How long the hidden frame waits for the sheet's photo before printing without it. */
const PHOTO_WAIT_MS = 10_000;

function photosLoaded(doc: Document): Promise<void> {
  const pending = [...doc.images].filter((img) => !img.complete);
  const loaded = Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((done) => {
          img.addEventListener('load', () => done(), { once: true });
          img.addEventListener('error', () => done(), { once: true });
        }),
    ),
  );
  return Promise.race([loaded.then(() => undefined), new Promise<void>((done) => setTimeout(done, PHOTO_WAIT_MS))]);
}

/** The /print page in the frame has drawn its sheet (or given up): its body's data-sheet, set with SHEET_EVENT. */
function sheetDrawn(win: Window): Promise<SheetState | undefined> {
  const state = () => win.document.body?.dataset.sheet as SheetState | undefined;
  if (state()) return Promise.resolve(state());
  return new Promise((done) => {
    const timer = setTimeout(() => done(state()), PHOTO_WAIT_MS);
    win.addEventListener(
      SHEET_EVENT,
      () => {
        clearTimeout(timer);
        done(state());
      },
      { once: true },
    );
  });
}

/**
 * Prints the car's print sheet from a hidden same-origin frame: the browser's print window, where the shopper
 * picks 'Save as PDF'. The sheet shows the photo as a plain <img>, which needs no CORS, so a remote photo the
 * PDF library cannot read is in it; the frame's title is the slug so the saved file is {slug}.pdf (spec).
 */
export function printSheet(path: string, slug: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.className = 'print-frame';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.addEventListener(
      'load',
      async () => {
        const win = frame.contentWindow;
        if (!win || (await sheetDrawn(win)) !== 'ready') {
          frame.remove();
          reject(new Error('The print sheet could not be opened.'));
          return;
        }
        await photosLoaded(win.document);
        win.document.title = slug;
        win.addEventListener('afterprint', () => setTimeout(() => frame.remove(), 1000), { once: true });
        win.focus();
        win.print();
        resolve();
      },
      { once: true },
    );
    frame.addEventListener('error', () => reject(new Error('The print sheet could not be opened.')), { once: true });
    frame.src = path;
    document.body.append(frame);
  });
}
