import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed when they name the client in X-Forwarded-For
 * (decision 015). Every per-address limit counts what this decides, so believing a hop that the client
 * wrote itself hands the client a new address with every request.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** proxy-addr's names for the loopback, link-local and private (unique local) ranges of IPv4 and IPv6. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A /0 is every address: it would bring back "trust every hop" under another spelling.
  return Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written: `false` (or `0`) believes no proxy; a number is how many proxies stand in front,
 * each appending the address it saw; `true` is kept from when it meant "believe every hop" and now means one
 * proxy; anything else is a comma-separated list of the proxies' addresses and CIDR ranges.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const setting = value.trim().toLowerCase();
  if (setting === 'false' || setting === '0') return false;
  if (setting === 'true') return { hops: 1 };
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return hops <= 10 ? { hops } : { problem: 'at most 10 proxy hops' };
  }
  const proxies = setting.split(',').map((item) => item.trim()).filter(Boolean);
  const wrong = proxies.filter((item) => !isAddressOrRange(item));
  if (proxies.length === 0 || wrong.length > 0) {
    return {
      problem: `expected false, a number of proxy hops, or proxy addresses and CIDR ranges separated by commas${
        wrong.length > 0 ? ` (not an address or range: ${wrong.join(', ')})` : ''
      }`,
    };
  }
  return { proxies };
}

/**
 * Fastify's `trustProxy` for the setting. A hop count goes as a function because Fastify 5 reads a bare
 * number as "trust nothing": proxy-addr asks about hop 0 (the connection's own address) first, then each
 * X-Forwarded-For entry from the right, and the client is the first hop not trusted.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (!setting) return false;
  if ('proxies' in setting) return setting.proxies;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
