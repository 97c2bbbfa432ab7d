/**
 * One car's print sheet as plain data: /cars/{slug}/print.json, written by the build (src/views/print-sheet-view.ts,
 * scripts/lib/render/car-files.ts) and drawn by the /print page (print-sheet-dom.ts).
 */
export type PrintSheetData = {
  slug: string;
  name: string;
  /** The vehicle page: site path (Back link) and absolute URL (printed at the foot). */
  path: string;
  url: string;
  /** Price text with its suffix ('$32,990', '$289 / week'), then the price type label. */
  price: string;
  priceType: string | null;
  sold: string | null;
  image: { src: string; srcset?: string; alt: string; width: number; height: number } | null;
  detailsTitle: string;
  rows: Array<{ label: string; value: string }>;
  features: string[];
  /** Dealer comments as blocks of HTML already sanitised by the build (src/views/comment-blocks.ts). */
  comments: Array<{ tag: 'p' | 'div'; html: string }>;
  location: { name: string; address: string };
  phone: string | null;
};

/** What the /print page's body says about its sheet (data-sheet); print-sheet.ts waits for it in its frame. */
export type SheetState = 'ready' | 'missing' | 'failed';
/** Fired on the /print page's window once data-sheet is set. */
export const SHEET_EVENT = 'print-sheet';
