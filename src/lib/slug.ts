/** URL segment for a make, model or body name: lowercase, & removed, spaces to hyphens. */
export function toSlug(text: string): string {
  return text.toLowerCase().replace(/&/g, '').trim().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
