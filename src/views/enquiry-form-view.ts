import type { DealerConfig } from '../domain/schemas';

/** The general enquiry form's categories, in the order the select lists them after the page's own. */
export const ENQUIRY_CATEGORIES = ['General Enquiry', 'Sales', 'Service', 'Parts', 'Finance', 'Fleet'];

/**
 * The general enquiry form's choices on a page (src/components/site/FormPlaceholder.astro): the page's own
 * category first, so the select starts on what the visitor came for; a location select only where there are
 * several locations to choose from; the terms box only where the dealer requires it.
 */
export function generalEnquiryView(config: Pick<DealerConfig, 'locations' | 'contact'>, category: string) {
  const visible = config.locations.filter((l) => l.visible);
  return {
    categories: [category, ...ENQUIRY_CATEGORIES.filter((c) => c !== category)].map((c) => ({ value: c, label: c })),
    locations: visible.length > 1 ? visible.map((l) => ({ value: l.name, label: l.name })) : undefined,
    termsLabel: config.contact.require_terms ? 'I agree to the terms and conditions' : null,
  };
}
