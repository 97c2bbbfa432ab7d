/** Consent categories of the banner, shared by the tag loader and the banner it loads (neither imports the other). */
export const ANALYTICS = 'analytics';
export const MARKETING = 'marketing';
