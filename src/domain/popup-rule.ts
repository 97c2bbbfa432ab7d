import { brisbaneEndOfDay } from './brisbane-time';
import type { Popup } from './schemas';

/*
 * Popup block (spec 2, other parts): shown once per session unless dismissed, hidden when expired,
 * dismissal stored. Expiry is the end of the expiry_date day (a popup "until 30 June" shows all of 30 June).
 */
export function isPopupExpired(popup: Pick<Popup, 'expiry_date'>, now: Date): boolean {
  if (!popup.expiry_date) return false;
  const t = popup.expiry_date.length <= 10 ? brisbaneEndOfDay(popup.expiry_date) : Date.parse(popup.expiry_date);
  return !Number.isNaN(t) && now.getTime() > t;
}

export interface PopupMemory {
  dismissed: boolean;
  shownThisSession: boolean;
}

export function shouldShowPopup(popup: Pick<Popup, 'expiry_date'>, now: Date, memory: PopupMemory): boolean {
  return !isPopupExpired(popup, now) && !memory.dismissed && !memory.shownThisSession;
}

/** A popup's identity for the stored dismissal: a new popup (other image or title) shows again. */
export function popupKey(popup: Pick<Popup, 'src' | 'title'>): string {
  return `${popup.title}|${popup.src}`;
}
