import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './render-runtime/island-styles';

/*
 * Runs for every page as it is pre-rendered: the page is already a complete string here, so fixing it now
 * costs no second read and write of thousands of files after the build.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  return new Response(hoistIslandStyles(Buffer.from(await response.arrayBuffer())), { status: response.status, headers: response.headers });
});
