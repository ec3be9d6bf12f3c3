import { constants, crc32, deflateRawSync } from 'node:zlib';
import { assemblePdf } from '../platform/documents/minimal-pdf';

/*
 * Builders of small synthetic documents for the tests: ZIP/OOXML packages, OLE2 compound files and
 * PDFs, byte by byte, so each test shows exactly which structure it exercises.
 */

export interface ZipFile {
  name: string;
  data: string | Uint8Array;
  /** Deflate the entry (default) or store it. */
  deflate?: boolean;
  /** `data` is already raw deflate output of this many bytes (for zip bombs and CRC-free fakes). */
  predeflatedSize?: number;
}

export function buildZip(files: ZipFile[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : Buffer.from(file.data);
    const deflate = file.predeflatedSize !== undefined || (file.deflate ?? true);
    const stored = file.predeflatedSize !== undefined ? data : deflate ? deflateRawSync(data) : data;
    const size = file.predeflatedSize ?? data.length;
    const name = Buffer.from(file.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
export const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

export function contentTypes(mainType: string, mainPart = '/word/document.xml', overrides: Array<{ part: string; type: string }> = []): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    [{ part: mainPart, type: mainType }, ...overrides].map(({ part, type }) => `<Override PartName="${part}" ContentType="${type}"/>`).join('') +
    '</Types>'
  );
}

const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const RELATIONSHIPS_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';

/**
 * A minimal DOCX whose body holds `bodyXml` (runs and paragraphs); optionally a DOCTYPE, the document's
 * relationships, and a page header holding `headerXml`.
 */
export function buildDocx(options: { bodyXml: string; doctype?: string; documentRels?: string; headerXml?: string }): Uint8Array {
  const namespaces =
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
    'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
  const section = options.headerXml ? '<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader1"/></w:sectPr>' : '';
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    (options.doctype ?? '') +
    `<w:document ${namespaces}><w:body>${options.bodyXml}${section}</w:body></w:document>`;
  const files: ZipFile[] = [
    {
      name: '[Content_Types].xml',
      data: contentTypes(WORD_MAIN, '/word/document.xml', options.headerXml ? [{ part: '/word/header1.xml', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml' }] : []),
    },
    { name: '_rels/.rels', data: PACKAGE_RELS },
    { name: 'word/document.xml', data: document },
  ];
  if (options.documentRels) files.push({ name: 'word/_rels/document.xml.rels', data: options.documentRels });
  if (options.headerXml) {
    files.push(
      { name: 'word/_rels/document.xml.rels', data: `${RELATIONSHIPS_OPEN}<Relationship Id="rIdHeader1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/></Relationships>` },
      { name: 'word/header1.xml', data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${namespaces}>${options.headerXml}</w:hdr>` },
    );
  }
  return buildZip(files);
}

export function paragraph(text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

/**
 * An OLE2 compound file (version 3, 512-byte sectors) with the given streams at its root. Streams are
 * padded to 4096 bytes so they live in regular sectors, as a Word document stream does.
 */
export function buildCompoundFile(streams: Array<{ name: string; data: Uint8Array }>): Uint8Array {
  const sector = 512;
  const padded = streams.map((stream) => {
    const size = Math.max(4096, Math.ceil(stream.data.length / sector) * sector);
    const data = new Uint8Array(size);
    data.set(stream.data);
    return { name: stream.name, data, size: stream.data.length < 4096 ? 4096 : stream.data.length };
  });
  const directorySectors = Math.ceil((padded.length + 1) / 4);
  const dataSectors = padded.reduce((sum, stream) => sum + stream.data.length / sector, 0);
  const total = 1 + directorySectors + dataSectors; // FAT, directory, streams
  if (total > sector / 4) throw new Error('fixture too big for one FAT sector');

  const fat = new Uint32Array(sector / 4).fill(0xffffffff);
  fat[0] = 0xfffffffd; // the FAT's own sector
  for (let i = 0; i < directorySectors; i++) fat[1 + i] = i === directorySectors - 1 ? 0xfffffffe : 2 + i;
  let next = 1 + directorySectors;
  const starts: number[] = [];
  for (const stream of padded) {
    const count = stream.data.length / sector;
    starts.push(next);
    for (let i = 0; i < count; i++) fat[next + i] = i === count - 1 ? 0xfffffffe : next + i + 1;
    next += count;
  }

  const file = new Uint8Array(sector * (1 + total));
  const dv = new DataView(file.buffer);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  dv.setUint16(0x18, 0x3e, true);
  dv.setUint16(0x1a, 3, true);
  dv.setUint16(0x1c, 0xfffe, true);
  dv.setUint16(0x1e, 9, true);
  dv.setUint16(0x20, 6, true);
  dv.setUint32(0x2c, 1, true);
  dv.setUint32(0x30, 1, true);
  dv.setUint32(0x38, 4096, true);
  dv.setUint32(0x3c, 0xfffffffe, true);
  dv.setUint32(0x44, 0xfffffffe, true);
  for (let i = 0; i < 109; i++) dv.setUint32(0x4c + i * 4, i === 0 ? 0 : 0xffffffff, true);
  new Uint8Array(file.buffer, sector, sector).set(new Uint8Array(fat.buffer));

  // Directory: the root, then the streams as a right-leaning chain of siblings.
  const entry = (index: number, name: string, type: number, child: number, right: number, start: number, size: number) => {
    const at = sector * 2 + index * 128;
    for (let i = 0; i < name.length; i++) dv.setUint16(at + i * 2, name.charCodeAt(i), true);
    dv.setUint16(at + 0x40, (name.length + 1) * 2, true);
    file[at + 0x42] = type;
    dv.setUint32(at + 0x44, 0xffffffff, true);
    dv.setUint32(at + 0x48, right, true);
    dv.setUint32(at + 0x4c, child, true);
    dv.setUint32(at + 0x74, start, true);
    dv.setUint32(at + 0x78, size, true);
  };
  entry(0, 'Root Entry', 5, padded.length > 0 ? 1 : 0xffffffff, 0xffffffff, 0xfffffffe, 0);
  padded.forEach((stream, i) => {
    entry(i + 1, stream.name, 2, 0xffffffff, i + 1 < padded.length ? i + 2 : 0xffffffff, starts[i] as number, stream.size);
    file.set(stream.data, sector * (1 + (starts[i] as number)));
  });
  return file;
}

/** The first bytes of a Word FIB: magic, nFib and the flags word (fEncrypted is 0x0100). */
export function wordFib(options: { ident?: number; nFib?: number; flags?: number } = {}): Uint8Array {
  const fib = new Uint8Array(4096);
  const dv = new DataView(fib.buffer);
  dv.setUint16(0, options.ident ?? 0xa5ec, true);
  dv.setUint16(2, options.nFib ?? 0xc1, true);
  dv.setUint16(0x0a, options.flags ?? 0, true);
  return fib;
}

export { buildPdf } from '../platform/documents/minimal-pdf';

/** Characters of WinAnsiEncoding outside Latin-1 that reports print: dashes, quotes, bullets, ellipsis. */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** A paragraph broken into lines of at most `width` characters, at spaces, as a word processor lays it out. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/**
 * A PDF of as many pages as `pages`, each with its paragraphs in 10-point Helvetica, wrapped at 95 characters
 * (about 55 lines fit a page): a long document as a word processor prints it, for what only a multi-page
 * document shows (a report, a book).
 */
export function buildPdfPages(pages: string[][]): Uint8Array {
  const encode = (text: string) =>
    Buffer.from([...text].map((c) => WIN_ANSI[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f)));
  const escape = (text: Buffer) => Buffer.from(text.toString('latin1').replace(/[\\()]/g, (c) => `\\${c}`), 'latin1');
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream for every page.
  const pageIds = pages.map((_, i) => 4 + 2 * i);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
  ];
  for (const [i, lines] of pages.entries()) {
    const content = Buffer.concat([
      Buffer.from('BT\n/F1 10 Tf\n13 TL\n60 750 Td\n', 'latin1'),
      ...lines.flatMap((paragraph) => wrap(paragraph, 95)).map((line) => Buffer.concat([Buffer.from('(', 'latin1'), escape(encode(line)), Buffer.from(') Tj T*\n', 'latin1')])),
      Buffer.from('ET', 'latin1'),
    ]);
    objects.push(
      Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`, 'latin1'),
      Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
    );
  }
  return assemblePdf(objects);
}

/** Helvetica's advance widths (thousandths of an em) of the lowercase letters; capitals and the rest are drawn 667 wide. */
const HELVETICA_LOWER = [556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500];
const helveticaWidth = (c: string) => (c >= 'a' && c <= 'z' ? HELVETICA_LOWER[c.charCodeAt(0) - 97]! : 667);

/**
 * A one-page PDF drawn the way some CV builders draw: each glyph placed on its own (`x y Td (g) Tj`), no space
 * ever drawn (a word gap is only a wider step, a space's 278 thousandths), and a font that declares every glyph
 * one em wide, so pdf.js cannot see the gaps. `lines` are ASCII.
 */
export function buildGlyphByGlyphPdf(lines: string[], size = 11): Uint8Array {
  const ops: string[] = ['BT', `/F1 ${size} Tf`];
  lines.forEach((line, row) => {
    let x = 60;
    const y = 740 - row * size * 1.6;
    for (const c of line) {
      if (c !== ' ') ops.push(`1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm (${c.replace(/[\\()]/g, (m) => `\\${m}`)}) Tj`);
      x += ((c === ' ' ? 278 : helveticaWidth(c)) * size) / 1000;
    }
  });
  ops.push('ET');
  const content = ops.join('\n');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [${Array(95).fill(1000).join(' ')}] >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]);
}

/**
 * A one-page PDF whose page content is `data`, declared with `filter` (a decompression bomb when `data`
 * inflates to gigabytes): what a hostile "CV" of a megabyte looks like.
 */
export function pdfWithContent(data: Uint8Array, filter: string): Uint8Array {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
    `4 0 obj\n<< /Length ${data.length} /Filter ${filter} >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return new Uint8Array(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(data), Buffer.from(tail, 'latin1')]));
}

/**
 * zlib data of `size` zero bytes (a Flate bomb: 1 GB is about 1 MB), made without ever holding the zeros:
 * raw deflate pieces of 16 MB, each ended by a full flush (no back-references across them, no final bit), are
 * the same bytes every time and can follow one another; then the final block and the Adler-32 of the zeros.
 */
export function deflatedZeros(size: number): Uint8Array {
  const piece = 16 * 1024 * 1024;
  const flushed = (bytes: number) => deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const whole = flushed(piece);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < Math.floor(size / piece); i++) parts.push(whole);
  if (size % piece) parts.push(flushed(size % piece));
  parts.push(deflateRawSync(Buffer.alloc(0)));
  // Adler-32 of zeros: a stays 1, b grows by one per byte.
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  parts.push(checksum);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * LZW data (PDF's LZWDecode, early change) of about `size` zero bytes: a bomb the Flate check does not see
 * (1 GB is about 1 MB), left to the reader's memory limit. For zeros every code after a reset is the next one
 * free, standing for one more zero than the last; the table is reset before it fills.
 */
export function lzwZeros(size: number): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  const write = (code: number, width: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  let produced = 0;
  while (produced < size) {
    let width = 9;
    write(256, width); // clear
    write(0, width); // one zero; the decoder adds no entry for the first code after a clear
    produced += 1;
    for (let next = 258; next < 4094 && produced < size; next++) {
      write(next, width);
      produced += next - 256;
      // The decoder widens its codes once the next free code plus one is a power of two.
      if (((next + 2) & (next + 1)) === 0) width = Math.min(width + 1, 12);
    }
    write(256, width);
  }
  write(257, 9); // end of data
  if (bits > 0) write(0, 8 - bits);
  return new Uint8Array(bytes);
}
