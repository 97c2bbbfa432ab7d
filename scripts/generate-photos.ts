/**
 * npm run generate:photos [-- --from demo-motors --to photo-motors] [--cdn-template <images.cdn template>]
 * A demo dealer with photographs: the same stock as `--from`, its vehicle photos (small PNGs of drawings) redrawn as 1600 x 1200
 * JPEGs with photographic grain (about 150 to 300 KB each, what dealer feeds carry), so builds, e2e tests and
 * benches see real image weights. Everything it writes (dealers/photo-motors/) is git-ignored: megabytes of
 * generated binaries are never committed. JPEGs already there are kept, so a second run takes a second.
 * --cdn-template writes a dealer with that images.cdn URL template (the e2e tests' photo-cdn dealer, previewed
 * with `npm start -- --local-cdn`); its JPEGs are copied from photo-motors when that one has them.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoDrawing } from './demo/assets';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

const DEALERS = path.join(import.meta.dirname, '..', 'dealers');
const from = arg('from', 'demo-motors');
const to = arg('to', 'photo-motors');
const cdnTemplate = process.argv.includes('--cdn-template') ? arg('cdn-template', '') : null;
const src = path.join(DEALERS, from);
const out = path.join(DEALERS, to);
const W = 1600;
const H = 1200;
// Vehicle photos (the demo's PNGs of its drawings) become photographs; logos, banners and 360 frames stay drawings.
// A query ("interior.png?2", the same photo twice in a gallery) is kept on the JPEG's address.
const PHOTO = /^\/dealer\/img\/vehicles\/([a-z0-9-]+)\.(?:svg|png)(\?[^#]*)?$/;
const toJpeg = (url: string) => url.replace(PHOTO, '/dealer/img/vehicles/$1.jpg$2');

function copyTree(a: string, b: string): void {
  mkdirSync(b, { recursive: true });
  for (const e of readdirSync(a, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    if (e.isDirectory()) copyTree(path.join(a, e.name), path.join(b, e.name));
    else if (e.isFile() && !(path.basename(a) === 'vehicles' && /\.(svg|png)$/.test(e.name))) copyFileSync(path.join(a, e.name), path.join(b, e.name));
  }
}

if (!existsSync(path.join(src, 'dealer.json'))) {
  console.error(`no dealer at ${src} (run npm run generate:demo first)`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
for (const f of ['offers.json', 'reviews.json', 'makes.json', 'brands.json'])
  if (existsSync(path.join(src, f))) copyFileSync(path.join(src, f), path.join(out, f));
const config = JSON.parse(readFileSync(path.join(src, 'dealer.json'), 'utf8'));
Object.assign(config, { slug: to, name: 'Photo Motors', url: `https://${to}.example.com` });
if (cdnTemplate) config.images = { ...(config.images ?? {}), cdn: { template: cdnTemplate } };
writeFileSync(path.join(out, 'dealer.json'), JSON.stringify(config, null, 1) + '\n');

const stock = JSON.parse(readFileSync(path.join(src, 'stock.json'), 'utf8')) as { cars: Record<string, unknown>[] };
const photos = new Set<string>();
for (const car of stock.cars) {
  if (car.dealership_slug === from) car.dealership_slug = to;
  if (typeof car.primary_image_url === 'string') car.primary_image_url = toJpeg(car.primary_image_url);
  if (Array.isArray(car.images)) {
    car.images = car.images.map((img: { url: string; thumb?: { url: string } | null }) => {
      if (!PHOTO.test(img.url)) return img;
      photos.add(img.url.split('?')[0]!);
      return { ...img, url: toJpeg(img.url), thumb: { url: toJpeg(img.url) }, width: W, height: H };
    });
  }
}
writeFileSync(path.join(out, 'stock.json'), `{ "cars": [\n${stock.cars.map((c) => JSON.stringify(c)).join(',\n')}\n] }\n`);
copyTree(path.join(src, 'assets'), path.join(out, 'assets'));

// One grain layer for every photo (generating noise is the slow part); soft-light keeps the drawing's colours.
const grain = await sharp({
  create: { width: W, height: H, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 34 } },
})
  .raw()
  .toBuffer();
let made = 0;
let kept = 0;
let bytes = 0;
for (const url of [...photos].sort()) {
  // Drawn again from the demo's vector drawing where it is one (sharp at 1600 x 1200), else the dealer's own file.
  const drawing = photoDrawing(url);
  const source = drawing === null ? readFileSync(path.join(src, 'assets', url.replace(/^\/dealer\//, ''))) : Buffer.from(drawing);
  const jpgFile = path.join(out, 'assets', toJpeg(url).replace(/^\/dealer\//, ''));
  if (existsSync(jpgFile)) {
    kept++;
    bytes += readFileSync(jpgFile).length;
    continue;
  }
  const madeForPhotoMotors = path.join(DEALERS, 'photo-motors', 'assets', toJpeg(url).replace(/^\/dealer\//, ''));
  if (to !== 'photo-motors' && existsSync(madeForPhotoMotors)) {
    mkdirSync(path.dirname(jpgFile), { recursive: true });
    copyFileSync(madeForPhotoMotors, jpgFile);
    kept++;
    bytes += readFileSync(jpgFile).length;
    continue;
  }
  const base = await sharp(source, { density: 144 }).resize(W, H).flatten({ background: '#ffffff' }).toBuffer();
  const jpeg = await sharp(base)
    .composite([{ input: grain, raw: { width: W, height: H, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 84 })
    .toBuffer();
  mkdirSync(path.dirname(jpgFile), { recursive: true });
  writeFileSync(jpgFile, jpeg);
  bytes += jpeg.length;
  made++;
}
console.log(
  `${to}: ${stock.cars.length} cars, ${photos.size} photos (${made} made, ${kept} kept, ${Math.round(bytes / Math.max(1, photos.size) / 1024)} KB each on average) -> ${path.relative(process.cwd(), out)}`,
);
