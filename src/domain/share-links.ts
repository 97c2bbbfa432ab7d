/** Spec 9: share window 550x400. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** Site spec: the site's copy-to-clipboard actions show a toast for 3 seconds (not the vehicle page's share bar). */
export const COPY_TOAST_MS = 3000;
/** Vehicle spec: the share bar's copy link says 'Copied' for 1.5 s. */
export const COPIED_MS = 1500;

export type ShareOptions = { title: string; hashtags?: string[]; related?: string[]; hideTwitter?: boolean };
export type ShareLinks = { facebook: string; twitter: string | null; whatsapp: string; email: string; sms: string; copy: string };

/** Share links for one URL. Spec 5: a URL is required, and Twitter hashtags/related must be arrays. */
export function shareLinks(url: string, options: ShareOptions): ShareLinks {
  if (!url || url.trim() === '') throw new Error('Share links require a URL');
  const hashtags = options.hashtags ?? [];
  const related = options.related ?? [];
  if (!Array.isArray(hashtags)) throw new TypeError('Twitter hashtags must be an array');
  if (!Array.isArray(related)) throw new TypeError('Twitter related must be an array');
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(options.title);
  const twitter = new URLSearchParams({ url, text: options.title });
  if (hashtags.length > 0) twitter.set('hashtags', hashtags.join(','));
  if (related.length > 0) twitter.set('related', related.join(','));
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: options.hideTwitter ? null : `https://twitter.com/intent/tweet?${twitter.toString()}`,
    whatsapp: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${options.title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${u}`,
    sms: `sms:?&body=${encodeURIComponent(`${options.title} ${url}`)}`,
    copy: url,
  };
}

/** window.open features string for the share popup. */
export function shareWindowFeatures(): string {
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener,noreferrer`;
}
