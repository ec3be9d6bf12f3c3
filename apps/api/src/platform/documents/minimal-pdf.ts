/*
 * A small valid PDF written byte by byte: tests build the documents they need with it, and each
 * extraction process reads one before its first document, to warm pdf.js up (see extract-worker.ts).
 */

/**
 * A one-page PDF with `lines` of Helvetica text and, optionally, a link annotation to `linkUrl` and a
 * full-page 8-bit grey image (raw samples, as a scanner without compression would write them).
 */
export function buildPdf(lines: string[], linkUrl?: string, image?: { width: number; height: number; grey: Uint8Array }): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = ['BT', '/F1 12 Tf', '14 TL', '72 720 Td', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'];
  const content = [...(image ? ['q 612 0 0 792 0 0 cm /Im1 Do Q'] : []), ...text].join('\n');
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >>${image ? ' /XObject << /Im1 7 0 R >>' : ''} >> /Contents 5 0 R${linkUrl ? ' /Annots [6 0 R]' : ''} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    linkUrl ? `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (${escape(linkUrl)}) >> >>` : '<< >>',
  ];
  if (image) {
    const head = `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${image.grey.length} >>\nstream\n`;
    objects.push(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(image.grey), Buffer.from('\nendstream', 'latin1')]));
  }
  return assemblePdf(objects);
}

/** A PDF file of `objects` (numbered from 1, the first the catalogue) with its cross-reference table. */
export function assemblePdf(objects: ReadonlyArray<string | Buffer>): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(tail, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
