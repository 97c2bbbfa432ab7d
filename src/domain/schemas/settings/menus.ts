import { z } from 'zod';
import { safeUrl } from '../common';

/*
 * Settings area `menus` of dealer.json: Header and footer menus. Strict: an unknown key is a problem naming the
 * closest known key.
 */

export const link = z.strictObject({ label: z.string().min(1), href: safeUrl });
export type MenuLink = z.infer<typeof link>;
const menuItem = z.strictObject({
  label: z.string().min(1),
  href: safeUrl.optional(),
  /** Dropdown entries; `"@models"` / `"@stock"` expand to the model list and stock search links at build time. */
  children: z.union([z.array(link), z.enum(['@models', '@stock'])]).optional(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menusSchema = z
  .strictObject({
    /** Header menu. */
    header: z.array(menuItem).default([]),
    /** Footer columns. */
    footer: z.array(z.strictObject({ title: z.string(), links: z.array(link) })).default([]),
  })
  .prefault({});
