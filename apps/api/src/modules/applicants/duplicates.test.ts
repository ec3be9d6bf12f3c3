import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeApplicantsCall, separateApplicantCall, type Applicant, applicantsPageCall, updateApplicantCall } from '@postula/contract/applicants';
import { createInterviewCall, publicInterviewCall } from '@postula/contract/screening';
import { createMarkCall, listMarksCall } from '@postula/contract/marks';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Contact data printed in a CV is unverified (decision 017): a public upload never merges, replaces or removes
 * another applicant, whatever e-mail or phone it prints. Probable repeats are flagged, and only the recruiter
 * merges them, losing nothing of either.
 */

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' });
  acme = await seedCompany(t, { name: 'Acme' });
  other = await seedCompany(t, { name: 'Otra' });
});
afterAll(async () => {
  await t?.close();
});

/** A posting without mandatory conditions, so any applicant may be interviewed. */
const openPosting = (puesto: string) => createPosting(t, acme, { puesto, condiciones_necesarias: [{ condicion_necesaria: 'ninguna' }] });

const cv = (lines: string[]) => buildPdf([...lines, 'Vendedora de mostrador durante cinco años.', 'Atención al público y caja.']);

const send = (postingId: number, bytes: Uint8Array, name = 'cv.pdf', ip = '198.51.100.7') =>
  uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, ip, file: { bytes, name, type: 'application/pdf' } });

async function page(postingId: number, company = acme): Promise<{ list: Applicant[]; total: number }> {
  const answer = await t.call(applicantsPageCall, {
    body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 100, filtro: { nombre_o_notas: '', marcas: [] } },
    token: company.token,
  });
  expect(answer.status).toBe(200);
  return { list: answer.data!.postulaciones, total: answer.data!.total_cv_recibidos };
}

/** The bytes behind a signed CV link, as the recruiter's browser downloads them. */
async function download(path: string | null): Promise<Buffer> {
  const answer = await t.app.inject({ method: 'GET', url: path! });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

const storedFiles = () => readdirSync(t.config.FILES_DIR, { recursive: true }).filter((f) => String(f).split('/').length === 3).length;

async function markNamed(nombre: string): Promise<number> {
  await t.call(createMarkCall, { body: { nombre, color: '#16a34a' }, token: acme.token });
  const marks = await t.call(listMarksCall, { token: acme.token });
  return marks.data!.marcas.find((m) => m.nombre === nombre)!.marca_id;
}

async function review(postingId: number, applicantId: number, datos: { nota: string } | { marca_id: number }) {
  const answer = await t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: applicantId, datos }, token: acme.token });
  expect(answer.status).toBe(200);
}

async function interview(postingId: number, applicantId: number): Promise<string> {
  const created = await t.call(createInterviewCall, {
    body: { evaluacion_id: postingId, postulacion_id: applicantId, preguntas: [{ numero: 1, pregunta: '¿Cuándo podrías empezar?', tipo: 'general' }] },
    token: acme.token,
  });
  expect(created.status).toBe(200);
  return new URL(created.data!.link_entrevista).searchParams.get('iv')!;
}

describe('a public upload that prints other applicants’ e-mail and phone', () => {
  it('changes, hides and deletes nothing: both originals keep their notes, marks, interview and CV file; the forgery is flagged', async () => {
    const postingId = await openPosting('Vendedora');
    const anaCv = cv(['Ana Gómez', 'ana.gomez@example.com', '+54 9 11 5555-0001']);
    const betoCv = cv(['Beto Ruiz', 'beto.ruiz@example.com', '+54 9 11 5555-0002']);
    expect((await send(postingId, anaCv, 'ana.pdf')).status).toBe(200);
    expect((await send(postingId, betoCv, 'beto.pdf')).status).toBe(200);
    const before = await waitForAnalyses(t, acme, postingId, 2);
    const ana = before.find((a) => a.correo === 'ana.gomez@example.com')!;
    const beto = before.find((a) => a.correo === 'beto.ruiz@example.com')!;
    expect(ana.telefono).toBe('+5491155550001');
    expect(beto.telefono).toBe('+5491155550002');
    const favourite = await markNamed('Favorita');
    await review(postingId, ana.id, { nota: 'Llamar el lunes' });
    await review(postingId, ana.id, { marca_id: favourite });
    await review(postingId, beto.id, { nota: 'Buena referencia' });
    const anaToken = await interview(postingId, ana.id);

    // The attacker's CV prints Ana's e-mail and Beto's phone.
    const forged = cv(['Mallory Fake', 'ana.gomez@example.com', '+54 9 11 5555-0002']);
    expect((await send(postingId, forged, 'Curriculum.pdf', '203.0.113.66')).status).toBe(200);
    const after = await waitForAnalyses(t, acme, postingId, 3);
    const { list, total } = await page(postingId);
    expect(total).toBe(3);
    expect(list).toHaveLength(3);

    const anaAfter = after.find((a) => a.id === ana.id)!;
    const betoAfter = after.find((a) => a.id === beto.id)!;
    const forgery = after.find((a) => a.id !== ana.id && a.id !== beto.id)!;
    expect(anaAfter).toMatchObject({
      nombre_persona: 'Ana Gómez',
      correo: 'ana.gomez@example.com',
      telefono: '+5491155550001',
      notas: 'Llamar el lunes',
      marca_id: favourite,
      screening_estado: 'NO_INICIADA',
      posibles_duplicados: [{ postulacion_id: forgery.id, nombre_persona: 'Mallory Fake', coincide: ['correo'] }],
    });
    expect(betoAfter).toMatchObject({
      nombre_persona: 'Beto Ruiz',
      notas: 'Buena referencia',
      posibles_duplicados: [{ postulacion_id: forgery.id, coincide: ['telefono'] }],
    });
    expect(forgery).toMatchObject({
      nombre_persona: 'Mallory Fake',
      posibles_duplicados: [
        { postulacion_id: ana.id, nombre_persona: 'Ana Gómez', coincide: ['correo'] },
        { postulacion_id: beto.id, nombre_persona: 'Beto Ruiz', coincide: ['telefono'] },
      ],
      fusionados: [],
    });
    // What the recruiter compares before merging: when each applied, its score, its CV.
    expect(forgery.posibles_duplicados[0]).toMatchObject({ fecha_postulacion: anaAfter.fecha_postulacion, calificacion: anaAfter.calificacion });
    expect(Buffer.compare(await download(forgery.posibles_duplicados[0]!.path_cv), Buffer.from(anaCv))).toBe(0);
    // Each CV link still gives its own applicant's file, and the interview link still opens.
    expect(Buffer.compare(await download(anaAfter.path_cv), Buffer.from(anaCv))).toBe(0);
    expect(Buffer.compare(await download(betoAfter.path_cv), Buffer.from(betoCv))).toBe(0);
    expect((await t.call(publicInterviewCall, { query: { iv: anaToken } })).status).toBe(200);
    expect(storedFiles()).toBeGreaterThanOrEqual(3);
  });

  it('many honest CVs sharing one office phone stay as many applicants, each flagged with a few of the others', async () => {
    const postingId = await openPosting('Cajero');
    const count = 12;
    for (let i = 0; i < count; i++) {
      const answer = await send(postingId, cv([`Persona Número${i}`, `persona${i}@example.com`, 'Tel. oficina +54 11 4000-1234']));
      expect(answer.status).toBe(200);
    }
    const applicants = await waitForAnalyses(t, acme, postingId, count, 120_000);
    expect(applicants).toHaveLength(count);
    const { list, total } = await page(postingId);
    expect(total).toBe(count);
    for (const applicant of list) {
      expect(applicant.telefono).toBe('+541140001234');
      expect(applicant.posibles_duplicados).toHaveLength(5);
      expect(applicant.posibles_duplicados.every((d) => d.postulacion_id !== applicant.id && d.coincide.join() === 'telefono')).toBe(true);
      expect(applicant.mas_duplicados).toBe(true);
    }
  });
});

describe('the recruiter merges two applicants', () => {
  let postingId: number;
  let kept: Applicant;
  let duplicate: Applicant;
  let keptCv: Uint8Array;
  let duplicateCv: Uint8Array;
  let duplicateToken: string;
  let shortlisted: number;

  beforeAll(async () => {
    postingId = await openPosting('Repositor');
    keptCv = cv(['Carla Núñez', 'carla@example.com', '+54 9 11 5555-0100']);
    duplicateCv = cv(['Carla Núñez', 'carla.nunez@example.com', '+54 9 11 5555-0100', 'Versión actualizada']);
    await send(postingId, keptCv, 'carla-2024.pdf');
    await send(postingId, duplicateCv, 'carla-2025.pdf');
    await send(postingId, cv(['Diego Paz', 'diego@example.com', '+54 9 11 5555-0200']));
    const all = await waitForAnalyses(t, acme, postingId, 3);
    kept = all.find((a) => a.correo === 'carla@example.com')!;
    duplicate = all.find((a) => a.correo === 'carla.nunez@example.com')!;
    expect(kept.posibles_duplicados.map((d) => d.postulacion_id)).toEqual([duplicate.id]);
    shortlisted = await markNamed('Preseleccionada');
    await review(postingId, kept.id, { nota: 'Primera postulación' });
    await review(postingId, duplicate.id, { nota: 'Mandó un CV nuevo' });
    await review(postingId, duplicate.id, { marca_id: shortlisted });
    duplicateToken = await interview(postingId, duplicate.id);
  });

  const merge = (body: Partial<{ evaluacion_id: number; postulacion_id: number; postulacion_id_duplicado: number }>, company = acme) =>
    t.call(mergeApplicantsCall, {
      body: { evaluacion_id: postingId, postulacion_id: kept.id, postulacion_id_duplicado: duplicate.id, ...body },
      token: company.token,
      language: 'en',
    });

  it("refuses another company's posting or applicants, an applicant with itself, and changes nothing", async () => {
    expect((await merge({}, other)).status).toBe(404);
    const foreignPosting = await createPosting(t, other, { puesto: 'Ajeno' });
    expect((await merge({ evaluacion_id: foreignPosting }, other)).status).toBe(404);
    expect((await merge({ postulacion_id_duplicado: 2_000_000 })).status).toBe(404);
    const itself = await merge({ postulacion_id_duplicado: kept.id });
    expect(itself).toMatchObject({ status: 400, error: { code: 'merge_same_applicant', message: 'An applicant cannot be merged with itself.' } });
    expect((await page(postingId)).total).toBe(3);
  });

  it('shows the duplicate inside the one kept, with its own CV, notes, mark and interview; the list and counts drop it', async () => {
    const answer = await merge({});
    expect(answer.status).toBe(200);
    expect(answer.data!.message).toBe("Applicants merged: each one's CV, notes, mark and interview are still available.");

    const { list, total } = await page(postingId);
    expect(total).toBe(2);
    expect(list.map((a) => a.id)).not.toContain(duplicate.id);
    const merged = list.find((a) => a.id === kept.id)!;
    expect(merged).toMatchObject({
      notas: 'Primera postulación',
      posibles_duplicados: [],
      fusionados: [
        {
          postulacion_id: duplicate.id,
          nombre_persona: 'Carla Núñez',
          correo: 'carla.nunez@example.com',
          notas: 'Mandó un CV nuevo',
          marca_id: shortlisted,
          screening_estado: 'NO_INICIADA',
        },
      ],
    });
    expect(Buffer.compare(await download(merged.path_cv), Buffer.from(keptCv))).toBe(0);
    expect(Buffer.compare(await download(merged.fusionados[0]!.path_cv), Buffer.from(duplicateCv))).toBe(0);
    expect((await t.call(publicInterviewCall, { query: { iv: duplicateToken } })).status).toBe(200);

    // The mark filter's counts follow: the merged applicant's mark is not in the list any more.
    const marked = await t.call(applicantsPageCall, {
      body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [shortlisted] } },
      token: acme.token,
    });
    expect(marked.data).toMatchObject({ postulaciones: [], total_cv_recibidos: 0 });
    // Nor is it found by its notes (decision 041: merged applicants leave applicant_search).
    expect(await searched('mando nuevo')).toBe(0);
  });

  const searched = async (nombre_o_notas: string) =>
    (
      await t.call(applicantsPageCall, {
        body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas, marcas: [] } },
        token: acme.token,
      })
    ).data!.total_cv_recibidos;

  it('refuses to merge an applicant already merged', async () => {
    const again = await merge({ postulacion_id: duplicate.id, postulacion_id_duplicado: kept.id });
    expect(again).toMatchObject({ status: 409, error: { code: 'applicant_already_merged' } });
  });

  it('separates it again, as it was', async () => {
    expect((await t.call(separateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: duplicate.id }, token: other.token })).status).toBe(404);
    const answer = await t.call(separateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: duplicate.id }, token: acme.token });
    expect(answer.status).toBe(200);
    const { list, total } = await page(postingId);
    expect(total).toBe(3);
    expect(list.find((a) => a.id === duplicate.id)).toMatchObject({ notas: 'Mandó un CV nuevo', marca_id: shortlisted, screening_estado: 'NO_INICIADA' });
    expect(list.find((a) => a.id === kept.id)!.fusionados).toEqual([]);
    expect(await searched('mando nuevo')).toBe(1);
    // Separating one that is not merged finds nothing to do.
    expect((await t.call(separateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: duplicate.id }, token: acme.token })).status).toBe(404);
  });
});
