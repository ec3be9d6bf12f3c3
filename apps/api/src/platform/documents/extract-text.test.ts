import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { deflateSync } from 'node:zlib';
import { buildDocx, buildPdf, buildZip, contentTypes, deflatedZeros, lzwZeros, paragraph, pdfWithContent } from '../../testing/document-fixtures';
import { CORPUS_DIR, corpusFile, readCvTable, reportShares, type CvFacts } from '../../testing/corpus';
import { extractText, type ExtractionResult } from './extract-text';
import { twoAtATime } from '../../testing/two-at-a-time';

/*
 * The real documents of ../shared/corpus (DESIGN.md: read from the project root's sibling, skip nothing
 * silently). Assertions name files, never print the text: the CVs hold personal data.
 */

const CORPUS = CORPUS_DIR;
const TIMEOUT = 120_000;


const read = (folder: string, file: string) => corpusFile(`${folder}/${file}`);
const squash = (value: string) => value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (value: string) => value.replace(/\D/g, '');


describe('the corpus is there', () => {
  test('cvs/ and hostile/ exist and are not empty', () => {
    // A missing corpus must fail, never skip: readdirSync throws when the folder is absent.
    expect(readdirSync(join(CORPUS, 'cvs')).length).toBeGreaterThan(0);
    expect(readdirSync(join(CORPUS, 'hostile')).length).toBeGreaterThan(0);
  });
});

/**
 * The share of the corpus CVs whose extracted text holds each fact of the README table. The corpus grew
 * from 14 to 55 CVs and some of the new ones are not read right yet (the CV-judgement issue): these are
 * today's figures, a floor that may only rise. Misses are listed in the test output, by file and field.
 */
const EXTRACTION_FLOORS = { name: 54 / 55, email: 55 / 55, phone: 55 / 55 };

describe('real CVs', () => {
  const table = readCvTable();
  const files = readdirSync(join(CORPUS, 'cvs')).filter((file) => !file.startsWith('.'));
  const results = new Map<string, ExtractionResult>();

  beforeAll(async () => {
    await Promise.all(files.map((file) => twoAtATime(async () => results.set(file, await extractText(read('cvs', file))))));
  }, 300_000);

  test('every CV file has a row in the README table', () => {
    expect(files.filter((file) => !table.has(file))).toEqual([]);
  });

  test.each(files)('%s: read from its text layer, normalised', (file) => {
    const result = results.get(file)!;
    expect(result.ok, `${file} gave ${result.ok ? 'text' : result.reason}`).toBe(true);
    if (!result.ok) return;
    expect(result.ocr).toBe(false);
    // Normalisation held: no Private Use Area icons, no control characters, no runs of blank lines.
    expect(/[\ue000-\uf8ff]/u.test(result.text), `${file}: icon glyphs left`).toBe(false);
    // eslint-disable-next-line no-control-regex -- asserting that control characters are gone
    expect(/[\u0000-\u0008\u000b-\u001f\u007f]/.test(result.text), `${file}: control characters left`).toBe(false);
    expect(result.text.includes('\n\n\n')).toBe(false);
  });

  test('the name, e-mail and phone the README lists are in the text, for at least today\'s share of the CVs', () => {
    const found = (file: string, field: keyof typeof EXTRACTION_FLOORS): boolean => {
      const result = results.get(file)!;
      if (!result.ok) return false;
      const facts: CvFacts = table.get(file)!;
      const text = squash(result.text);
      // Every value the README lists is printed, so every one must be in the text. A name without the
      // credentials printed after it ("Carol Summers, RN, MEDSURG-BC"), in any of its printed forms.
      if (field === 'name') return facts.names.length === 0 || facts.names.some((name) => text.includes(squash(name.split(',')[0]!)));
      if (field === 'email') return facts.emails.every((email) => text.includes(squash(email)));
      return facts.phones.every((phone) => digits(result.text).includes(digits(phone)));
    };
    const report = reportShares(files, ['name', 'email', 'phone'] as const, found);
    // eslint-disable-next-line no-console -- the misses belong in the test output: what the CV-judgement issue has left to fix
    console.info(`Extraction of the corpus CVs:\n${report.lines.join('\n')}`);
    for (const field of ['name', 'email', 'phone'] as const) {
      expect(report.share[field], `${field} found in too few CVs; missed in ${report.misses[field].join(', ')}`).toBeGreaterThanOrEqual(EXTRACTION_FLOORS[field] - 1e-9);
    }
  });
});

type Outcome = 'ok' | Exclude<ExtractionResult, { ok: true }>['reason'];

interface HostileExpectation {
  /** Outcomes that are right for this file; more than one where the README leaves room. */
  outcomes: Outcome[];
  /** Checks of the text when the outcome is ok. */
  text?: (text: string, result: Extract<ExtractionResult, { ok: true }>) => void;
}

const HOSTILE: Record<string, HostileExpectation> = {
  'apache__poi__45690.docm': { outcomes: ['macro_enabled'] },
  // xmldom refuses the undefined external entity; network-guard.test.ts shows nothing was fetched.
  'apache__poi__ExternalEntityInText.docx': { outcomes: ['corrupted'] },
  'apache__poi__PasswordProtected.doc': { outcomes: ['encrypted'] },
  // Word 95 is not the Word 97 format word-extractor reads.
  'apache__poi__Word95.doc': { outcomes: ['unsupported_type'] },
  'apache__poi__clusterfuzz-testcase-minimized-POIXWPFFuzzer-4791943399604224.docx': { outcomes: ['corrupted'] },
  'apache__poi__empty.doc': { outcomes: ['no_text'] },
  'apache__poi__password_tika_binaryrc4.doc': { outcomes: ['encrypted'] },
  // Word for Windows 2.0 is not an OLE2 file at all.
  'apache__poi__word2.doc': { outcomes: ['unsupported_type'] },
  'morungos__node-word-extractor__bad-xml.docx': {
    outcomes: ['ok'],
    text: (text) => {
      expect(text).toContain('😀');
      expect(text).toContain('∀');
    },
  },
  'morungos__node-word-extractor__test07.doc': { outcomes: ['ok'] },
  'mozilla__pdf.js__ArabicCIDTrueType.pdf': {
    outcomes: ['ok'],
    text: (text) => {
      expect(text).toContain('العربية');
      expect(/[\u200e\u200f\u202a-\u202e\ufb50-\ufdff\ufe70-\ufeff]/.test(text)).toBe(false);
    },
  },
  'mozilla__pdf.js__GHOSTSCRIPT-698804-1-fuzzed.pdf': { outcomes: ['no_text', 'corrupted'] },
  // Page 1 reads; page 2 is a cycle in the page tree. The one line on page 1 is too short to be a CV.
  'mozilla__pdf.js__Pages-tree-refs.pdf': { outcomes: ['no_text', 'ok', 'corrupted'] },
  // Glyphs without a Unicode mapping give "'>in": junk, not text.
  'mozilla__pdf.js__TrueType_without_cmap.pdf': { outcomes: ['no_text'] },
  // Owner-protected only: it opens with the empty user password, and its page is blank.
  'mozilla__pdf.js__empty_protected.pdf': { outcomes: ['no_text'] },
  'mozilla__pdf.js__issue15590.pdf': { outcomes: ['no_text', 'corrupted'] },
  'mozilla__pdf.js__issue3371.pdf': { outcomes: ['encrypted'] },
  // Two 200-dpi scans of a Russian form: OCR (with Latin-script models) reads something, or runs out of time.
  'mozilla__pdf.js__issue7229.pdf': {
    outcomes: ['ok', 'timeout'],
    text: (_text, result) => {
      expect(result.ocr).toBe(true);
      expect(result.pages).toBe(2);
    },
  },
  'mozilla__pdf.js__poppler-85140-0.pdf': { outcomes: ['no_text', 'corrupted'] },
  // pdf.js asks for a user password: the README says it needs one and it is not published.
  'mozilla__pdf.js__print_protection.pdf': { outcomes: ['encrypted'] },
  'mozilla__pdf.js__scan-bad.pdf': {
    outcomes: ['ok', 'no_text'],
    text: (text, result) => {
      expect(result.ocr).toBe(true);
      expect(text).toContain('pdf.js');
    },
  },
  // Japanese CID fonts need the predefined CMaps, which pdf.js would fetch; we give it none.
  'mozilla__pdf.js__vertical.pdf': { outcomes: ['no_text', 'ok'] },
  'mwilliamson__mammoth.js__empty.docx': { outcomes: ['no_text'] },
  'mwilliamson__mammoth.js__strict-format.docx': { outcomes: ['ok'], text: (text) => expect(text).toBe('Test') },
  'mwilliamson__mammoth.js__utf8-bom.docx': { outcomes: ['ok'], text: (text) => expect(text).toBe('This XML has a byte order mark.') },
  'nolze__msoffcrypto-tool__example_password.docx': { outcomes: ['encrypted'] },
  'py-pdf__sample-files__GeoTopo-komprimiert.pdf': { outcomes: ['ok'], text: (_text, result) => expect(result.pages).toBe(117) },
  // A 16x16 fax image: nothing to read.
  'py-pdf__sample-files__imagemagick-CCITTFaxDecode.pdf': { outcomes: ['no_text'] },
  'py-pdf__sample-files__multicolumn.pdf': { outcomes: ['ok'] },
  'py-pdf__sample-files__with-attachment.pdf': {
    outcomes: ['ok'],
    text: (text) => {
      expect(text).toContain('Lorem ipsum');
      // The attached image.png is not content.
      expect(text).not.toMatch(/PNG|IHDR|image\.png/);
    },
  },
};

describe('hostile documents', () => {
  const files = readdirSync(join(CORPUS, 'hostile')).filter((file) => !file.startsWith('.'));

  test.concurrent.each(files)(
    '%s: a named outcome within the time limit, never a throw',
    async (file) => {
      const { result, ms } = await twoAtATime(async () => {
        const started = Date.now();
        return { result: await extractText(read('hostile', file)), ms: Date.now() - started };
      });
      // The default 30 s limit, plus the time a worker needs to be terminated.
      expect(ms).toBeLessThan(35_000);
      const outcome: Outcome = result.ok ? 'ok' : result.reason;
      // Files added to the corpus later still get the generic checks: any named outcome, no throw.
      const expected = HOSTILE[file] ?? { outcomes: ['ok', 'empty', 'unsupported_type', 'macro_enabled', 'encrypted', 'corrupted', 'no_text', 'timeout'] };
      expect(expected.outcomes, `${file} ended as ${outcome}`).toContain(outcome);
      if (result.ok) expected.text?.(result.text, result);
    },
    TIMEOUT,
  );
});

describe('options and limits', () => {
  test(
    'a tiny time limit ends in timeout, and the next extraction still works',
    async () => {
      const bytes = read('cvs', 'bjherger__ResumeParser__john_smith.pdf');
      expect(await extractText(bytes, { timeoutMs: 1 })).toEqual({ ok: false, reason: 'timeout' });
      const again = await extractText(bytes);
      expect(again.ok).toBe(true);
    },
    TIMEOUT,
  );

  test(
    'OCR stops at the time limit',
    async () => {
      const { result, ms } = await twoAtATime(async () => {
        const started = Date.now();
        return { result: await extractText(read('hostile', 'mozilla__pdf.js__issue7229.pdf'), { timeoutMs: 4_000 }), ms: Date.now() - started };
      });
      expect(result).toEqual({ ok: false, reason: 'timeout' });
      expect(ms).toBeLessThan(6_000);
    },
    TIMEOUT,
  );

  test(
    "one sender's large documents are read one at a time, and another sender's large CV does not wait behind them",
    async () => {
      const started = Date.now();
      const timed = (promise: Promise<ExtractionResult>) => promise.then((result) => ({ result, ms: Date.now() - started }));
      // Two large scans whose reading runs into the limit, from one sender (decision 052)...
      const slow = read('hostile', 'mozilla__pdf.js__issue7229.pdf');
      const first = timed(extractText(slow, { timeoutMs: 5_000, sender: 'flood' }));
      const second = timed(extractText(slow, { timeoutMs: 5_000, sender: 'flood' }));
      // ...and a 1.5 MB CV with a text layer from another.
      const other = timed(extractText(read('cvs', 'Tai-Rocha__TR_CV_PT.github.io__TR_cv_PT_version.pdf'), { sender: 'someone else' }));
      const [a, b, c] = await Promise.all([first, second, other]);
      expect(a.result).toEqual({ ok: false, reason: 'timeout' });
      expect(b.result).toEqual({ ok: false, reason: 'timeout' });
      expect(c.result.ok).toBe(true);
      // The flood's second scan started when its first ended (the reading stops a little before its limit when the
      // next page could not be read in time); the other CV was read meanwhile.
      expect(b.ms - a.ms).toBeGreaterThan(a.ms / 2);
      expect(c.ms).toBeLessThan(a.ms);
    },
    TIMEOUT,
  );

  test(
    'a page with a text layer is read from it, never by OCR, even when a page-sized image lies under the text',
    async () => {
      const photo = { width: 300, height: 400, grey: new Uint8Array(300 * 400).fill(128) };
      const result = await extractText(buildPdf(['Jane Roe', 'Data engineer, jane.roe@example.com, (555) 010-2030', 'Ten years of Python and SQL.'], undefined, photo));
      expect(result).toMatchObject({ ok: true, ocr: false, pages: 1 });
      expect(result.ok && result.text).toBe('Jane Roe\nData engineer, jane.roe@example.com, (555) 010-2030\nTen years of Python and SQL.');
    },
    TIMEOUT,
  );

  test(
    'without OCR a scan has no text',
    async () => {
      expect(await twoAtATime(() => extractText(read('hostile', 'mozilla__pdf.js__scan-bad.pdf'), { ocr: false }))).toEqual({ ok: false, reason: 'no_text' });
    },
    TIMEOUT,
  );

  test(
    'synthetic CVs in Spanish, English and Portuguese, by content not by name',
    async () => {
      const spanish = await extractText(buildDocx({ bodyXml: paragraph('María José Núñez') + paragraph('Ingeniera de datos — maria.nunez@example.es — +34 600 123 456') }));
      expect(spanish).toEqual({ ok: true, kind: 'docx', text: 'María José Núñez\n\nIngeniera de datos — maria.nunez@example.es — +34 600 123 456', ocr: false });
      const english = await extractText(buildPdf(['Jane Roe', 'Data engineer, jane.roe@example.com, (555) 010-2030', 'Ten years of Python and SQL.']));
      expect(english.ok && english.kind === 'pdf' && english.pages === 1 && english.text.includes('jane.roe@example.com')).toBe(true);
      const portuguese = await extractText(buildDocx({ bodyXml: paragraph('João Conceição') + paragraph('Engenheiro de software em São Paulo') }));
      expect(portuguese.ok && portuguese.text.startsWith('João Conceição\n')).toBe(true);
    },
    TIMEOUT,
  );

  test(
    'a PDF that fakes bold by drawing each glyph twice is read once ("LLUUIISS" is "LUIS"), Spanish plurals stay',
    async () => {
      const result = await extractText(buildPdf(['LLUUIISS AALLFFRREEDDOO BBOOLLÍÍVVAARR', 'HHAABBIILLIIDDAADDEESS YY DDEESSTTRREEZZAASS', 'Jefe de RRHH en EEUU, xxxx']));
      expect(result.ok && result.text).toBe('LUIS ALFREDO BOLÍVAR\nHABILIDADES Y DESTREZAS\nJefe de RRHH en EEUU, xxxx');
    },
    TIMEOUT,
  );

  test(
    'contact details in a DOCX page header are kept (mammoth reads only the body)',
    async () => {
      const result = await extractText(
        buildDocx({ bodyXml: paragraph('Experiencia: diez años en logística.'), headerXml: paragraph('Lucía Pérez, lucia.perez@example.es, +34 611 222 333') }),
      );
      expect(result).toEqual({ ok: true, kind: 'docx', text: 'Experiencia: diez años en logística.\n\nLucía Pérez, lucia.perez@example.es, +34 611 222 333', ocr: false });
    },
    TIMEOUT,
  );

  test(
    'the worker also starts under tsx, the way `npm start` runs the server (these tests run under Vitest)',
    async () => {
      const code = [
        `const { extractText } = await import(${JSON.stringify(new URL('./extract-text.ts', import.meta.url).href)});`,
        `const { buildPdf } = await import(${JSON.stringify(new URL('../../testing/document-fixtures.ts', import.meta.url).href)});`,
        `const result = await extractText(buildPdf(['Jane Roe', 'Data engineer with ten years of Python and SQL.']));`,
        'process.stdout.write(JSON.stringify(result));',
      ].join('\n');
      const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
      const { stdout } = await promisify(execFile)(process.execPath, [tsxCli, '--input-type=module', '-e', code], { timeout: 60_000 });
      expect(JSON.parse(stdout)).toEqual({ ok: true, kind: 'pdf', text: 'Jane Roe\nData engineer with ten years of Python and SQL.', pages: 1, ocr: false });
    },
    TIMEOUT,
  );

  test(
    'a PDF whose stream inflates to 1 GB ends as too_large: its streams are counted before pdf.js reads them',
    async () => {
      const bomb = pdfWithContent(deflatedZeros(1024 * 1024 * 1024), '/FlateDecode');
      expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
      expect(await extractText(bomb)).toEqual({ ok: false, reason: 'too_large' });
      // The same wrapped twice ([/FlateDecode /FlateDecode]) is counted at its final size.
      const twice = pdfWithContent(deflateSync(deflatedZeros(1024 * 1024 * 1024)), '[/FlateDecode /FlateDecode]');
      expect(await extractText(twice)).toEqual({ ok: false, reason: 'too_large' });
    },
    TIMEOUT,
  );

  test(
    'LZW and RunLength streams are counted from their codes: a 1 GB LZW bomb of 800 KB ends as too_large',
    async () => {
      const bomb = pdfWithContent(lzwZeros(1024 * 1024 * 1024), '/LZWDecode');
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(await extractText(bomb)).toEqual({ ok: false, reason: 'too_large' });
      // A small one decodes: the bytes are a real LZW stream, not a broken file.
      expect(await extractText(pdfWithContent(lzwZeros(1_000_000), '/LZWDecode'))).toEqual({ ok: false, reason: 'no_text' });
    },
    TIMEOUT,
  );

  test(
    'a bomb no count sees ([/FlateDecode /LZWDecode]) ends as too_large at the reader\'s memory limit; the next document is read',
    async () => {
      const bomb = pdfWithContent(deflateSync(lzwZeros(1024 * 1024 * 1024)), '[/FlateDecode /LZWDecode]');
      expect(await extractText(bomb, { memoryMb: 512 })).toEqual({ ok: false, reason: 'too_large' });
      const again = await extractText(read('cvs', 'bjherger__ResumeParser__john_smith.pdf'), { memoryMb: 512 });
      expect(again.ok).toBe(true);
    },
    TIMEOUT,
  );

  test(
    'a DOCX whose document part inflates past its cap ends as too_large',
    async () => {
      const huge = Buffer.alloc(100 * 1024 * 1024, 0x20);
      const bomb = buildZip([
        { name: '[Content_Types].xml', data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') },
        { name: 'word/document.xml', data: huge },
      ]);
      expect(await extractText(bomb)).toEqual({ ok: false, reason: 'too_large' });
    },
    TIMEOUT,
  );

  test('empty and unknown bytes are answered without a worker', async () => {
    expect(await extractText(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(await extractText(new Uint8Array(Buffer.from('just some text')))).toEqual({ ok: false, reason: 'unsupported_type' });
  });
});
