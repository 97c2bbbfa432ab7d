import { createHash } from 'node:crypto';
import { siteStorageKey } from '../domain/storage-keys';

/*
 * The gated-route guard must run before the page paints, so it is an inline script; the site's
 * Content-Security-Policy only allows inline scripts by hash, so the page registers this hash with Astro.
 * One line, no template whitespace: the hash is of exactly the text written into the page.
 */
export function gateScript(storageKey: string): { code: string; hash: `sha256-${string}` } {
  const code =
    `(function(){var key=${JSON.stringify(storageKey)};var user=null;` +
    `try{user=JSON.parse(localStorage.getItem(key)||'null');}catch(e){user=null;}` +
    `var signedIn=!!user&&typeof user==='object'&&user.signedIn!==false&&!!(user.id||user.email||user.token||user.phone||user.signedIn);` +
    // A path starting '//' would read as a host on the sign-in page, so leading slashes collapse to one.
    `if(signedIn)return;var p=function(u){return '/'+u.pathname.replace(/^\\/+/,'')+u.search;};var here=p(location);var back='/';` +
    `try{if(document.referrer){var r=new URL(document.referrer);if(r.origin===location.origin)back=p(r);}}catch(e){back='/';}` +
    `location.replace('/sign-in?redirect='+encodeURIComponent(here)+'&back='+encodeURIComponent(back));})();`;
  const hash: `sha256-${string}` = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return { code, hash };
}

/** The guard of one site (its session-user key, '{slug}-User' as src/stores/session-user.ts keeps it). */
export function siteGateScript(slug: string): { code: string; hash: `sha256-${string}` } {
  return gateScript(siteStorageKey(slug, 'User'));
}
