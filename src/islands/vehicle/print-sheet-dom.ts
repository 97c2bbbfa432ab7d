import { carPrintDataPath } from '../../domain/site-paths';
import { SHEET_EVENT, type PrintSheetData, type SheetState } from './print-sheet-types';

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * Draws one car's sheet into `root`. Every feed value goes in as text; only the dealer comments are HTML, and that
 * HTML is the build's sanitiser's output (src/views/comment-blocks.ts), the same the vehicle page shows.
 */
export function drawPrintSheet(root: HTMLElement, data: PrintSheetData): void {
  const doc = root.ownerDocument;
  const parts: Node[] = [el(doc, 'h1', data.name)];
  const price = el(doc, 'p', undefined, 'price');
  price.append(el(doc, 'strong', data.price));
  if (data.priceType) price.append(` ${data.priceType}`);
  parts.push(price);
  if (data.sold) {
    const sold = el(doc, 'p');
    sold.append(el(doc, 'strong', data.sold));
    parts.push(sold);
  }
  if (data.image) {
    const img = el(doc, 'img', undefined, 'hero');
    img.src = data.image.src;
    if (data.image.srcset) {
      img.srcset = data.image.srcset;
      img.sizes = '640px';
    }
    img.alt = data.image.alt;
    img.width = data.image.width;
    img.height = data.image.height;
    parts.push(img);
  }
  parts.push(el(doc, 'h2', data.detailsTitle));
  const rows = el(doc, 'dl');
  for (const row of data.rows) {
    const line = el(doc, 'div');
    line.append(el(doc, 'dt', row.label), el(doc, 'dd', row.value));
    rows.append(line);
  }
  parts.push(rows);
  if (data.features.length > 0) {
    const list = el(doc, 'ul', undefined, 'cols');
    list.append(...data.features.map((f) => el(doc, 'li', f)));
    parts.push(el(doc, 'h2', 'Features'), list);
  }
  parts.push(el(doc, 'h2', 'Dealer Comments'));
  for (const block of data.comments) {
    const node = el(doc, block.tag === 'div' ? 'div' : 'p');
    node.innerHTML = block.html;
    parts.push(node);
  }
  const foot = el(doc, 'footer');
  // A car at no known location has no address (print-sheet-view.ts): no empty " · " for it.
  const line = [data.location.address, data.phone].filter(Boolean).join(' · ');
  foot.append(el(doc, 'strong', data.location.name), line ? ` · ${line}` : '', el(doc, 'br'), data.url);
  parts.push(foot);
  root.replaceChildren(...parts);
}

/** The slug a /print?car_id= names, or null: only letters, digits and hyphens can name a car's file. */
export function printedSlug(search: string): string | null {
  const id = new URLSearchParams(search).get('car_id') ?? '';
  return /^[a-z0-9-]+$/i.test(id) ? id.toLowerCase() : null;
}

/**
 * The /print page: reads its car's sheet and draws it, or says why it cannot. The body's data-sheet and an event
 * tell a frame's parent (print-sheet.ts) when the sheet is there.
 */
export async function openPrintSheet(doc: Document, fetcher: typeof fetch = fetch): Promise<SheetState> {
  const win = doc.defaultView!;
  const status = doc.getElementById('print-msg');
  const sheet = doc.getElementById('print-sheet');
  const done = (state: SheetState, message?: string): SheetState => {
    if (status) {
      status.hidden = !message;
      status.textContent = message ?? '';
    }
    // Nothing to print: the Print button goes, the link to the stock stays.
    const print = doc.getElementById('print-now');
    if (print) print.hidden = state !== 'ready';
    doc.body.dataset.sheet = state;
    win.dispatchEvent(new Event(SHEET_EVENT));
    return state;
  };
  const slug = printedSlug(win.location.search);
  if (!slug || !sheet) return done('missing', 'No vehicle was given to print.');
  let response: Response;
  try {
    response = await fetcher(carPrintDataPath(slug));
  } catch {
    return done('failed', 'The vehicle could not be loaded: check your connection and reload this page.');
  }
  if (response.status === 404) return done('missing', 'This vehicle is no longer listed.');
  if (!response.ok) return done('failed', 'The vehicle could not be loaded: reload this page to try again.');
  let data: PrintSheetData;
  try {
    data = (await response.json()) as PrintSheetData;
  } catch {
    return done('failed', 'The vehicle could not be loaded: reload this page to try again.');
  }
  drawPrintSheet(sheet, data);
  doc.title = [data.name, doc.body.dataset.siteName].filter(Boolean).join(' | ');
  const back = doc.getElementById('print-back');
  if (back instanceof HTMLAnchorElement) {
    back.href = data.path;
    back.textContent = 'Back to the vehicle';
  }
  return done('ready');
}
