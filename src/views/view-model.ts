/*
 * Build-time view of one vehicle page: every rule comes from src/domain; this file only gathers the results
 * into plain data for the Astro parts and the islands' props (kept small: only what each island needs).
 */
import { isAvailable, soldNotice } from '../domain/availability';
import { breadcrumbs } from '../domain/breadcrumbs';
import { bodyType } from '../domain/body-type';
import { primaryPhotoUrl } from '../domain/car-photo';
import { collapseDealerComments, dealerCommentParagraphs } from '../domain/dealer-comments';
import { canShowFavouriteButton, favouriteFacts, isFinanceCalculatorShown, isFinanceInfoShown, isFuelCalculatorShown } from '../domain/eligibility';
import { financeRepayment, initialRepaymentInput, weeklyFinanceFigure, weeklyFigureText } from '../domain/finance';
import { fuelConsumption } from '../domain/fuel';
import { engineSize } from '../domain/engine-size';
import { locationPhone } from '../domain/location-phone';
import { dealerTimeZone, locationOfCar, primaryLocation } from '../domain/locations';
import { marketPriceIndicator } from '../domain/market-price';
import { responsiveImage, type Photo } from '../domain/responsive-image';
import { imageContext } from './images';
import { financeCalculatorView } from './finance-calculator-view';
import { displayPrice, formatMoney, shownPurchasePrice, priceTypeLabel, type DisplayPrice } from '../domain/pricing';
import type { Car, DealerConfig, Location } from '../domain/schemas';
import { shareLinks } from '../domain/share-links';
import { carUrl, printSheetPath } from '../domain/site-paths';
import { stockNoun } from '../domain/stock-noun';
import { chooseSimilarCars, similarFallback } from '../domain/similar-cars';
import { fallbackStock, knownModelsOf, similarCandidates, stockGroups } from './stock-groups';
import { FEATURES_VISIBLE, KEY_INFO_VISIBLE, caravanSpecRows, detailsTitle, splitVisible, visibleSpecRows, type SpecRow } from '../domain/spec-rows';
import { isCertifiedBadgeShown, tagBadge } from '../domain/tag-badge';
import { reservePath, sidebarActions, tradeInPath, type SidebarAction } from '../domain/vehicle-actions';
import { checkoutJourneyPath, contactPath, financeLink } from '../domain/vehicle-links';
import { callPanelPhone, hasHistoryReport, locatedAtBanner, lenderOfferValidUntil, regoExpiryLine, showGalleryThumbnails } from '../domain/vehicle-text';
import type { Slide, SpinProps } from '../islands/vehicle/media-types';
import type { PdfData } from '../islands/vehicle/pdf';
import { formatKms } from '../domain/number-format';
import { isCaravan } from '../domain/vehicle-kind';
import { newOrUsed } from '../domain/vehicle-condition';

/**
 * A sidebar / sticky bar action. `href` works without JavaScript; `jsHref`, when set, replaces it once scripts run:
 * the enquiry-style actions link to the page's own no-JS enquiry form (#enquire, which carries the car) and, with
 * JavaScript, to /contact?car_id= (whose form reads the car from the query) — the static /contact page cannot.
 */
export type ActionButton = { kind: string; label: string; href: string; jsHref?: string; primary: boolean };

// The caravan rule lives in the domain; re-exported for the views that import it from here.
export { isCaravan };
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * The location a car is at; null when its feed names a location the dealer does not have (the loader warns): the
 * page then shows the dealer's name and main phone, and no branch's address.
 */
export function carLocation(car: Car, config: DealerConfig): Location | null {
  return locationOfCar(car, config.locations);
}

/** Who to name and call about a car: its location, else the dealer by its name and its primary location's phone. */
export function carContact(car: Car, config: DealerConfig): { location: Location | null; name: string; phone: string | null } {
  const location = carLocation(car, config);
  const phoneFrom = location ?? primaryLocation(config.locations);
  return { location, name: location?.name ?? config.name, phone: phoneFrom ? callPanelPhone(locationPhone(phoneFrom, config, car.car_type)) : null };
}

/**
 * The PDF's photo, best first: the print-size copy (same-origin when the build resized it; from the dealer's image
 * CDN when one is set, which answers with CORS) and then the feed's own URL. The browser draws it on a canvas,
 * which a remote photo without CORS headers refuses; the island then prints the sheet instead (pdf.ts).
 */
function pdfPhotoCandidates(car: Car, config: DealerConfig): string[] {
  const first = car.images[0];
  const url = first?.url ?? car.primary_image_url;
  if (!url) return [];
  const view = responsiveImage({ url, thumb: first?.thumb?.url ?? null, width: first?.width, height: first?.height }, 'print', imageContext(config));
  return [...new Set([view.src, url])];
}

type ImageSlide = Extract<Slide, { kind: 'image' }>;

function imageSlide(photo: Photo, alt: string, config: DealerConfig): ImageSlide {
  const ctx = imageContext(config);
  const width = photo.width ?? 800;
  const height = photo.height ?? 600;
  return {
    kind: 'image',
    src: photo.url,
    thumb: photo.thumb ?? photo.url,
    width,
    height,
    alt,
    view: responsiveImage(photo, 'gallery', ctx, { width, height }),
    thumbView: responsiveImage(photo, 'thumb', ctx, { width: 96, height: 72 }),
  };
}

/** The car's photos as the gallery shows them (its first photo, else its primary image), each with its alt text. */
function photoSlides(car: Car, config: DealerConfig): ImageSlide[] {
  const out = car.images.map((img, i) =>
    imageSlide({ url: img.url, thumb: img.thumb?.url ?? null, width: img.width, height: img.height }, `${car.name} photo ${i + 1}`, config),
  );
  if (out.length === 0 && car.primary_image_url) out.push(imageSlide({ url: car.primary_image_url }, car.name, config));
  return out;
}

const customSlide = (config: DealerConfig): ImageSlide | null =>
  config.vehicle.custom_second_slide ? imageSlide({ url: config.vehicle.custom_second_slide }, config.name, config) : null;

/** The gallery's first picture: the car's first photo, else the dealer's custom slide (the print sheet's photo). */
export function firstImageSlide(car: Car, config: DealerConfig): ImageSlide | null {
  const [first] = car.images;
  if (first) return imageSlide({ url: first.url, thumb: first.thumb?.url ?? null, width: first.width, height: first.height }, `${car.name} photo 1`, config);
  if (car.primary_image_url) return imageSlide({ url: car.primary_image_url }, car.name, config);
  return customSlide(config);
}

function slides(car: Car, config: DealerConfig): Slide[] {
  const out: Slide[] = photoSlides(car, config);
  const second: Slide[] = [];
  const custom = customSlide(config);
  if (custom) second.push(custom);
  const video = car.external_video_url || car.video_url;
  if (video && video !== 'null') {
    second.push({ kind: 'video', src: video, embed: video.startsWith(config.vehicle.video_embed_host), thumb: null });
  }
  // Spec 2: the custom slide and the video go in at position 2; with no photo of the car, "Photos coming soon"
  // stays first rather than the dealer's slide standing in for the car.
  const [first, ...rest] = out;
  if (first === undefined) return second.length ? [{ kind: 'placeholder', thumb: null }, ...second] : [];
  return [first, ...second, ...rest];
}

function spin(car: Car, config: DealerConfig): SpinProps | null {
  if (car.spin_images.length === 0) return null;
  const ctx = imageContext(config);
  return {
    frames: car.spin_images.map((url) => responsiveImage({ url }, 'gallery', ctx, { width: 800, height: 600 })),
    exterior: car.hotspots?.exterior ?? [],
    interior: car.hotspots?.interior ?? [],
    interiorUrl: car.spin_interior_image && car.spin_interior_image !== 'null' ? car.spin_interior_image : null,
    intervalMs: config.vehicle.spin_interval_ms,
  };
}

export function detailRows(car: Car): SpecRow[] {
  return visibleSpecRows([
    { label: 'Year', value: car.year },
    { label: 'Make', value: car.make },
    { label: 'Model', value: car.model },
    { label: 'Badge', value: car.badge },
    { label: 'Series', value: car.series },
    { label: 'Kilometres', value: typeof car.km === 'number' ? formatKms(car.km) : null },
    { label: 'Body', value: car.body ?? car.simple_body },
    { label: 'Colour', value: car.colour },
    { label: 'Interior Colour', value: car.interior_colour },
    { label: 'Transmission', value: car.trans ?? car.simple_transmission },
    { label: 'Gears', value: car.gearnum },
    { label: 'Drive', value: car.drive },
    { label: 'Fuel', value: car.fuel ?? car.simple_fuel },
    { label: 'Engine', value: engineSize(car.engine_size_litres, car.engine_size) },
    { label: 'Seats', value: car.seats },
    { label: 'Doors', value: car.doors },
    { label: 'Stock Number', value: car.stocknum },
    { label: 'VIN', value: car.vin },
    { label: 'Rego', value: car.regplate },
    { label: 'Build Date', value: car.build_date },
    { label: 'Compliance Date', value: car.compliance_date },
  ]);
}

export function keyInfoRows(car: Car): SpecRow[] {
  const v = car.variant ?? {};
  return visibleSpecRows([
    { label: 'Fuel Consumption', value: v.fuelconsumptioncombined ? `${Number.parseFloat(v.fuelconsumptioncombined)} L/100km` : null },
    { label: 'Engine Size', value: engineSize(v.enginesize_litres, v.enginesize) },
    { label: 'Cylinders', value: v.cylinders },
    { label: 'Induction', value: v.induction },
    { label: 'Gear Type', value: v.geartype },
    { label: 'Torque', value: v.torque },
    { label: 'Fuel Capacity', value: v.fuelcapacity ? `${v.fuelcapacity} L` : null },
    { label: 'Gross Vehicle Mass', value: v.grossvehiclemass },
    { label: 'Length', value: v.vehiclelength },
    { label: 'Height', value: v.vehicleheight },
    { label: 'Width', value: v.vehiclewidth },
    { label: 'Body Configuration', value: v.bodyconfiguration ?? car.bodyconfiguration },
    { label: 'ANCAP Rating', value: v.ancaprating },
  ]);
}

/** The vehicle page's own enquiry section: without JavaScript it holds a plain enquiry form carrying the car. */
export const NO_JS_ENQUIRY = '#enquire';
/** The vehicle page's test-drive section, shown only without JavaScript: the booking form (day, time, location). */
export const NO_JS_TEST_DRIVE = '#test-drive';

function actions(car: Car, config: DealerConfig): ActionButton[] {
  const labels: Record<SidebarAction, () => ActionButton> = {
    enquire: () => ({ kind: 'enquire', label: config.vehicle.enquire_text, href: NO_JS_ENQUIRY, jsHref: contactPath(car.slug), primary: true }),
    test_drive: () => ({ kind: 'test_drive', label: 'Book a Test Drive', href: NO_JS_TEST_DRIVE, jsHref: contactPath(car.slug, 'test-drive'), primary: false }),
    reserve: () => ({
      kind: 'reserve',
      label: config.purchase.buy_online ? 'Buy Online' : `Reserve for ${config.purchase.reserve_price_text}`,
      href: reservePath(car.slug, config),
      primary: false,
    }),
    checkout_journey: () => ({ kind: 'checkout_journey', label: 'Buy Online Now', href: checkoutJourneyPath(car.slug), primary: false }),
    trade_in: () => ({ kind: 'trade_in', label: 'Value My Trade-In', href: tradeInPath(car.id, config), primary: false }),
    finance: () => ({ kind: 'finance', label: 'Get Finance', href: financeLink(car, config), primary: false }),
    find_similar: () => ({
      kind: 'find_similar',
      label: 'Find Me Something Similar',
      href: NO_JS_ENQUIRY,
      jsHref: contactPath(car.slug, 'similar'),
      primary: true,
    }),
  };
  return sidebarActions(car, config).map((a) => labels[a]());
}

/** The spec's similar cars, else the fallback search (same kind, nearest price windows, same body type first). */
function similarOrFallback(car: Car, groups: ReturnType<typeof stockGroups>): Car[] {
  const similar = chooseSimilarCars(car, similarCandidates(car, groups));
  return similar.length > 0 ? similar : similarFallback(car, fallbackStock(car, groups));
}

export type SiteLike = { config: DealerConfig; cars: Car[]; now: string };

/** The price as one line of text: '$32,990', '$289 / week' (PDF, print sheet). */
export const priceLine = (price: DisplayPrice) => price.text + (price.suffix ? ` ${price.suffix}` : '');

/** The heading of the car's spec rows (vehicle page, print sheet). */
export const vehicleDetailsTitle = (car: Car) => (isCaravan(car) ? 'Caravan Details' : detailsTitle(car));

// eslint-disable-next-line max-lines-per-function -- the vehicle page's view model: one field per thing the page shows, each a call to its domain rule
export function vehicleView(car: Car, site: SiteLike) {
  const { config } = site;
  const now = new Date(site.now);
  const { location, name: placeName, phone } = carContact(car, config);
  const primary = primaryLocation(config.locations);
  const groups = stockGroups(site.cars);
  const knownModels = knownModelsOf(config, site.cars);
  const price = displayPrice(car, config);
  const comments = dealerCommentParagraphs(car.dealercomments);
  // Collapse over tag-free text so the cut can never land inside an HTML tag.
  const collapsed = collapseDealerComments(comments.paragraphs.map((p) => p.replace(/<[^>]+>/g, '')));
  const provider = config.finance.provider;
  const lender = provider ? (car.finance_lenders?.[provider] ?? null) : null;
  const lenderShown = !!lender && !!provider && isFinanceInfoShown(car, config, now);
  // The calculator opens on the terms of the lender whose figure the page shows (one loan, one figure).
  const quoted = lenderShown ? lender : null;
  const initial = initialRepaymentInput(config, car, 'Weekly', quoted);
  const weekly = financeRepayment({ ...initial, frequency: 'Weekly' });
  // One weekly figure per car wherever it is shown (sidebar finance line, sticky header), so the two never disagree.
  const figure = weeklyFinanceFigure(car, config, lenderShown);
  const subscription = price.kind === 'subscription';
  const url = carUrl(config.url, car.slug);
  const details = detailRows(car);
  const keyInfo = keyInfoRows(car);
  const available = isAvailable(car);
  // Worked out once: the sidebar, the sticky bar's Trade-In and Get Finance buttons all read these.
  const buttons = actions(car, config);
  const noun = isCaravan(car) ? 'Caravan' : car.item_type?.toLowerCase() === 'motorcycle' ? 'Motorcycle' : 'Car';
  const pdf: PdfData = {
    slug: car.slug,
    name: car.name,
    price: priceLine(price),
    priceType: priceTypeLabel(car.price_type),
    images: pdfPhotoCandidates(car, config),
    printPath: printSheetPath(car.slug),
    specs: [...details, ...caravanSpecRows(car)].slice(0, 20),
    comments: comments.paragraphs.map((p) => p.replace(/<[^>]+>/g, '')),
    dealer: placeName,
    contact: [phone, location ? [location.address.street, location.address.city, location.address.state].filter(Boolean).join(', ') : '']
      .filter(Boolean)
      .join(' · '),
    url,
  };
  return {
    url,
    noun,
    title: car.name,
    crumbs: breadcrumbs(car, knownModels, config.search.model_path),
    slides: slides(car, config),
    showThumbs: showGalleryThumbnails(car),
    spin: spin(car, config),
    defaultMode: config.vehicle.default_view_mode,
    price,
    /** The price as every price line on the page reads it ('$149 / week' on a subscription): sidebar, both sticky bars. */
    priceLine: priceLine(price),
    priceType: priceTypeLabel(car.price_type),
    badge: tagBadge(car, config, now),
    available,
    sold: soldNotice(car),
    actions: buttons,
    iconRow: [
      typeof car.km === 'number' ? { icon: '', label: 'Kilometres', value: formatKms(car.km) } : null,
      text(car.simple_transmission ?? car.trans) ? { icon: '', label: 'Transmission', value: text(car.simple_transmission ?? car.trans)! } : null,
      bodyType(car) ? { icon: '', label: 'Body', value: bodyType(car)! } : null,
    ].filter((x): x is { icon: string; label: string; value: string } => !!x),
    views: typeof car.views === 'number' && car.views > 0 ? car.views : null,
    favourite: canShowFavouriteButton(favouriteFacts(car), config)
      ? {
          car: { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: primaryPhotoUrl(car) },
          style: config.favourites.style,
        }
      : null,
    watchlist: config.site.garage_enabled,
    /** null: the car's feed names a location the dealer does not have; no branch address, map or directions. */
    location,
    /** The name the page gives for where the car is: its location's, else the dealer's. */
    placeName,
    locatedAt: locatedAtBanner(car, primary),
    phone,
    detailsTitle: vehicleDetailsTitle(car),
    details,
    caravan: isCaravan(car) ? caravanSpecRows(car) : [],
    keyInfo: splitVisible(keyInfo, KEY_INFO_VISIBLE),
    features: splitVisible(car.features, FEATURES_VISIBLE),
    equipment: {
      featured: car.standardEquipment?.featured ?? [],
      specifications: car.standardEquipment?.specifications ?? [],
      summary: car.standardEquipment?.summary ?? [],
    },
    allSpecs: [...details, ...keyInfo],
    checks: car.used_car_checks,
    historyReport: hasHistoryReport(car) ? car.file : null,
    rego: regoExpiryLine(car.rego_expiry, now),
    comments: { ...comments, collapsed },
    fuel: isFuelCalculatorShown(car) ? { consumption: fuelConsumption(car) } : null,
    delivery: config.vehicle.delivery_regions.length > 0 ? config.vehicle.delivery_regions : null,
    finance: isFinanceCalculatorShown(config, weekly) ? { ...financeCalculatorView(config, car, lender?.comparisonRate ?? null, quoted), weekly } : null,
    financeInfo:
      lender && provider && lenderShown
        ? {
            // On a subscription price ('$289 / week') the finance line says it is the price to buy, not the subscription.
            headline: `${subscription ? 'To buy on finance: ' : ''}${figure ? weeklyFigureText(figure) : lender.paymentMonth ? `From ${formatMoney(lender.paymentMonth)} per month` : 'Finance available'}`,
            provider: config.finance.provider_label ?? provider,
            rows: [
              ['Interest rate', lender.interestRate != null ? `${lender.interestRate}% p.a.` : null],
              ['Comparison rate', lender.comparisonRate != null ? `${lender.comparisonRate}% p.a.` : null],
              ['Term', lender.termYears != null ? `${lender.termYears} years` : lender.termMonths != null ? `${lender.termMonths} months` : null],
              ['Deposit', lender.deposit != null ? formatMoney(lender.deposit) : null],
              ['Balloon', lender.balloon != null ? formatMoney(lender.balloon) : null],
              ['Establishment fees', lender.establishmentFees != null ? formatMoney(lender.establishmentFees) : null],
              ['Total payable', lender.totalPayable != null ? formatMoney(lender.totalPayable) : null],
              [
                'Offer valid until',
                config.finance.offer_valid_months ? lenderOfferValidUntil(now, config.finance.offer_valid_months, dealerTimeZone(config)) : null,
              ],
            ]
              .filter((r): r is [string, string] => r[1] !== null)
              .map(([label, value]) => ({ label, value })),
            disclaimer: lender.disclaimer ?? config.finance.disclaimer,
          }
        : null,
    financeHref: financeLink(car, config),
    /** Sticky header's finance line: the same figure as the sidebar; none on a subscription price (already weekly). */
    stickyFinance: figure && !subscription ? weeklyFigureText(figure) : null,
    /** The sidebar's line for that figure where no lender's finance info carries it (an estimate on the car's price). */
    sideFinance: figure && !subscription && !(lender && provider && lenderShown) ? weeklyFigureText(figure) : null,
    /** Sticky header's Trade-In button follows the sidebar's eligibility rule. */
    showTradeIn: buttons.some((a) => a.kind === 'trade_in'),
    showFinance: buttons.some((a) => a.kind === 'finance'),
    market: marketPriceIndicator(car, config),
    /** The purchase price on screen, which the price-comparison gauge places in the market range (null: no gauge). */
    shownPurchase: shownPurchasePrice(car, config),
    tradeInHref: tradeInPath(car.id, config),
    share: shareLinks(url, { title: car.name, hideTwitter: config.vehicle.hide_twitter }),
    certified: isCertifiedBadgeShown(car, config) ? { image: config.badges.certified_image, title: `Certified ${config.badges.certified_make}` } : null,
    similar: similarOrFallback(car, groups),
    // Named by the car's kind, which the fallback keeps too: a truck's section says 'Similar Trucks'.
    similarTitle: `Similar ${stockNoun([car.item_type])}s ${config.pricing.offers_subscription ? 'Available' : 'In-Stock'}`,
    pdf,
    eventLabel: newOrUsed(car) === 'new' ? 'New Car' : 'Used Car',
  };
}
export type VehicleView = ReturnType<typeof vehicleView>;
