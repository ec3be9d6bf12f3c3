import { readdirSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { CORPUS_DIR, corpusFile } from '../../testing/corpus';
import { buildCompoundFile, buildDocx, buildPdf, buildZip, contentTypes, paragraph, WORD_MACRO_MAIN, WORD_MAIN, wordFib } from '../../testing/document-fixtures';
import { MAX_DECLARED_UNCOMPRESSED_BYTES, sniffDocument } from './sniff';

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));
const docx = () => buildDocx({ bodyXml: paragraph('Ana Souza, engenheira de dados') });

describe('sniffDocument', () => {
  test('empty input', () => {
    expect(sniffDocument(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
  });

  test('a PDF is a PDF whatever it is called: the bytes are all sniffing sees', () => {
    // An upload named "cv.docx" holding PDF bytes reaches sniffing as these bytes alone.
    expect(sniffDocument(buildPdf(['Jane Roe']))).toEqual({ ok: true, kind: 'pdf' });
  });

  test('a PDF header anywhere but at the very start is not a PDF: polyglots are what they start as', () => {
    const pdf = buildPdf(['x']);
    const after = (prefix: Uint8Array) => new Uint8Array([...prefix, ...pdf]);
    // A Windows executable ("MZ") with the header at 0x40, where a DOS stub's padding would be.
    const exe = new Uint8Array(0x40);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    expect(sniffDocument(after(exe))).toEqual({ ok: false, problem: 'unsupported_type' });
    expect(sniffDocument(after(text('<html><script>alert(document.domain)</script><!--\n')))).toEqual({ ok: false, problem: 'unsupported_type' });
    // No tolerance for leading junk either, not even blank lines or a byte-order mark: no corpus PDF needs it.
    expect(sniffDocument(after(new Uint8Array(600).fill(0x20)))).toEqual({ ok: false, problem: 'unsupported_type' });
    expect(sniffDocument(after(new Uint8Array([0xef, 0xbb, 0xbf])))).toEqual({ ok: false, problem: 'unsupported_type' });
    expect(sniffDocument(text('%PDF'))).toEqual({ ok: false, problem: 'unsupported_type' });
    expect(sniffDocument(text('%PDF-'))).toEqual({ ok: true, kind: 'pdf' });
  });

  test('every document of the shared corpus is still recognised as what its name says', () => {
    const kindOf: Record<string, string> = { pdf: 'pdf', docx: 'docx', docm: 'docx', doc: 'doc' };
    // A Word 2007 document saved under a .doc name: the bytes decide.
    const misnamed: Record<string, string> = { 'marcuscatan__marcuscatan.github.io__Curriculum.doc': 'docx' };
    for (const folder of ['cvs', 'hostile']) {
      for (const file of readdirSync(`${CORPUS_DIR}${folder}`).filter((name) => !name.startsWith('.'))) {
        const extension = file.split('.').pop()!;
        expect(sniffDocument(corpusFile(`${folder}/${file}`)).kind, file).toBe(misnamed[file] ?? kindOf[extension]);
      }
    }
  });

  test('a text file called cv.pdf is unsupported', () => {
    expect(sniffDocument(text('Jane Roe\njane@example.com\nSoftware engineer\n'))).toEqual({ ok: false, problem: 'unsupported_type' });
  });

  test('other formats are unsupported (RTF, PNG); Word 2.0 is a Word file too old to read', () => {
    expect(sniffDocument(text('{\\rtf1\\ansi Jane Roe}'))).toEqual({ ok: false, problem: 'unsupported_type' });
    expect(sniffDocument(new Uint8Array([0xdb, 0xa5, 0x2d, 0x00, 0, 0, 0, 0]))).toEqual({ ok: false, problem: 'unsupported_type', kind: 'doc' });
    expect(sniffDocument(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ ok: false, problem: 'unsupported_type' });
  });

  describe('ZIP packages', () => {
    test('a DOCX, deflated or stored', () => {
      expect(sniffDocument(docx())).toEqual({ ok: true, kind: 'docx' });
      const stored = buildZip([
        { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN), deflate: false },
        { name: 'word/document.xml', data: '<w:document/>', deflate: false },
      ]);
      expect(sniffDocument(stored)).toEqual({ ok: true, kind: 'docx' });
    });

    test('a macro-enabled document, by content type or by its VBA part', () => {
      const docm = buildZip([{ name: '[Content_Types].xml', data: contentTypes(WORD_MACRO_MAIN) }, { name: 'word/document.xml', data: '<w:document/>' }]);
      expect(sniffDocument(docm)).toEqual({ ok: false, problem: 'macro_enabled', kind: 'docx' });
      const withVba = buildZip([
        { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN) },
        { name: 'word/document.xml', data: '<w:document/>' },
        { name: 'word/vbaProject.bin', data: new Uint8Array(64) },
      ]);
      expect(sniffDocument(withVba)).toEqual({ ok: false, problem: 'macro_enabled', kind: 'docx' });
    });

    test('a ZIP that is not a Word document is unsupported', () => {
      expect(sniffDocument(buildZip([{ name: 'cv.txt', data: 'Jane Roe' }]))).toEqual({ ok: false, problem: 'unsupported_type' });
      const xlsx = buildZip([{ name: '[Content_Types].xml', data: contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', '/xl/workbook.xml') }]);
      expect(sniffDocument(xlsx)).toEqual({ ok: false, problem: 'unsupported_type' });
      expect(sniffDocument(buildZip([]))).toEqual({ ok: false, problem: 'unsupported_type' });
    });

    test('a truncated ZIP is corrupted, wherever it is cut', () => {
      const bytes = docx();
      for (const length of [4, 30, 100, bytes.length / 2, bytes.length - 30, bytes.length - 1]) {
        expect(sniffDocument(bytes.subarray(0, Math.floor(length)))).toEqual({ ok: false, problem: 'corrupted', kind: 'docx' });
      }
    });

    test('a ZIP that declares more than 1 GB once inflated is too large, whatever it holds', () => {
      const part = (name: string) => ({ name, data: deflateRawSync(new Uint8Array(1024)), predeflatedSize: MAX_DECLARED_UNCOMPRESSED_BYTES / 2 });
      const bomb = buildZip([{ name: '[Content_Types].xml', data: contentTypes(WORD_MAIN) }, part('word/document.xml'), part('word/media/a.bin'), part('word/media/b.bin')]);
      expect(sniffDocument(bomb)).toEqual({ ok: false, problem: 'too_large' });
    });

    test('a zip bomb in [Content_Types].xml is refused without inflating it', () => {
      const bomb = new Uint8Array(64 * 1024 * 1024).fill(0x20);
      const zip = buildZip([{ name: '[Content_Types].xml', data: deflateRawSync(bomb), predeflatedSize: bomb.length }]);
      const started = Date.now();
      expect(sniffDocument(zip)).toEqual({ ok: false, problem: 'corrupted', kind: 'docx' });
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  describe('OLE2 compound files', () => {
    test('a Word 97-2003 document', () => {
      const doc = buildCompoundFile([{ name: 'WordDocument', data: wordFib() }, { name: '1Table', data: new Uint8Array(10) }]);
      expect(sniffDocument(doc)).toEqual({ ok: true, kind: 'doc' });
    });

    test('a .doc with the fEncrypted flag is encrypted', () => {
      expect(sniffDocument(buildCompoundFile([{ name: 'WordDocument', data: wordFib({ flags: 0x0100 }) }]))).toEqual({ ok: false, problem: 'encrypted', kind: 'doc' });
    });

    test('an encrypted OOXML package (EncryptedPackage stream) is encrypted', () => {
      const encrypted = buildCompoundFile([
        { name: 'EncryptionInfo', data: new Uint8Array(200) },
        { name: 'EncryptedPackage', data: new Uint8Array(5000) },
      ]);
      expect(sniffDocument(encrypted)).toEqual({ ok: false, problem: 'encrypted', kind: 'docx' });
    });

    test('Word 6/95 is a Word file too old to read; other compound files are unsupported', () => {
      expect(sniffDocument(buildCompoundFile([{ name: 'WordDocument', data: wordFib({ ident: 0xa5dc, nFib: 0x65 }) }]))).toEqual({ ok: false, problem: 'unsupported_type', kind: 'doc' });
      expect(sniffDocument(buildCompoundFile([{ name: 'Workbook', data: new Uint8Array(10) }]))).toEqual({ ok: false, problem: 'unsupported_type' });
    });

    test('a truncated or looping compound file is corrupted', () => {
      const doc = buildCompoundFile([{ name: 'WordDocument', data: wordFib() }]);
      expect(sniffDocument(doc.subarray(0, 600))).toEqual({ ok: false, problem: 'corrupted', kind: 'doc' });
      const looping = new Uint8Array(doc);
      // The directory sector (1) points back to itself in the FAT.
      new DataView(looping.buffer).setUint32(512 + 4, 1, true);
      expect(sniffDocument(looping)).toEqual({ ok: false, problem: 'corrupted', kind: 'doc' });
    });
  });

  test('never throws on mangled documents', () => {
    const samples = [docx(), buildCompoundFile([{ name: 'WordDocument', data: wordFib() }]), buildPdf(['x'])];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const sample of samples) {
      for (let i = 0; i < 400; i++) {
        const mangled = new Uint8Array(sample.subarray(0, Math.floor(random() * sample.length) + 1));
        for (let flips = 0; flips < 8; flips++) mangled[Math.floor(random() * mangled.length)] = Math.floor(random() * 256);
        expect(() => sniffDocument(mangled)).not.toThrow();
      }
    }
  });
});
