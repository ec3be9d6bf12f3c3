import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUploadByCodeCall, applicantsPageCall, updateApplicantCall } from '@postula/contract/applicants';
import type { Call } from '@postula/contract/call';
import { createInterviewCall, interviewDefinitionCall, publicInterviewCall, saveAnswerCall, submitInterviewCall, updateInterviewCall } from '@postula/contract/screening';
import { aiPreviewCall, createJobCall, socialMediaCall } from '@postula/contract/postings';
import { googleDriveCall } from '@postula/contract/imports';
import { linkedinAuthorizeCall, linkedinOauthCall, linkedinPublishCall } from '@postula/contract/linkedin';
import { createMarkCall, listMarksCall, updateMarkCall } from '@postula/contract/marks';
import { activateCall, loginCall, registerCall, resetCompleteCall } from '@postula/contract/accounts';
import { createPosting, insertApplicantRow, postingRequest } from '../testing/applicants';
import { seedCompany, type SeededCompany } from '../testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findPosting } from './postings/postings.repository';

/*
 * NUL (U+0000) and unpaired surrogates in text fields. PostgreSQL refuses both in text, so before the contract
 * refused them every one of these calls answered 500. They are refused with 400 `validation` naming the field,
 * before anything is stored; the candidate's interview answer keeps the rest of the text instead.
 */

const NUL = 'Ana\u0000 Lima';
const LONE_SURROGATE = 'Ana \uD800Lima';
const HOSTILE = [
  ['a NUL', NUL],
  ['a lone surrogate', LONE_SURROGATE],
] as const;

let t: TestApp;
let acme: SeededCompany;
let postingId: number;
let applicantId: number;
let markId: number;
let interviewToken: string;

beforeAll(async () => {
  // No workers: nothing changes the database behind the test's back, so "nothing stored" can be checked exactly.
  t = await createTestApp({ INTERVIEW_URL: 'https://entrevistas.test/responder' }, { workers: false });
  acme = await seedCompany(t, { name: 'Acme' });
  postingId = await createPosting(t, acme);
  const found = await findPosting(t.database.db, acme.companyId, postingId);
  const inserted = await insertApplicantRow(t.database.db, found!.posting, { storageKey: 'test/1', sha256: '1' });
  applicantId = inserted!.id;
  const mark = await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#112233' }, token: acme.token });
  markId = mark.data!.marca_id;
  const interview = await t.call(createInterviewCall, {
    body: { evaluacion_id: postingId, postulacion_id: applicantId, preguntas: [{ numero: 1, pregunta: '¿Cuándo podrías empezar?', tipo: 'general' }] },
    token: acme.token,
  });
  interviewToken = new URL(interview.data!.link_entrevista).searchParams.get('iv')!;
});
afterAll(async () => {
  await t?.close();
});

/** Every row of every table of ours, hashed: equal before and after means nothing was written. */
async function fingerprint(): Promise<string> {
  const tables = (await t.database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )).rows as Array<{ table_name: string }>;
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await t.database.executeSql(
      `select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table}" x`,
    );
    parts.push(`${table}=${(rows[0] as { h: string }).h}`);
  }
  return parts.join('\n');
}

interface Case {
  call: Call;
  field: string;
  /** A valid request with `value` in `field`. */
  request: (value: string) => { body?: Record<string, unknown>; query?: Record<string, string> };
  auth: boolean;
}

const job = (overrides: Record<string, unknown>) => ({ ...postingRequest(), ...overrides });
const page = (nombre_o_notas: string) => ({
  evaluacion_id: postingId,
  numero_pagina: 1,
  cantidad_por_pagina: 20,
  filtro: { nombre_o_notas, marcas: [] },
});
const interviewBody = (pregunta: string) => ({
  evaluacion_id: postingId,
  postulacion_id: applicantId,
  preguntas: [{ numero: 1, pregunta, tipo: 'general' }],
});
const social = (overrides: Record<string, unknown>) => ({
  puesto: 'Vendedor',
  tareas_a_realizar: 'Atender clientes',
  evaluacion_id: postingId,
  link_postula: 'https://panel.test/applicant?e=abc',
  ...overrides,
});
const register = (overrides: Record<string, unknown>) => ({
  username: 'nueva@empresa.test',
  password: 'Segura123',
  nombre_empresa: 'Nueva',
  actividad_empresa: 1,
  idioma: 'es',
  ...overrides,
});

const cases: Record<string, Case> = {
  'sign-up: company name': { call: registerCall, field: 'nombre_empresa', auth: false, request: (v) => ({ body: register({ nombre_empresa: v }) }) },
  'sign-up: password': { call: registerCall, field: 'password', auth: false, request: (v) => ({ body: register({ password: `Segura123${v}` }) }) },
  'login: user': { call: loginCall, field: 'username', auth: false, request: (v) => ({ body: { username: v, password: 'Segura123' } }) },
  'login: password': { call: loginCall, field: 'password', auth: false, request: (v) => ({ body: { username: acme.email, password: `Segura123${v}` } }) },
  'activation code': {
    call: activateCall,
    field: 'codigo_activacion',
    auth: false,
    request: (v) => ({ body: { codigo_activacion: v, correo: acme.email } }),
  },
  'password reset: code': {
    call: resetCompleteCall,
    field: 'codigo_validacion',
    auth: false,
    request: (v) => ({ body: { codigo_validacion: v, correo: acme.email, password: 'Segura123' } }),
  },
  'posting create: position': { call: createJobCall, field: 'puesto', auth: true, request: (v) => ({ body: job({ puesto: v }) }) },
  'posting create: tasks': { call: createJobCall, field: 'tareas_a_realizar', auth: true, request: (v) => ({ body: job({ tareas_a_realizar: v }) }) },
  'posting create: mandatory condition': {
    call: createJobCall,
    field: 'condiciones_necesarias.0.condicion_necesaria',
    auth: true,
    request: (v) => ({ body: job({ condiciones_necesarias: [{ condicion_necesaria: v }] }) }),
  },
  'posting create: desirable condition': {
    call: createJobCall,
    field: 'condiciones_deseables.0.condicion_deseable',
    auth: true,
    request: (v) => ({ body: job({ condiciones_deseables: [{ condicion_deseable: v }] }) }),
  },
  'posting preview': { call: aiPreviewCall, field: 'puesto', auth: true, request: (v) => ({ body: { puesto: v } }) },
  'social post: position': { call: socialMediaCall, field: 'puesto', auth: true, request: (v) => ({ body: social({ puesto: v }) }) },
  'social post: tasks': { call: socialMediaCall, field: 'tareas_a_realizar', auth: true, request: (v) => ({ body: social({ tareas_a_realizar: v }) }) },
  'social post: link': {
    call: socialMediaCall,
    field: 'link_postula',
    auth: true,
    request: (v) => ({ body: social({ link_postula: `https://panel.test/applicant?e=${v}` }) }),
  },
  'applicant search': { call: applicantsPageCall, field: 'filtro.nombre_o_notas', auth: true, request: (v) => ({ body: page(v) }) },
  note: {
    call: updateApplicantCall,
    field: 'datos.nota',
    auth: true,
    request: (v) => ({ body: { evaluacion_id: postingId, postulacion_id: applicantId, datos: { nota: v } } }),
  },
  'mark create': { call: createMarkCall, field: 'nombre', auth: true, request: (v) => ({ body: { nombre: v, color: '#445566' } }) },
  'mark rename': { call: updateMarkCall, field: 'nombre', auth: true, request: (v) => ({ body: { marca_id: markId, nombre: v, color: '#445566' } }) },
  'interview create: question': { call: createInterviewCall, field: 'preguntas.0.pregunta', auth: true, request: (v) => ({ body: interviewBody(v) }) },
  'interview update: question': { call: updateInterviewCall, field: 'preguntas.0.pregunta', auth: true, request: (v) => ({ body: interviewBody(v) }) },
  'general questions: question': {
    call: interviewDefinitionCall,
    field: 'preguntas.0.pregunta',
    auth: true,
    request: (v) => ({ body: { evaluacion_id: postingId, preguntas: [{ numero: 1, pregunta: v, tipo: 'general' }] } }),
  },
  'Drive folder link': {
    call: googleDriveCall,
    field: 'url_google_drive_folder',
    auth: true,
    request: (v) => ({ body: { evaluacion_id: postingId, url_google_drive_folder: `https://drive.google.com/drive/folders/${v}` } }),
  },
  'LinkedIn authorize: text': { call: linkedinAuthorizeCall, field: 'texto', auth: true, request: (v) => ({ body: { evaluacion_id: postingId, texto: v } }) },
  'LinkedIn publish: text': { call: linkedinPublishCall, field: 'texto', auth: true, request: (v) => ({ body: { evaluacion_id: postingId, texto: v } }) },
  'LinkedIn callback: code': { call: linkedinOauthCall, field: 'code', auth: true, request: (v) => ({ body: { code: v, state: 'state' } }) },
  'LinkedIn callback: state': { call: linkedinOauthCall, field: 'state', auth: true, request: (v) => ({ body: { code: 'code', state: v } }) },
  'interview answer: link token': {
    call: saveAnswerCall,
    field: 'iv',
    auth: false,
    request: (v) => ({ body: { iv: `${interviewToken}${v}`, numero: 1, respuesta: 'Mañana' } }),
  },
  'interview submit: link token': { call: submitInterviewCall, field: 'iv', auth: false, request: (v) => ({ body: { iv: `${interviewToken}${v}` } }) },
};

// Queries travel percent-encoded UTF-8, which cannot spell a lone surrogate: only the NUL reaches them.
const queryCases: Record<string, Case> = {
  'public upload page: ?e= code': { call: publicUploadByCodeCall, field: 'e', auth: false, request: (v) => ({ query: { e: `abc${v}` } }) },
  'interview page: ?iv= token': { call: publicInterviewCall, field: 'iv', auth: false, request: (v) => ({ query: { iv: `${interviewToken}${v}` } }) },
};

describe('a NUL or a lone surrogate in a text field is refused as invalid, storing nothing', () => {
  const all = [
    ...Object.entries(cases).flatMap(([name, c]) => HOSTILE.map(([what, value]) => [`${name}, ${what}`, c, value] as const)),
    ...Object.entries(queryCases).map(([name, c]) => [`${name}, a NUL`, c, NUL] as const),
  ];

  it.each(all)('%s', async (_, c, value) => {
    const before = await fingerprint();
    const answer = await t.call(c.call, { ...c.request(value), ...(c.auth ? { token: acme.token } : {}), language: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation', field: c.field, message: `The field ${c.field} is not valid.` });
    expect(await fingerprint()).toBe(before);
  });

  it('the same requests without the hostile character are accepted (the refusal is the character, not the case)', async () => {
    for (const [name, c] of Object.entries({ ...cases, ...queryCases })) {
      // Sign-in and sign-up would change the state the other cases rely on; their schemas are the same.
      if (c.call === registerCall || c.call === linkedinOauthCall) continue;
      const answer = await t.call(c.call, { ...c.request('Ana Lima'), ...(c.auth ? { token: acme.token } : {}) });
      // Drive and LinkedIn are not configured here (503 *_not_configured): past validation all the same.
      expect([answer.status, answer.error?.code], name).not.toContain('validation');
      expect(answer.error?.code, name).not.toBe('internal');
    }
  });

  it('UTF-8 bytes of a surrogate in a query are not a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/applicant/upload?e=abc%ED%A0%80' });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('other control characters of pasted text are tidied, not refused; tabs and line breaks are text', async () => {
    const bell = await t.call(createMarkCall, { body: { nombre: 'Ding\u0007', color: '#445566' }, token: acme.token });
    expect(bell.status).toBe(200);
    // Word writes a manual line break as a vertical tab.
    const note = 'Primera línea\u000bdesde Word\r\n\tsegunda línea 😀';
    const saved = await t.call(updateApplicantCall, {
      body: { evaluacion_id: postingId, postulacion_id: applicantId, datos: { nota: note } },
      token: acme.token,
    });
    expect(saved.status).toBe(200);
    const found = await t.call(applicantsPageCall, { body: page(''), token: acme.token });
    expect(found.data!.postulaciones.find((a) => a.postulacion_id === applicantId)?.notas).toBe('Primera línea\ndesde Word\r\n\tsegunda línea 😀');
    const marks = await t.call(listMarksCall, { token: acme.token });
    expect(marks.data!.marcas.map((m) => m.nombre)).toContain('Ding');
  });
});

describe("the candidate's interview answer keeps the rest of the text", () => {
  it('a NUL and a lone surrogate are removed, the rest is saved as written', async () => {
    const saved = await t.call(saveAnswerCall, {
      body: { iv: interviewToken, numero: 1, respuesta: 'Puedo empezar\u0000 el lunes \uD800😀\uDC00.' },
    });
    expect(saved.status).toBe(200);
    const page = await t.call(publicInterviewCall, { query: { iv: interviewToken } });
    expect(page.data!.preguntas[0]!.respuesta).toBe('Puedo empezar el lunes 😀.');
  });
});
