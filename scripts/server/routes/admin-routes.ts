import { leadsPage, signInCodes, writeLeadsJson } from '../admin';
import { feedPage } from '../admin-feed';
import { readFeedReport } from '../../lib/load/feed-report';
import { HttpError, sendJson } from '../http';
import { onlyMethod, type Route } from './context';

/** The dealer's pages behind the admin gate: the leads (paged, and streamed as JSON), the feed report, sign-in codes. */
export const ADMIN_ROUTES: Record<string, Route> = {
  '/admin/leads': (req, res, url, { db, opts }) => {
    onlyMethod(req, 'GET');
    // Built before the status is written: a failure is a 500 with a message, not an empty reply.
    const page = leadsPage(db, opts.slug, Number(url.searchParams.get('page') ?? 1));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page);
  },
  '/admin/leads.json': async (req, res, _url, { db, noteWork }) => {
    onlyMethod(req, 'GET');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    const rows = await writeLeadsJson(
      db,
      (chunk) => res.write(chunk),
      () =>
        new Promise((resolve) => {
          // Whichever comes first removes the other: a listener left behind on each wait would pile up for
          // the length of the response (thousands on 100,000 leads).
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        }),
      () => res.destroyed,
    );
    res.end();
    // Each lead written left its garbage: a large export counts toward a burst, so memory is handed back after it.
    noteWork(rows);
  },
  '/admin/feed': (req, res, _url, { opts, feedReportFile }) => {
    onlyMethod(req, 'GET');
    // Read on each request: a --watch rebuild replaces the report while the server runs.
    const { report, problem } = readFeedReport(feedReportFile);
    res.writeHead(report ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(feedPage(opts.slug, report, problem));
  },
  '/admin/feed.json': (req, res, _url, { opts, feedReportFile }) => {
    onlyMethod(req, 'GET');
    const { report, problem } = readFeedReport(feedReportFile);
    if (!report) throw new HttpError(404, problem ?? `No feed report yet: build ${opts.slug} first.`);
    sendJson(res, 200, report);
  },
  '/admin/sign-in-codes.json': (req, res, _url, { db }) => {
    onlyMethod(req, 'GET');
    sendJson(res, 200, signInCodes(db));
  },
};
