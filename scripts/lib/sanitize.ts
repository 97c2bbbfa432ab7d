/** The one feed-HTML sanitiser lives beside the pages that insert its output (src/lib/feed-html.ts); the build uses the same function. */
export { sanitizeFeedHtml } from '../../src/lib/feed-html';
