import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildDocx, buildPdf, paragraph } from '../../testing/document-fixtures';
import { runExtractionWorker } from './run-extraction-worker';
import { sniffDocument } from './sniff';
import { spawnModuleProcess } from './spawn-module-process';

/*
 * "No network" checked two ways. The guard itself: a worker with the guard installed tries fetch,
 * http and raw sockets against a server listening on loopback, and nothing arrives. The parsers: real
 * extractions of documents that point at that server (external entities, remote images, links) and of
 * the corpus XXE probe, with the guard counting every attempt: there must be none, and the server must
 * see no connection.
 */

const TIMEOUT = 120_000;
let server: Server;
let baseUrl = '';
let connections = 0;

beforeAll(async () => {
  server = createServer((_request, response) => response.end('<x>fetched</x>'));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function extractInWorker(bytes: Uint8Array) {
  const sniffed = sniffDocument(bytes);
  if (!sniffed.ok) throw new Error(`fixture sniffed as ${sniffed.problem}`);
  return runExtractionWorker({ bytes, kind: sniffed.kind, ocr: true }, { timeoutMs: 30_000 });
}

describe('the network guard', () => {
  test(
    'blocks fetch, http and raw sockets inside a worker process, and counts each attempt',
    async () => {
      const before = connections;
      const worker = spawnModuleProcess('../../testing/network-guard-probe', { dataMb: 512, heapMb: 256 }, [`${baseUrl}/probe`]);
      const report = await new Promise<{ reached: string[]; attempts: string[] }>((resolve, reject) => {
        worker.once('message', (message) => resolve(message as { reached: string[]; attempts: string[] }));
        worker.once('error', reject);
      });
      worker.kill();
      expect(report.reached).toEqual([]);
      expect(report.attempts).toEqual(['fetch', 'http.get', 'http.request', 'net.connect', 'net.Socket.connect']);
      expect(connections - before).toBe(0);
    },
    TIMEOUT,
  );
});

describe('extraction makes no network call', () => {
  test(
    'the corpus XXE probe (an external entity to http://poi.apache.org/)',
    async () => {
      const bytes = new Uint8Array(readFileSync(new URL('../../../../../../shared/corpus/hostile/apache__poi__ExternalEntityInText.docx', import.meta.url)));
      const outcome = await extractInWorker(bytes);
      expect(outcome.networkAttempts).toEqual([]);
      expect(outcome.result).toEqual({ ok: false, reason: 'corrupted' });
    },
    TIMEOUT,
  );

  test(
    'a DOCX whose external entity points at a listening loopback server',
    async () => {
      const before = connections;
      const bytes = buildDocx({
        doctype: `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "${baseUrl}/xxe">]>`,
        bodyXml: paragraph('Jane Roe &xxe;'),
      });
      const outcome = await extractInWorker(bytes);
      expect(outcome.networkAttempts).toEqual([]);
      expect(connections - before).toBe(0);
      // Refused, or read without the entity: either way nothing was fetched into the text.
      if (outcome.result.ok) expect(outcome.result.text).not.toContain('fetched');
    },
    TIMEOUT,
  );

  test(
    'a DOCX with a remote (TargetMode="External") image, header and hyperlink',
    async () => {
      const before = connections;
      const drawing =
        '<w:p><w:r><w:drawing><wp:inline><wp:extent cx="100" cy="100"/><wp:docPr id="1" name="photo"/>' +
        '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
        '<pic:nvPicPr><pic:cNvPr id="1" name="photo"/><pic:cNvPicPr/></pic:nvPicPr>' +
        '<pic:blipFill><a:blip r:link="rIdPhoto"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic>' +
        '</wp:inline></w:drawing></w:r></w:p>';
      const link = '<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>portfolio</w:t></w:r></w:hyperlink></w:p>';
      const rels =
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rIdPhoto" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${baseUrl}/photo.png" TargetMode="External"/>` +
        `<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${baseUrl}/portfolio" TargetMode="External"/>` +
        `<Relationship Id="rIdHeader" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="${baseUrl}/header.xml" TargetMode="External"/>` +
        '</Relationships>';
      const bytes = buildDocx({ bodyXml: paragraph('Jane Roe, data engineer') + drawing + link, documentRels: rels });
      const outcome = await extractInWorker(bytes);
      expect(outcome.networkAttempts).toEqual([]);
      expect(connections - before).toBe(0);
      expect(outcome.result.ok && outcome.result.text.includes('Jane Roe, data engineer')).toBe(true);
    },
    TIMEOUT,
  );

  test(
    'a PDF with a link to the loopback server, and a PDF that goes through OCR',
    async () => {
      const before = connections;
      const linked = await extractInWorker(buildPdf(['Jane Roe', 'Portfolio and references available on the web site below.'], `${baseUrl}/cv`));
      expect(linked.networkAttempts).toEqual([]);
      expect(linked.result.ok).toBe(true);
      // Too little text, and a page-sized image: pdf.js decodes it and tesseract.js loads its models
      // (from local files) to read it. The page is blank paper, so there is nothing to find.
      const paper = { width: 300, height: 400, grey: new Uint8Array(300 * 400).fill(250) };
      const scanned = await extractInWorker(buildPdf(['Jane'], `${baseUrl}/scan`, paper));
      expect(scanned.networkAttempts).toEqual([]);
      expect(scanned.result).toEqual({ ok: false, reason: 'no_text' });
      expect(connections - before).toBe(0);
    },
    TIMEOUT,
  );
});
