/*
 * Why a stock cannot be read, shared by the format readers (stock-records.ts and the stock-*.ts file per format).
 */

export type StockFormat = 'json' | 'csv' | 'tsv' | 'xml';

/** What a refusal is about: not a stock file at all, a file of a format that does not parse, or one without a record list. */
export type StockFormatProblem = 'not-stock' | 'invalid' | 'no-records';

export const ACCEPTED_FORMATS =
  'accepted: JSON (an array of records, or an object holding one), CSV or TSV with a header row, or XML with repeating record elements';

/** A stock that cannot be read; `reason` is the message without the file's name (load-dealer names the file itself). */
export class StockFormatError extends Error {
  readonly where: string;
  readonly reason: string;
  readonly problem: StockFormatProblem;
  /** The format it was read as, for 'invalid' and 'no-records'. */
  readonly format: StockFormat | null;
  /** The parser's own message, for 'invalid'. */
  readonly detail: string | null;
  constructor(where: string, reason: string, problem: StockFormatProblem, format: StockFormat | null = null, detail: string | null = null) {
    super(`${where}: ${reason}`);
    this.name = 'StockFormatError';
    this.where = where;
    this.reason = reason;
    this.problem = problem;
    this.format = format;
    this.detail = detail;
  }
}

/** A file read as `format` that does not parse: `invalid CSV: Quote Not Closed…`, with the parser's own message. */
export function invalidStock(where: string, format: StockFormat, detail: string): StockFormatError {
  return new StockFormatError(where, `invalid ${format.toUpperCase()}: ${detail}`, 'invalid', format, detail);
}

/** A few characters of text for a message, on one line. */
export function excerpt(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
