import * as bunny from 'unpic/providers/bunny';
import * as cloudflare from 'unpic/providers/cloudflare';
import * as cloudinary from 'unpic/providers/cloudinary';
import * as contentful from 'unpic/providers/contentful';
import * as imagekit from 'unpic/providers/imagekit';
import * as imgix from 'unpic/providers/imgix';
import * as netlify from 'unpic/providers/netlify';
import * as vercel from 'unpic/providers/vercel';
import * as wsrv from 'unpic/providers/wsrv';
import { registerImageCdnProviders, type ProviderModule } from './image-cdn';

/*
 * Every image-CDN provider, registered as this module loads: for build code (pages, ad feeds) and tests, which serve
 * any dealer and may not wait for a module. Browser code loads only its dealer's provider (loadImageCdn) and never
 * imports this file.
 */
const every: Record<string, ProviderModule> = { bunny, cloudflare, cloudinary, contentful, imagekit, imgix, netlify, vercel, wsrv };
registerImageCdnProviders(every);
