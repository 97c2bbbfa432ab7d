/*
 * `feed:check --write`: the proposed mapping saved into dealer.json's `feed` block, the rest of the file left as it
 * was (its key order, spacing and other settings): jsonc-parser edits the text in place instead of re-serialising it.
 */
import { applyEdits, modify, parse, type ParseError } from 'jsonc-parser';
import type { FeedFields } from '../../../../src/domain/schemas/settings/field-mapping';

export interface FeedBlock {
  fields: FeedFields;
  /** Where the records are, when the reader had to find them (a JSON key, an XML element). */
  records?: string | null;
}

/** dealer.json's text with `feed.fields` (and `feed.records` when given) set; other `feed` settings kept. */
export function writeFeedBlock(text: string, block: FeedBlock): string {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length) throw new Error(`dealer.json is not valid JSON (offset ${errors[0]!.offset}): fix it before writing a mapping`);
  const indent = /\n( +|\t)"/.exec(text)?.[1] ?? '  ';
  const formattingOptions = {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
  let out = applyEdits(text, modify(text, ['feed', 'fields'], block.fields, { formattingOptions }));
  if (block.records !== undefined) out = applyEdits(out, modify(out, ['feed', 'records'], block.records, { formattingOptions }));
  return out;
}
