import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall } from '@postula/contract/applicants';
import { buildPdf, buildZip, contentTypes, paragraph, WORD_MAIN } from '../../testing/document-fixtures';
import { createPosting, insertApplicantRow, uploadCv } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contentDisposition, downloadName } from './cv-files/cv-link';
import * as repo from './intake/intake.repository';

/*
 * Files that lie about what they are, or about how big they are. A PDF header a few bytes into a Windows executable or an HTML page
 * made it a "PDF", served back under the candidate's name ("Curriculum.exe"): refused now. A real PDF sent
 * under a misleading name downloads with the extension of what its bytes are.
 */

let t: TestApp;
let acme: SeededCompany;
let postingId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' }, { workers: false });
  acme = await seedCompany(t, { name: 'Acme' });
  postingId = await createPosting(t, acme);
});
afterAll(async () => {
  await t?.close();
});

const received = async () => (await repo.findPublicPosting(t.database.db, { id: postingId }))!.received;

/** The signed link of the posting's newest applicant, as the recruiter's screen gets it. */
async function newestCvLink(): Promise<string> {
  const page = await t.call(applicantsPageCall, {
    body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 100, filtro: { nombre_o_notas: '', marcas: [] } },
    token: acme.token,
  });
  const newest = [...page.data!.postulaciones].sort((a, b) => b.id - a.id)[0];
  return newest!.path_cv!;
}

describe('a PDF header inside another kind of file', () => {
  const pdf = buildPdf(['Ana Lima', 'ana@example.com', 'Desarrolladora de software']);
  // A DOS/PE executable: "MZ", then the stub's header; its padding up to 0x40 is where the PDF header sat.
  const exe = new Uint8Array(0x40 + pdf.length);
  exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]);
  exe.set(pdf, 0x40);
  const html = new Uint8Array([...new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script><!--\n'), ...pdf]);

  it.each([
    ['a Windows executable', exe, 'Curriculum.exe'],
    ['an HTML page', html, 'poly.html'],
  ])('%s is refused as a file type we do not take, and nothing is kept', async (_, bytes, name) => {
    const before = await received();
    const answer = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes, name, type: 'application/pdf' } });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'file_type', field: 'file' });
    expect(await received()).toBe(before);
  });
});

describe('a Word file that declares more than 1 GB unpacked', () => {
  it('is refused by name (document_too_large, 413), not as a file type, and nothing is kept', async () => {
    // A few KB on the wire; its three parts claim 512 MB each. Only the declared sizes are read.
    const claim = (name: string, xml = '') => ({ name, data: deflateRawSync(new TextEncoder().encode(xml.padEnd(50_000))), predeflatedSize: 512 * 1024 * 1024 });
    const bytes = buildZip([
      { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN) },
      claim('word/document.xml', `<w:document><w:body>${paragraph('Ana Lima')}</w:body></w:document>`),
      claim('word/media/image1.png'),
      claim('word/media/image2.png'),
    ]);
    const before = await received();
    const answer = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes, name: 'cv.docx' }, language: 'en' });
    expect(answer.status).toBe(413);
    expect(answer.error).toMatchObject({
      code: 'document_too_large',
      field: 'file',
      message: 'The document takes up more than 1 GB once unpacked, so we cannot read it. Save it again as PDF or Word and send it again.',
    });
    expect(await received()).toBe(before);
  });
});

describe('the downloaded name says what the file is', () => {
  it('a real PDF sent as "Curriculum.exe" downloads as "Curriculum.pdf"', async () => {
    const answer = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      file: { bytes: buildPdf(['Bea Souza', 'bea@example.com']), name: 'Curriculum.exe' },
    });
    expect(answer.status).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: await newestCvLink() });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`inline; filename="Curriculum.pdf"; filename*=UTF-8''Curriculum.pdf`);
  });

  it('a name stored before this rule is served right too', async () => {
    const found = await repo.findPublicPosting(t.database.db, { id: postingId });
    await insertApplicantRow(t.database.db, found!.posting, {
      storageKey: await t.storage.put(buildPdf(['Caio Lima']), 'cv'),
      originalName: 'poly.html',
      sha256: 'poly',
    });
    const download = await t.app.inject({ method: 'GET', url: await newestCvLink() });
    expect(download.headers['content-disposition']).toBe(`inline; filename="poly.pdf"; filename*=UTF-8''poly.pdf`);
  });

  it.each([
    ['Curriculum.exe', 'pdf', 'Curriculum.pdf'],
    ['poly.html', 'pdf', 'poly.pdf'],
    ['Mi CV', 'pdf', 'Mi CV.pdf'],
    ['Currículo de Amanda (final) v2.pdf', 'pdf', 'Currículo de Amanda (final) v2.pdf'],
    ['cv.PDF', 'pdf', 'cv.pdf'],
    ['cv.pdf.exe', 'pdf', 'cv.pdf'],
    ['cv.exe. ', 'pdf', 'cv.pdf'],
    ['CV versión 2.1', 'docx', 'CV versión 2.1.docx'],
    ['john.docx', 'doc', 'john.doc'],
    ['resume.doc', 'docx', 'resume.docx'],
    ['.pdf', 'pdf', 'cv.pdf'],
    ['', 'doc', 'cv.doc'],
  ] as const)('%s as %s → %s', (name, kind, expected) => {
    expect(downloadName(name, kind)).toBe(expected);
  });

  it('the header carries the name in ASCII and exactly, with the type decided by the bytes', () => {
    expect(contentDisposition('docx', 'Hoja de vida "José".exe')).toBe(
      `attachment; filename="Hoja de vida _Jose_.docx"; filename*=UTF-8''Hoja%20de%20vida%20%22Jos%C3%A9%22.docx`,
    );
  });
});
