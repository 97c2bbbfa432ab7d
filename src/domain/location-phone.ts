import type { DealerConfig, Location } from './schemas';

export type PhoneCarType = 'new' | 'used' | 'demo';

/**
 * The number to show for a location (spec 6: "phone number shown is chosen by new/used/demo where configured").
 * With phone_by_car_type on and a car type given, the type's own number wins; otherwise the main phone,
 * then the landline, then the location's top-level phone.
 */
export function locationPhone(
  loc: Pick<Location, 'contact_detail' | 'phone'>,
  config: Pick<DealerConfig, 'contact'>,
  carType?: PhoneCarType | null,
): string | null {
  const cd = loc.contact_detail;
  if (config.contact.phone_by_car_type && carType) {
    const byType = { new: cd.phone_new, used: cd.phone_used, demo: cd.phone_demo }[carType];
    if (byType && byType.trim() !== '') return byType.trim();
  }
  for (const p of [cd.phone, cd.landline_phone, loc.phone]) if (p && p.trim() !== '') return p.trim();
  return null;
}

/** Department numbers a location card lists (New, Used, Demo) when the site chooses phones by car type. */
export function phonesByCarType(
  loc: Pick<Location, 'contact_detail' | 'phone'>,
  config: Pick<DealerConfig, 'contact'>,
): Array<{ type: PhoneCarType; label: string; phone: string }> {
  if (!config.contact.phone_by_car_type) return [];
  const labels: Record<PhoneCarType, string> = { new: 'New cars', used: 'Used cars', demo: 'Demo cars' };
  const out: Array<{ type: PhoneCarType; label: string; phone: string }> = [];
  for (const type of ['new', 'used', 'demo'] as const) {
    const p = { new: loc.contact_detail.phone_new, used: loc.contact_detail.phone_used, demo: loc.contact_detail.phone_demo }[type];
    if (p && p.trim() !== '') out.push({ type, label: labels[type], phone: p.trim() });
  }
  return out;
}

/** tel: link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
