import { z } from 'zod';
import { safeUrl } from '../common';
import { mapTemplateProblem } from '../../map-image';

/*
 * Settings area `contact` of dealer.json: Locations and contact: phone by car type, closed-hours text, review
 * rating, enquiry terms, service link. Strict: an unknown key is a problem naming the closest known key. These
 * settings were under `features` until the catch-all was split by area; `features.<key>` is still read, with a
 * deprecation warning (dealer-settings.ts).
 */

export const contactSchema = z
  .strictObject({
    /** Choose the location phone by new/used/demo. */
    phone_by_car_type: z.boolean().default(false),
    /** Closed hours text of the weekly opening hours: Closed, By appointment only or Enquire Now (a holiday closure always reads Closed). */
    closed_text: z.enum(['Closed', 'By appointment only', 'Enquire Now']).default('Closed'),
    /** Minimum review rating shown. */
    min_review_rating: z.number().min(0).max(5).default(4),
    /** Require agreeing to terms before a general enquiry is sent. */
    require_terms: z.boolean().default(false),
    /** Service booking link (internal /service or an external booking page): the menus', feature banner's and location pages' links to /service go there. */
    service_link: safeUrl.default('/service'),
    /** Static map image on each location card: an https image-service URL template with {lat} and {lng} (optional {width}, {height}), e.g. `https://maps.example.com/static?center={lat},{lng}&size={width}x{height}`; its origin joins the CSP img-src. null: the "View on map" link only. */
    map_image_url: z
      .string()
      .nullable()
      .default(null)
      .superRefine((v, ctx) => {
        const problem = v === null ? null : mapTemplateProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .prefault({});
