import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, mergeApplicantsCall, updateApplicantCall } from '@postula/contract/applicants';
import { deleteMyApplicationCall, myApplicationCall } from '@postula/contract/applicants/my-data';
import { importProcessCall } from '@postula/contract/imports';
import { deleteJobCall, jobDetailCall } from '@postula/contract/postings';
import { privacySettingsCall, updatePrivacySettingsCall } from '@postula/contract/privacy';
import { createInterviewCall } from '@postula/contract/screening';
import { saveAnswerCall } from '@postula/contract/screening/interview';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { storedFilesHashing, tablesHoldingText } from '../../testing/personal-data';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MY_DATA_FAILURES_PER_HOUR } from './privacy.usecases';

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Acme' });
  other = await seedCompany(t, { name: 'Otra' });
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
/** A CV that prints a unique name, e-mail and phone, and the words the posting asks for. */
function cv(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${++sequence}.${Date.now()}@example.com`;
  const bytes = buildPdf([name, email, `+34 600 ${String(100000 + sequence).slice(-6)}`, 'Desarrolladora web con React y TypeScript durante cinco años.']);
  return { email, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), file: { bytes, name: `CV ${name}.pdf`, type: 'application/pdf' } };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;

async function sendCv(postingId: number, person: ReturnType<typeof cv>, company = acme) {
  const sent = await uploadCv(t, { empresa_id: company.companyId, evaluacion_id: postingId, file: person.file });
  expect(sent.status).toBe(200);
  return tokenOf(sent.data!.enlace_datos);
}

const sql = async <T>(text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as T[];
const tablesHolding = (needle: string) => tablesHoldingText(t, needle);
const filesHashing = (sha256: string) => storedFilesHashing(t, sha256);

describe('consent on the public page', () => {
  it('is required: without it, or with another version of the notice, nothing is stored', async () => {
    const posting = await createPosting(t, acme);
    const before = await sql<{ n: number }>('select count(*)::int as n from applications where posting_id = $1', [posting]);
    for (const consent of [null, '', '2020-01-01', `${CONSENT_VERSION}x`]) {
      const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: posting, file: cv('Ana Pérez').file, consent, language: 'pt' });
      expect(sent.status).toBe(400);
      expect(sent.error).toMatchObject({ code: 'consent_required', field: 'consentimiento', message: 'Para enviar seu CV você precisa aceitar o aviso de privacidade.' });
    }
    expect(await sql('select count(*)::int as n from applications where posting_id = $1', [posting])).toEqual(before);
    expect(await sql('select count(*)::int as n from cv_files where posting_id = $1', [posting])).toEqual([{ n: 0 }]);
  });

  it('is stored with the application: the notice’s version, in the posting’s language, and when', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Developer' }, 'en');
    const started = Date.now();
    await sendCv(posting, cv('Ana Pérez'));
    const [row] = await sql<{ consent_version: string; consent_at: Date }>('select consent_version, consent_at from applications where posting_id = $1', [posting]);
    expect(row!.consent_version).toBe(`${CONSENT_VERSION}:en`);
    expect(new Date(row!.consent_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });
});

describe('the candidate’s private link', () => {
  it('shows what the company holds: the CV, what it printed, the analysis per condition with its explanation', async () => {
    const posting = await createPosting(t, acme, { condiciones_necesarias: [{ condicion_necesaria: 'Experiencia con React' }], condiciones_deseables: [] });
    const person = cv('Lucía Gómez');
    const token = await sendCv(posting, person);
    await waitForAnalyses(t, acme, posting, 1);

    const mine = await t.call(myApplicationCall, { query: { t: token }, language: 'en' });
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({
      empresa: 'Acme',
      idioma: 'es',
      consentimiento: { version: `${CONSENT_VERSION}:es` },
      privacidad: { politica_url: null, contacto_email: null, conservacion_meses: 12, borrado_previsto: null },
      cv: { nombre_archivo: 'CV Lucía Gómez.pdf', tamano_bytes: person.bytes.length },
      datos: { nombre: 'Lucía Gómez', correo: person.email },
      analisis: { estado: 'done', motor_ia: 'embedded' },
      entrevista: null,
    });
    const [condition] = mine.data!.analisis.condiciones;
    expect(condition).toMatchObject({ condicion: 'Experiencia con React', tipo: 'mandatory', veredicto: 'met' });
    // Said in the posting's language (the candidate's page speaks it), with the CV's own line as evidence.
    expect(condition!.explicacion.length).toBeGreaterThan(10);
    expect(condition!.evidencia).toContain('React');

    // The same, as a file to keep; and the CV as it was sent.
    const exported = await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/export?t=${token}` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/json');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="postulacion-\d{4}-\d{2}-\d{2}\.json"/);
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(exported.body)).toEqual(mine.data);
    const file = await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/cv?t=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(person.sha256);
  });

  it('is given only on the page after sending, never in the confirmation e-mail, and each link opens only its own application', async () => {
    const posting = await createPosting(t, acme);
    const ana = cv('Ana Ruiz');
    const bea = cv('Bea Soto');
    const anaToken = await sendCv(posting, ana);
    const beaToken = await sendCv(posting, bea);
    // The confirmation goes to the address the CV prints, which nobody verified: no link (decision 050).
    const mail = await t.smtp.waitFor(ana.email);
    expect(mail.links).toEqual([]);
    expect(await sql('select count(*)::int as n from applicant_access_tokens t join applications a on a.id = t.application_id where a.posting_id = $1', [posting])).toEqual([
      { n: 2 },
    ]);
    // What each CV printed is known once both are analysed: Ana's e-mail says nothing of Bea's analysis.
    await waitForAnalyses(t, acme, posting, 2);
    expect((await t.call(myApplicationCall, { query: { t: anaToken } })).data!.datos.correo).toBe(ana.email);
    expect((await t.call(myApplicationCall, { query: { t: beaToken } })).data!.datos.correo).toBe(bea.email);
  });

  it('says when the data will be deleted once the posting has closed: the company’s months after closing', async () => {
    const posting = await createPosting(t, acme);
    const token = await sendCv(posting, cv('Rosa Vera'));
    await sql(`update job_postings set closed_at = '2026-01-31T10:00:00Z' where id = $1`, [posting]);
    const mine = await t.call(myApplicationCall, { query: { t: token } });
    expect(mine.data!.privacidad.borrado_previsto).toBe('2027-01-31T10:00:00.000Z');
  });

  it('answers a bad, altered or missing key as not found, in the reader’s language', async () => {
    const posting = await createPosting(t, acme);
    const token = await sendCv(posting, cv('Carla Díaz'));
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answer = await t.call(myApplicationCall, { query: { t: altered }, language: 'en' });
    expect(answer.status).toBe(404);
    expect(answer.error).toMatchObject({ code: 'my_data_not_found', message: 'This link no longer opens an application: it was deleted, or the link is incomplete.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/cv?t=${altered}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/applicant/my-data/export' })).statusCode).toBe(404);
    expect((await t.call(deleteMyApplicationCall, { body: { t: altered } })).status).toBe(404);
    // The real key still opens it: nothing was deleted.
    expect((await t.call(myApplicationCall, { query: { t: token } })).status).toBe(200);
  });

  it('counts wrong keys per address: past the limit a guesser is answered 429 there, and nowhere else', async () => {
    const posting = await createPosting(t, acme);
    const token = await sendCv(posting, cv('Dora Lima'));
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: `/api/applicant/my-data?t=${'x'.repeat(43)}`, remoteAddress: ip });
    for (let i = 0; i < MY_DATA_FAILURES_PER_HOUR; i++) expect((await from('203.0.113.9')).statusCode).toBe(404);
    expect((await from('203.0.113.9')).statusCode).toBe(429);
    // Every way in counts the same wrong key: the export, the CV and the deletion too.
    expect((await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/export?t=${'y'.repeat(43)}`, remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/cv?t=${'y'.repeat(43)}`, remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
    expect((await t.call(deleteMyApplicationCall, { body: { t: 'y'.repeat(43) }, ip: '203.0.113.9' })).status).toBe(429);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/applicant/my-data?t=${token}`, remoteAddress: '203.0.113.10' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('never refuses a right key, whatever its address guessed before (a job fair’s shared Wi-Fi)', async () => {
    const posting = await createPosting(t, acme);
    const token = await sendCv(posting, cv('Eva Soto'));
    const fair = '203.0.113.30';
    const guess = () => t.app.inject({ method: 'GET', url: `/api/applicant/my-data?t=${'z'.repeat(43)}`, remoteAddress: fair });
    // 118 wrong guesses from the fair's address used to leave its candidates two calls before their own links
    // were refused for an hour. Past the limit the guesses are refused; the candidates' links are not.
    for (let i = 0; i < MY_DATA_FAILURES_PER_HOUR + 10; i++) expect([404, 429]).toContain((await guess()).statusCode);
    expect((await guess()).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      expect((await t.call(myApplicationCall, { query: { t: token }, ip: fair })).status).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/export?t=${token}`, remoteAddress: fair })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/applicant/my-data/cv?t=${token}`, remoteAddress: fair })).statusCode).toBe(200);
    }
    expect((await t.call(deleteMyApplicationCall, { body: { t: token }, ip: fair })).status).toBe(200);
  });

  it('does not count right keys: a candidate who opens their page all day is never refused', async () => {
    const posting = await createPosting(t, acme);
    const token = await sendCv(posting, cv('Flor Ruiz'));
    const ip = '203.0.113.40';
    for (let i = 0; i < MY_DATA_FAILURES_PER_HOUR + 30; i++) {
      expect((await t.call(myApplicationCall, { query: { t: token }, ip })).status).toBe(200);
    }
    // And they left the address its whole allowance of mistakes.
    for (let i = 0; i < MY_DATA_FAILURES_PER_HOUR; i++) {
      expect((await t.call(myApplicationCall, { query: { t: 'w'.repeat(43) }, ip })).status).toBe(404);
    }
    expect((await t.call(myApplicationCall, { query: { t: 'w'.repeat(43) }, ip })).status).toBe(429);
  });
});

describe('deleting the application through the link', () => {
  it('leaves no table and no stored file holding the person’s e-mail or the CV’s hash; the recruiter sees “withdrawn”', async () => {
    // No mandatory condition: the AI does not advise against interviewing her (that needs an override, issue 15).
    const source = await createPosting(t, acme, { puesto: 'Frontend', condiciones_necesarias: [] });
    const person = cv('Elena Márquez');
    const token = await sendCv(source, person);
    await waitForAnalyses(t, acme, source, 1);
    await t.smtp.waitFor(person.email);
    const [applicant] = (await t.call(jobDetailCall, { params: { id: source }, token: acme.token })).data!.postulaciones;

    // Everything the company may add: notes, an interview answered with her e-mail in it, an e-mail sent, a copy
    // imported into another posting.
    const noted = await t.call(updateApplicantCall, {
      body: { evaluacion_id: source, postulacion_id: applicant!.id, datos: { nota: `Llamar a ${person.email}` } },
      token: acme.token,
    });
    expect(noted.status).toBe(200);
    const interview = await t.call(createInterviewCall, {
      body: { evaluacion_id: source, postulacion_id: applicant!.id, preguntas: [{ numero: 1, pregunta: '¿Cuándo puedes empezar?', tipo: 'general' }] },
      token: acme.token,
    });
    expect(interview.status).toBe(200);
    const iv = new URL(interview.data!.link_entrevista).searchParams.get('iv')!;
    expect((await t.call(saveAnswerCall, { body: { iv, numero: 1, respuesta: `Ya mismo; escribidme a ${person.email}` } })).status).toBe(200);
    const target = await createPosting(t, acme, { puesto: 'Frontend senior' });
    const imported = await t.call(importProcessCall, {
      body: { evaluaciones: [{ evaluacion_id: source }], evaluacion_id_destino: target, cantidad_postulantes: 50, importar_notas: true, importar_marcas: false },
      token: acme.token,
    });
    expect(imported.status).toBe(200);
    await waitForAnalyses(t, acme, target, 1);
    expect(await tablesHolding(person.email)).toEqual(expect.arrayContaining(['public.applications', 'public.outbox', 'public.interviews']));
    expect(filesHashing(person.sha256).length).toBe(2);

    const deleted = await t.call(deleteMyApplicationCall, { body: { t: token } });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ borrada: true });

    expect(await tablesHolding(person.email)).toEqual([]);
    expect(await tablesHolding(person.sha256)).toEqual([]);
    // The trail says the candidate deleted both applications (hers, and the copy the company imported), by id only.
    expect(
      await sql(`select actor, action, posting_id, user_id from audit_events where action = 'postulante_eliminado' and posting_id in ($1, $2) order by posting_id`, [source, target]),
    ).toEqual([
      { actor: 'candidate', action: 'postulante_eliminado', posting_id: source, user_id: null },
      { actor: 'candidate', action: 'postulante_eliminado', posting_id: target, user_id: null },
    ]);
    expect(await tablesHolding('Elena')).toEqual([]);
    expect(filesHashing(person.sha256)).toEqual([]);
    expect((await t.call(myApplicationCall, { query: { t: token } })).status).toBe(404);
    expect((await t.call(deleteMyApplicationCall, { body: { t: token } })).status).toBe(404);

    // The recruiter still sees that someone applied, and withdrew: no name, contact, CV, score or notes.
    for (const posting of [source, target]) {
      const [withdrawn] = (await t.call(jobDetailCall, { params: { id: posting }, token: acme.token })).data!.postulaciones;
      expect(withdrawn).toMatchObject({ nombre_persona: null, correo: null, telefono: null, calificacion: null, path_cv: null, notas: null, resumen_cv: null });
      expect(withdrawn!.fecha_retiro).toEqual(expect.any(String));
      expect(withdrawn!.analisis.condiciones).toEqual([]);
    }
  });

  it('leaves the company’s other applicants as they were', async () => {
    const posting = await createPosting(t, acme);
    const stays = cv('Flor Ibáñez');
    const goes = cv('Gala Núñez');
    await sendCv(posting, stays);
    const token = await sendCv(posting, goes);
    await waitForAnalyses(t, acme, posting, 2);
    await t.call(deleteMyApplicationCall, { body: { t: token } });
    const list = (await t.call(jobDetailCall, { params: { id: posting }, token: acme.token })).data!.postulaciones;
    expect(list.map((a) => a.correo ?? 'none').sort()).toEqual(['none', stays.email].sort());
    expect(filesHashing(stays.sha256).length).toBe(1);

    // The posting deleted afterwards goes with both, and the one file left.
    const removed = await t.call(deleteJobCall, { params: { id: posting }, token: acme.token });
    expect(removed.data).toEqual({ eliminados: 2 });
    expect(filesHashing(stays.sha256)).toEqual([]);
  });
  it('lets nobody write about the person again: no note, interview or merge', async () => {
    const posting = await createPosting(t, acme, { condiciones_necesarias: [] });
    const goes = cv('Hilda Roca');
    const token = await sendCv(posting, goes);
    await sendCv(posting, cv('Inés Vidal'));
    await waitForAnalyses(t, acme, posting, 2);
    const before = (await t.call(jobDetailCall, { params: { id: posting }, token: acme.token })).data!.postulaciones;
    const withdrawn = before.find((a) => a.correo === goes.email)!;
    const stays = before.find((a) => a.correo !== goes.email)!;
    await t.call(deleteMyApplicationCall, { body: { t: token } });

    const note = await t.call(updateApplicantCall, {
      body: { evaluacion_id: posting, postulacion_id: withdrawn.id, datos: { nota: 'Hilda Roca, 600 000 000' } },
      token: acme.token,
      language: 'en',
    });
    expect(note.status).toBe(409);
    expect(note.error).toMatchObject({ code: 'applicant_withdrawn', message: 'This person withdrew their application and deleted their data: notes, interviews and merges cannot be added.' });
    const interview = await t.call(createInterviewCall, {
      body: { evaluacion_id: posting, postulacion_id: withdrawn.id, preguntas: [{ numero: 1, pregunta: '¿Cuándo?', tipo: 'general' }] },
      token: acme.token,
    });
    expect(interview.status).toBe(409);
    for (const [kept, duplicate] of [[stays.id, withdrawn.id], [withdrawn.id, stays.id]]) {
      const merged = await t.call(mergeApplicantsCall, { body: { evaluacion_id: posting, postulacion_id: kept!, postulacion_id_duplicado: duplicate! }, token: acme.token });
      expect(merged.status).toBe(409);
    }
    expect(await tablesHolding('Hilda')).toEqual([]);
  });
});

describe('the company’s privacy settings', () => {
  it('are named on the public page, and each company sees and changes only its own', async () => {
    const saved = await t.call(updatePrivacySettingsCall, {
      body: { politica_url: 'https://acme.example/privacidad', contacto_email: ' Privacidad@Acme.example ', conservacion_meses: 6 },
      token: acme.token,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ politica_url: 'https://acme.example/privacidad', contacto_email: 'privacidad@acme.example', conservacion_meses: 6 });
    const posting = await createPosting(t, acme);
    const info = await t.app.inject({ method: 'GET', url: `/api/jobsearch/upload/${posting}` });
    expect(info.json().privacidad).toEqual({ politica_url: 'https://acme.example/privacidad', contacto_email: 'privacidad@acme.example', conservacion_meses: 6 });

    expect((await t.call(privacySettingsCall, { token: other.token })).data).toMatchObject({ politica_url: '', contacto_email: '', conservacion_meses: 12, proximos_borrados: [] });
    expect((await t.call(privacySettingsCall, { token: acme.token })).data).toMatchObject({ conservacion_meses: 6 });
    expect((await t.call(privacySettingsCall, {})).status).toBe(403);
  });

  it.each([
    ['a policy that is not a web address', { politica_url: 'javascript:alert(1)' }, 'politica_url'],
    ['a contact that is not an e-mail', { contacto_email: 'nadie' }, 'contacto_email'],
    ['no months', { conservacion_meses: 0 }, 'conservacion_meses'],
    ['more than ten years', { conservacion_meses: 121 }, 'conservacion_meses'],
  ])('refuse %s and change nothing', async (_, change, field) => {
    const before = (await t.call(privacySettingsCall, { token: other.token })).data;
    const answer = await t.call(updatePrivacySettingsCall, {
      body: { politica_url: '', contacto_email: '', conservacion_meses: 12, ...change } as never,
      token: other.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation', field });
    expect((await t.call(privacySettingsCall, { token: other.token })).data).toEqual(before);
  });
});
