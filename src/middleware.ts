import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './render-runtime/island-styles';
import { siteOfThisRender } from './render-runtime/this-render';

/*
 * Runs for every page as it is pre-rendered. Before the page: the dealer being built, the site data of the render
 * in progress (read and checked once per render, src/render-runtime/render-job.ts), is given to the page as
 * Astro.locals.site; pages pass on to their components what those show. After it: the page is already a complete
 * string here, so fixing it now costs no second read and write of thousands of files after the build.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.site = siteOfThisRender();
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  return new Response(hoistIslandStyles(Buffer.from(await response.arrayBuffer())), { status: response.status, headers: response.headers });
});
