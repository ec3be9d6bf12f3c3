import { installNetworkGuard } from '../platform/documents/network-guard';

/*
 * Process entry used only by network-guard.test.ts: installs the guard, then tries every way out the
 * guard claims to close, against a server the test runs on loopback. It proves the instrument that
 * the extraction tests rely on when they report zero attempts.
 */

const guard = installNetworkGuard();
const url = process.argv[2]!;
const { port } = new URL(url);

// Imported after the guard, as the parsers are in extract-worker.ts.
const http = await import('node:http');
const net = await import('node:net');

const tries: Record<string, () => unknown> = {
  fetch: () => fetch(url),
  'http.get': () => http.get(url),
  'http.request': () => http.request(url).end(),
  'net.connect': () => net.connect(Number(port), '127.0.0.1'),
  'new net.Socket().connect': () => new net.Socket().connect(Number(port), '127.0.0.1'),
};
const reached: string[] = [];
for (const [name, attempt] of Object.entries(tries)) {
  try {
    await attempt();
    reached.push(name);
  } catch {
    // Blocked, as it should be.
  }
}
process.send?.({ reached, attempts: guard.attempts() }, () => process.exit(0));
