/** Consent categories of the banner: shared by the tag loader, the banner it loads and the chat consent rule (none imports another). */
export const ANALYTICS = 'analytics';
export const MARKETING = 'marketing';
