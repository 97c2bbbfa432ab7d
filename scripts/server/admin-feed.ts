import type { FeedReport, ProblemGroup } from '../../src/domain/schemas/feed-report';
import { coverageText } from '../../src/domain/feed-coverage';

/*
 * GET /admin/feed on the preview server: the feed report of the build being served (dist/<slug>.feed-report.json),
 * as a plain page for the dealer: the account on top, then why cars are not listed, then every warning grouped by
 * field and message, the names made one spelling, the key fields' coverage and the changes since the last build. Every feed value is escaped.
 */

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (v: number | null) => (v == null ? 'no price' : `$${v.toLocaleString('en-AU')}`);

/** One car of "what changed", named as the dealer finds it: id, stock number, title (and the page slug). */
function changeRow(kind: string, c: { slug: string; id: string | null; stocknum: string | null; title: string | null }, what: string): string {
  return `<tr data-change="${esc(kind)}"><td>${esc(kind)}</td><td>${esc(c.id)}</td><td>${esc(c.stocknum)}</td><td>${esc(c.title)}</td><td>${esc(c.slug)}</td><td>${esc(what)}</td></tr>`;
}

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:1rem;max-width:80rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}' +
  '.account{font-size:1.2em;font-weight:600}details{margin:.3rem 0}summary{cursor:pointer}code{white-space:pre-wrap;word-break:break-all}';

function page(slug: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Feed report: ${esc(slug)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function problems(title: string, id: string, count: number, groups: readonly ProblemGroup[]): string {
  if (!count) return `<h2 id="${id}">${esc(title)}: none</h2>`;
  const fields = groups.map(
    (g) =>
      `<details data-field="${esc(g.field)}"><summary><code>${esc(g.field)}</code>: <span class="count">${g.count}</span></summary>${g.messages
        .map(
          (m) => `
<p>${esc(m.message)} (${m.count})</p><table><thead><tr><th>Record</th><th>Id</th><th>Slug</th><th>Stock no.</th><th>Field</th><th>Value received</th></tr></thead><tbody>${m.records
            .map(
              (r) =>
                `<tr><td>${r.index === null ? esc(r.file) : `#${r.index}`}</td><td>${esc(r.id)}</td><td>${esc(r.slug)}</td><td>${esc(r.stocknum)}</td><td><code>${esc(r.field)}</code></td><td><code>${esc(r.value ?? '(none)')}</code></td></tr>`,
            )
            .join('')}</tbody></table>`,
        )
        .join('')}</details>`,
  );
  return `<h2 id="${id}">${esc(title)}: <span class="count">${count}</span></h2>${fields.join('\n')}`;
}

/** The report page; `problem` when the report file exists but cannot be read, null report when there is none yet. */
export function feedPage(slug: string, report: FeedReport | null, problem?: string): string {
  if (!report) {
    return page(
      slug,
      `<h1>Feed report: ${esc(slug)}</h1><p>${problem ? `The feed report cannot be read: ${esc(problem)}` : `No feed report yet: build the site (<code>npm run build -- --dealer ${esc(slug)}</code>) and reload.`}</p>`,
    );
  }
  const a = report.account;
  const figures = [
    ['snapshot', 'cars in the snapshot', a.snapshot],
    ['listed', 'listed', a.listed],
    ...a.terms.map((t) => [t.label, t.label, t.count] as const),
  ]
    .map(([key, label, n]) => `<tr data-term="${esc(key)}"><th>${esc(label)}</th><td>${n}</td></tr>`)
    .join('');
  const notListed = report.not_listed.length
    ? `<table><thead><tr><th>Record</th><th>Id</th><th>Slug</th><th>Stock no.</th><th>Reason</th></tr></thead><tbody>${report.not_listed
        .map(
          (r) =>
            `<tr><td>${r.index === null ? '' : `#${r.index}`}</td><td>${esc(r.id)}</td><td>${esc(r.slug)}</td><td>${esc(r.stocknum)}</td><td>${esc(r.reason)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>Every car of the snapshot is listed.</p>';
  const names = report.canonicalisations.length
    ? `<table><thead><tr><th>Field</th><th>Spelling in the feed</th><th>Shown as</th><th>Cars</th></tr></thead><tbody>${report.canonicalisations
        .map(
          (c) =>
            `<tr><td>${esc(c.field)}</td><td>${c.from === null ? '(none: from its location_id)' : esc(c.from)}</td><td>${esc(c.to)}</td><td>${c.cars}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>None: every name has one spelling.</p>';
  const ch = report.changes;
  const changes = !ch
    ? '<p>No earlier build to compare with.</p>'
    : `<p>Since ${esc(ch.since)}: ${ch.added.length} added, ${ch.removed.length} removed, ${ch.repriced.length} repriced, ${ch.sold.length} sold, ${ch.lost.length} lost a key field.</p>
<table><thead><tr><th>Change</th><th>Id</th><th>Stock no.</th><th>Title</th><th>Slug</th><th>What</th></tr></thead><tbody>${[
        ...ch.added.map((c) => changeRow('added', c, money(c.price))),
        ...ch.removed.map((c) => changeRow('removed', c, '')),
        ...ch.repriced.map((r) => changeRow('repriced', r, `${money(r.from)} → ${money(r.to)}`)),
        ...ch.sold.map((c) => changeRow('sold', c, '')),
        ...ch.lost.map((c) => changeRow('lost a key field', c, `no ${c.fields.join(', ')} now`)),
      ].join('')}</tbody></table>`;
  const coverage = report.coverage.fields.length
    ? `<table><thead><tr><th>Key field</th><th>Listed cars with a value</th></tr></thead><tbody>${report.coverage.fields
        .map((c) => `<tr data-field="${esc(c.field)}"><td>${esc(c.field)}</td><td>${esc(coverageText(c))}</td></tr>`)
        .join('')}</tbody></table>${report.coverage.notes.length ? `<ul>${report.coverage.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}`
    : '<p>Not recorded by the build that wrote this report.</p>';
  return page(
    slug,
    `<h1>Feed report: ${esc(slug)}</h1>
<p>Built ${esc(report.built_at)} from <code>${esc(report.stock_file)}</code>. JSON: <a href="/admin/feed.json">/admin/feed.json</a></p>
${report.published ? '' : `<p id="refused"><strong>Not published:</strong> ${esc(report.refused)}. The site served is the earlier build.</p>`}
<p class="account" id="account">${esc(a.line)}</p>
<table id="figures"><tbody>${figures}</tbody></table>
<h2 id="reasons">Why cars are not listed</h2>${a.summary.length ? `<ul>${a.summary.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` : ''}
${notListed}
${problems('Stock warnings (values left out; the cars keep their pages)', 'warnings', report.warnings.stock.count, report.warnings.stock.groups)}
${report.warnings.refused.count ? problems('Problems of records left out as invalid', 'refused', report.warnings.refused.count, report.warnings.refused.groups) : ''}
${report.warnings.settings.length ? `<h2 id="settings">dealer.json warnings: ${report.warnings.settings.length}</h2><ul>${report.warnings.settings.map((w) => `<li>${esc(w.message)}</li>`).join('')}</ul>` : ''}
<h2 id="names">Names made one spelling</h2>${names}
<h2 id="coverage">Key fields</h2>${coverage}
<h2 id="changes">Changes since the last build</h2>${changes}`,
  );
}
