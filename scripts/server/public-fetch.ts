import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { HttpError } from './http';

/*
 * Fetches a photo only from a public internet address. A stock feed is outside data: a photo URL in it may name
 * the preview's own machine, the local network or a cloud metadata service. The host is resolved first and every
 * address it resolves to is checked; the connection then uses exactly the checked addresses (the resolver is the
 * connection's own `lookup`), so a name that changes its answer between the check and the connection (DNS
 * rebinding) cannot slip through. Redirects are not followed.
 */

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // IPv4-compatible (::a.b.c.d, deprecated; [::127.0.0.1] reaches loopback on some stacks), with :: and ::1 in it.
  ['::', 96],
  // IPv4-translated (RFC 2765) and 6to4 (2002::/16), which carry an IPv4 address inside.
  ['::ffff:0:0:0', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail read as two); null for anything else. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (t: string | undefined) => (t ? t.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail ?? undefined);
  return tail === null ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Loopback, private, link-local, shared, multicast, documentation or unspecified: not a public host. An IPv6
 * address that carries an IPv4 one (mapped ::ffff:a.b.c.d, in its hex form ::ffff:7f00:1 too) is checked as that
 * IPv4 address.
 */
export function isPrivateAddress(address: string): boolean {
  const g = ipv6Groups(address);
  if (g && g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPrivateAddress(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true;
}

const refused = (host: string, address: string) =>
  new HttpError(403, `The photo host ${host} resolves to ${address}, a private or local address: not fetched.`);

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that answers only when every address of the name is public. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad || !addresses.length) return callback(refused(hostname, bad?.address ?? 'nothing') as unknown as NodeJS.ErrnoException, '');
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** GET a public http(s) URL: its body up to maxBytes (502 past it), 502 for another answer than 200 or a timeout. */
export function fetchPublic(url: URL, { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }): Promise<Buffer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new HttpError(403, `Only http and https photos are fetched, not ${url.protocol}`));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isPrivateAddress(literal)) return Promise.reject(refused(url.hostname, literal));
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: 'GET', lookup: publicLookup as never });
    // The whole fetch, body included, has one deadline: a host dripping bytes cannot hold a resize slot.
    const timer = setTimeout(() => fail(new Error(`not done in ${timeoutMs} ms`)), timeoutMs);
    const fail = (e: unknown) => {
      clearTimeout(timer);
      request.destroy();
      reject(e instanceof HttpError ? e : new HttpError(502, `The photo could not be fetched: ${(e as Error).message}`));
    };
    request.on('error', fail);
    request.on('response', (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail(new HttpError(502, `The photo host answered ${res.statusCode}.`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          fail(new HttpError(502, `The photo is larger than ${maxBytes} bytes.`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
      });
      res.on('error', fail);
    });
    request.end();
  });
}
