import dgram from 'node:dgram';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';

/**
 * Cuts the extraction worker off the network. Uploaded documents are hostile (XXE entities, remote
 * images, links) and no parser we run has a reason to connect anywhere, so every way out of this
 * thread throws and is counted; the count goes back to the caller, which lets a test prove that
 * parsing a probe document did not even try. Installed before any parser module is loaded, because
 * some capture `fetch` or `http.request` when they load. A worker reads several documents, so the
 * attempts are counted per document: `take()` hands over those since the last take and starts anew.
 */

export interface NetworkGuard {
  /** Connection attempts blocked since the last take(), by what was called. */
  attempts(): string[];
  /** The attempts since the last take(), and an empty list for the next document. */
  take(): string[];
}

export function installNetworkGuard(): NetworkGuard {
  let attempts: string[] = [];
  const deny = (what: string) =>
    function blocked(): never {
      attempts.push(what);
      throw new Error(`Network access is disabled in the document extraction worker (${what}).`);
    };

  const block = (target: object, key: string, what: string) => Reflect.set(target, key, deny(what));
  block(globalThis, 'fetch', 'fetch');
  for (const name of ['WebSocket', 'EventSource', 'XMLHttpRequest']) {
    if (name in globalThis) block(globalThis, name, name);
  }
  // The socket layer is what http, https, undici (fetch) and every client library end up in.
  block(net.Socket.prototype, 'connect', 'net.Socket.connect');
  block(net, 'connect', 'net.connect');
  block(net, 'createConnection', 'net.createConnection');
  block(tls, 'connect', 'tls.connect');
  block(http, 'request', 'http.request');
  block(http, 'get', 'http.get');
  block(https, 'request', 'https.request');
  block(https, 'get', 'https.get');
  block(dgram, 'createSocket', 'dgram.createSocket');
  block(dns, 'lookup', 'dns.lookup');
  block(dns, 'resolve', 'dns.resolve');
  block(dns.promises, 'lookup', 'dns.promises.lookup');
  // ESM named imports of builtins are snapshots; this pushes the patched functions into them.
  syncBuiltinESMExports();
  return {
    attempts: () => [...attempts],
    take: () => {
      const taken = attempts;
      attempts = [];
      return taken;
    },
  };
}
