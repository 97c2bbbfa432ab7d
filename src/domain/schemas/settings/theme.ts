import { z } from 'zod';
import { cssColor, cssFontStack, cssLength } from '../common';

/*
 * Settings area `theme` of dealer.json: Brand colours, fonts and corner radius (CSS values, validated; contrast is
 * checked in dealer-settings.ts). Strict: an unknown key is a problem naming the closest known key.
 */

export const themeSchema = z
  .strictObject({
    /** Brand colour for buttons and links (CSS colour). */
    primary: cssColor.default('#0b5cad'),
    /** Text colour on the primary colour. */
    on_primary: cssColor.default('#ffffff'),
    /** Accent for badges and highlights. */
    accent: cssColor.default('#e0362c'),
    /** Page background. */
    background: cssColor.default('#ffffff'),
    /** Body text colour. */
    text: cssColor.default('#1b1f24'),
    /** Header background. */
    header_background: cssColor.default('#ffffff'),
    /** Font stack for body text (system fonts by default: no font download). */
    font_body: cssFontStack.default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
    /** Font stack for headings. */
    font_heading: cssFontStack.default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
    /** Corner radius of cards and buttons. */
    radius: cssLength.default('8px'),
  })
  .prefault({});
