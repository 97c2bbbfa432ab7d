/*
 * One car's print sheet as data (/cars/{slug}/print.json), from the same rules and rows as its vehicle page.
 *
 * Why data and not a page of its own: the sheet is only ever opened by script (the Print link's /print?car_id= page
 * and the PDF's fallback), and a pre-rendered /cars/{slug}/print/ page a car cost a 20,000-car build about 10 s of
 * its 60 s goal (see docs/decisions.md, Build time and memory). The build process writes this file
 * (scripts/lib/render/car-files.ts); /print draws it.
 */
import { soldNotice } from '../domain/availability';
import { displayPrice, priceTypeLabel } from '../domain/pricing';
import type { Car, DealerConfig } from '../domain/schemas';
import { carPath, carUrl } from '../domain/site-paths';
import { caravanSpecRows } from '../domain/spec-rows';
import { dealerCommentParagraphs } from '../domain/dealer-comments';
import type { PrintSheetData } from '../islands/vehicle/print-sheet-types';
import { commentBlocks } from './comment-blocks';
import { addressLine } from './location-view';
import { carContact, detailRows, firstImageSlide, isCaravan, keyInfoRows, priceLine, vehicleDetailsTitle } from './view-model';

export function printSheetView(car: Car, config: DealerConfig): PrintSheetData {
  const price = displayPrice(car, config);
  const caravan = isCaravan(car);
  const slide = firstImageSlide(car, config);
  const { location, name, phone } = carContact(car, config);
  return {
    slug: car.slug,
    name: car.name,
    path: carPath(car.slug),
    url: carUrl(config.url, car.slug),
    price: priceLine(price),
    priceType: priceTypeLabel(car.price_type),
    sold: soldNotice(car),
    image: slide && {
      src: slide.view?.src ?? slide.src,
      ...(slide.view?.srcset ? { srcset: slide.view.srcset } : {}),
      alt: slide.alt,
      width: slide.width,
      height: slide.height,
    },
    detailsTitle: vehicleDetailsTitle(car),
    rows: [...detailRows(car), ...(caravan ? caravanSpecRows(car) : []), ...keyInfoRows(car)],
    features: car.features,
    comments: commentBlocks(dealerCommentParagraphs(car.dealercomments).paragraphs),
    // A car at no known location: the dealer's name and main phone, no branch address (view-model.ts, carContact).
    location: { name, address: location ? addressLine(location) : '' },
    phone,
  };
}
