import type { FeedReport, ProblemGroup } from '../../../src/domain/schemas/feed-report';
import { coverageText } from '../../../src/domain/feed-coverage';

/*
 * The feed report as readable text, in full (`npm run build -- --report`): the account on top, then the cars not
 * listed and why, every warning grouped by field and message, the names respelt, and the changes since the last
 * build. Same order as the preview's /admin/feed page.
 */

/** A changed car: `id 12 / stock no A123 / 2021 Toyota Corolla (slug)`; older reports name it by slug alone. */
const changed = (c: { slug: string; id: string | null; stocknum: string | null; title: string | null }) =>
  c.id === null ? c.slug : `${[`id ${c.id}`, c.stocknum && `stock no ${c.stocknum}`, c.title].filter(Boolean).join(' / ')} (${c.slug})`;
const money = (v: number | null) => (v == null ? 'no price' : `$${v.toLocaleString('en-AU')}`);
const who = (r: { index: number | null; id: string | null; slug: string | null; stocknum: string | null }) =>
  [r.index === null ? null : `#${r.index}`, r.id, r.slug, r.stocknum && `stock ${r.stocknum}`].filter(Boolean).join(' / ');

function problemText(title: string, count: number, groups: readonly ProblemGroup[]): string[] {
  if (!count) return [`${title}: none`];
  const lines = [`${title}: ${count}`];
  for (const g of groups) {
    lines.push(`  ${g.field} (${g.count})`);
    for (const m of g.messages) {
      lines.push(`    ${m.message} (${m.count})`);
      for (const r of m.records)
        lines.push(`      ${who(r) || r.file}${r.field !== g.field ? ` at ${r.field}` : ''}${r.value === null ? '' : `: received ${r.value}`}`);
    }
  }
  return lines;
}

export function feedReportText(report: FeedReport): string[] {
  const lines = [`feed report for ${report.slug} (built ${report.built_at}, stock ${report.stock_file})`];
  if (!report.published) lines.push(`NOT PUBLISHED: ${report.refused ?? 'refused'} (the site served is the earlier build)`);
  lines.push(report.account.line, '');
  lines.push(...(report.account.summary.length ? report.account.summary : ['every car of the snapshot is listed']), '');
  if (report.not_listed.length) {
    lines.push(`cars not listed: ${report.not_listed.length}`);
    for (const r of report.not_listed) lines.push(`  ${who(r)}: ${r.reason}`);
    lines.push('');
  }
  lines.push(...problemText('stock warnings (values left out; the cars keep their pages)', report.warnings.stock.count, report.warnings.stock.groups), '');
  if (report.warnings.refused.count)
    lines.push(...problemText('problems of records left out as invalid', report.warnings.refused.count, report.warnings.refused.groups), '');
  if (report.warnings.settings.length)
    lines.push(`dealer.json warnings: ${report.warnings.settings.length}`, ...report.warnings.settings.map((w) => `  ${w.message}`), '');
  lines.push(report.canonicalisations.length ? 'names made one spelling:' : 'names made one spelling: none');
  for (const c of report.canonicalisations)
    lines.push(`  ${c.field}: ${c.from === null ? '(none)' : `"${c.from}"`} -> "${c.to}" (${c.cars} car${c.cars === 1 ? '' : 's'})`);
  lines.push('');
  // Every car an ad feed left out or carried without some photos (the console gave one line per cause).
  for (const f of report.ad_feeds ?? []) {
    lines.push(`${f.platform} feed (${f.file}): ${f.rows} car${f.rows === 1 ? '' : 's'}, ${f.left_out.length} left out`);
    for (const c of f.left_out) lines.push(`  ${c.id} / ${c.slug}${c.stocknum ? ` / stock ${c.stocknum}` : ''}: missing ${c.missing.join(', ')}`);
    for (const c of f.photos_left_out)
      lines.push(`  ${c.id} / ${c.slug}${c.stocknum ? ` / stock ${c.stocknum}` : ''}: ${c.photos} ${c.types.join('/').toUpperCase()} photo(s) left out`);
    lines.push('');
  }
  lines.push('key fields (listed cars with a value):');
  for (const c of report.coverage.fields) lines.push(`  ${c.field}: ${coverageText(c)}`);
  for (const note of report.coverage.notes) lines.push(`  warning: ${note}`);
  lines.push('');
  const ch = report.changes;
  if (!ch) lines.push('changes since the last build: none to compare (first build)');
  else {
    lines.push(
      `changes since the last build (${ch.since}): ${ch.added.length} added, ${ch.removed.length} removed, ${ch.repriced.length} repriced, ${ch.sold.length} sold, ${ch.lost.length} lost a key field`,
    );
    for (const c of ch.added) lines.push(`  + ${changed(c)} (${money(c.price)})`);
    for (const c of ch.removed) lines.push(`  - ${changed(c)}`);
    for (const r of ch.repriced) lines.push(`  ~ ${changed(r)}: ${money(r.from)} -> ${money(r.to)}`);
    for (const c of ch.sold) lines.push(`  sold ${changed(c)}`);
    for (const c of ch.lost) lines.push(`  lost ${c.fields.join(', ')}: ${changed(c)}`);
  }
  return lines;
}
