import { mkdtemp, rm, symlink, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker as OcrWorker } from 'tesseract.js';
import { getResolvedPDFJS, type getDocumentProxy } from 'unpdf';

/*
 * OCR of scanned PDFs, by reading the images embedded in the pages rather than rendering the pages.
 * Rendering with pdf.js needs a canvas implementation (@napi-rs/canvas for unpdf), which is not
 * installed; but a scan is exactly a page-sized image, and pdf.js already decodes image XObjects
 * (JPEG, CCITT, JBIG2, Flate) into raw pixels for us. What this misses: vector-drawn text (outlined
 * fonts), which has no image to read, and text split across many tiny image tiles.
 */

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

const MAX_OCR_PAGES = 5;
/** Logos and icons: too small to hold a line of text worth reading. */
const MIN_IMAGE_SIDE = 100;
/** Per page; a scan is one image, a CV with photos has a few. */
const MAX_IMAGES_PER_PAGE = 4;
const LANGUAGES = ['eng', 'spa', 'por'];
/** The LSTM-only integer models: a third of the size of the legacy+LSTM ones and what OEM.LSTM_ONLY uses. */
const MODEL_FOLDER = '4.0.0_best_int';
/** Time kept back from the deadline to tear down and answer before the caller gives up on us. */
const TEARDOWN_MARGIN_MS = 1_500;

/** pdf.js ImageKind: 1-bit grey packed in bytes (1 = white), 8-bit RGB, 8-bit RGBA. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

export interface OcrOutcome {
  text: string;
  /** The deadline stopped OCR before every candidate page was read. */
  outOfTime: boolean;
}

export async function ocrPdfPageImages(pdf: PdfDocument, deadline: number): Promise<OcrOutcome> {
  const stopAt = deadline - TEARDOWN_MARGIN_MS;
  const { OPS } = await getResolvedPDFJS();
  let ocr: { worker: OcrWorker; langDir: string } | undefined;
  const texts: string[] = [];
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_OCR_PAGES); number++) {
      // A page that cannot be read (a cycle in the page tree, a broken image) is skipped, not fatal.
      const images = await withTimeLimit(
        pdf.getPage(number).then((page) => pageImages(page, OPS)).catch(() => []),
        stopAt,
      );
      if (images === undefined) return { text: texts.join('\n\n'), outOfTime: true };
      for (const image of images) {
        ocr ??= await startOcr();
        // An image Leptonica cannot take is skipped like an unreadable page.
        const text = await withTimeLimit(
          ocr.worker.recognize(toPgm(image)).then((result) => result.data.text, () => ''),
          stopAt,
        );
        if (text === undefined) return { text: texts.join('\n\n'), outOfTime: true };
        texts.push(text);
      }
    }
    return { text: texts.join('\n\n'), outOfTime: false };
  } finally {
    if (ocr) {
      await ocr.worker.terminate().catch(() => undefined);
      await rm(ocr.langDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

async function pageImages(page: PdfPage, OPS: Record<string, number>): Promise<DecodedImage[]> {
  const operators = await page.getOperatorList();
  const images: DecodedImage[] = [];
  for (let i = 0; i < operators.fnArray.length; i++) {
    const op = operators.fnArray[i];
    const args = operators.argsArray[i] as unknown[] | undefined;
    let image: DecodedImage | undefined;
    if (op === OPS.paintImageXObject && typeof args?.[0] === 'string') {
      const key = args[0];
      // Images shared between pages are "g_" objects held by the document, the rest by the page.
      const store = key.startsWith('g_') ? page.commonObjs : page.objs;
      image = await new Promise<DecodedImage | undefined>((resolve) => store.get(key, resolve));
    } else if (op === OPS.paintInlineImageXObject || op === OPS.paintImageMaskXObject) {
      // Inline images and stencil masks travel in the operator list itself. A mask is 1-bit like a
      // fax scan; toPgm fixes its polarity.
      const inline = args?.[0] as DecodedImage | undefined;
      image = inline && op === OPS.paintImageMaskXObject ? { ...inline, kind: GRAYSCALE_1BPP } : inline;
    }
    if (image?.data && image.width >= MIN_IMAGE_SIDE && image.height >= MIN_IMAGE_SIDE) images.push(image);
  }
  return images.sort((a, b) => b.width * b.height - a.width * a.height).slice(0, MAX_IMAGES_PER_PAGE);
}

/**
 * Encodes pixels as 8-bit greyscale PGM, a format Leptonica (inside tesseract.js) reads natively; no
 * PNG encoder is installed, and grey is what Tesseract binarises anyway.
 */
function toPgm(image: DecodedImage): Buffer {
  const { width, height } = image;
  const data = image.data as Uint8Array;
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const out = Buffer.alloc(header.length + width * height);
  header.copy(out);
  const grey = out.subarray(header.length);
  if (image.kind === GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8);
    let dark = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        grey[y * width + x] = bit ? 255 : 0;
        dark += bit ? 0 : 1;
      }
    }
    // Decode arrays and stencil masks flip 1-bit images; a text page is mostly background, so a mostly
    // dark result is a negative.
    if (dark > (width * height) / 2) for (let i = 0; i < grey.length; i++) grey[i] = 255 - (grey[i] ?? 0);
  } else {
    const channels = image.kind === RGBA_32BPP ? 4 : image.kind === RGB_24BPP ? 3 : Math.round(data.length / (width * height));
    for (let i = 0, p = 0; i < grey.length; i++, p += channels) {
      let value = channels >= 3 ? ((data[p] ?? 0) * 299 + (data[p + 1] ?? 0) * 587 + (data[p + 2] ?? 0) * 114) / 1000 : (data[p] ?? 0);
      // Transparent pixels are composited on white paper.
      if (channels === 4) value = 255 - ((255 - value) * (data[p + 3] ?? 255)) / 255;
      grey[i] = value;
    }
  }
  return out;
}

async function startOcr(): Promise<{ worker: OcrWorker; langDir: string }> {
  // tesseract.js takes one langPath for all languages, but each language ships in its own package:
  // a private temporary folder links the three model files together. The models are never downloaded:
  // langPath is a local folder, so tesseract.js reads files instead of fetching its CDN default.
  const require = createRequire(import.meta.url);
  const langDir = await mkdtemp(join(tmpdir(), 'postula-ocr-'));
  try {
    for (const lang of LANGUAGES) {
      const file = `${lang}.traineddata.gz`;
      const source = join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), MODEL_FOLDER, file);
      // Symbolic links need a privilege on Windows; a copy (a few MB) does the same job.
      await symlink(source, join(langDir, file)).catch(() => copyFile(source, join(langDir, file)));
    }
    const worker = await createWorker(LANGUAGES, OEM.LSTM_ONLY, {
      langPath: langDir,
      gzip: true,
      // The cache would hold an unzipped copy of each model (tens of MB) written on every run; reading
      // the local .gz is as fast. cachePath still points at our folder so nothing lands in the cwd.
      cachePath: langDir,
      cacheMethod: 'none',
    });
    return { worker, langDir };
  } catch (error) {
    await rm(langDir, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}

/** The promise's value, or undefined when `stopAt` (epoch ms) comes first. */
async function withTimeLimit<T>(promise: Promise<T>, stopAt: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, stopAt - Date.now()));
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
