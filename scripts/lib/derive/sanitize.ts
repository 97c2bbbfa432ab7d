/** The one feed-HTML sanitiser lives beside the pages that insert its output (src/views/feed-html.ts); the build uses the same function. */
export { sanitizeFeedHtml } from '../../../src/views/feed-html';
