import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { correctVerdictCall, mergeApplicantsCall, separateApplicantCall, updateApplicantCall, type Applicant } from '@postula/contract/applicants';
import { AUDIT_ACTIONS, auditFiltersCall, auditListCall, type AuditAction } from '@postula/contract/audit';
import { sendEmailsCall } from '@postula/contract/mail';
import { createMarkCall, deleteMarkCall, setMarksCall } from '@postula/contract/marks';
import { deleteJobCall } from '@postula/contract/postings';
import { createInterviewCall, interviewDefinitionCall, updateInterviewCall } from '@postula/contract/screening';
import { changeStageCall, listStagesCall, removeStageCall, saveStagesCall } from '@postula/contract/stages';
import { corpusFile, createPosting, insertApplicantRow, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as analysisRepo from '../applicants/analysis/analysis.repository';
import { recordAudit } from './audit.repository';

/*
 * The audit trail through the real app (issue 19, decision 044): every audited action, done as a recruiter's
 * browser does it from behind a proxy, leaves exactly one entry per applicant it touched, naming the session's
 * user and the client's address as the app resolves it; another company sees none of it; and no entry holds a
 * candidate's name, e-mail, phone, CV text or CV hash.
 */

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;
let postingId: number;
let applicants: Applicant[];
let otherPostingId: number;
let otherApplicant: Applicant;
/** Every action the tests below saw recorded. */
const seen = new Set<AuditAction>();

interface EntryRow {
  id: number;
  company_id: number;
  user_id: number | null;
  actor: string;
  action: AuditAction;
  posting_id: number | null;
  application_id: number | null;
  detail: Record<string, unknown>;
  ip: string | null;
}

async function lastId(): Promise<number> {
  const { rows } = await t.database.executeSql('select coalesce(max(id), 0) as id from audit_events');
  return Number((rows[0] as { id: number }).id);
}

/** The entries written since `after`, oldest first. */
async function entriesSince(after: number): Promise<EntryRow[]> {
  const { rows } = await t.database.executeSql('select * from audit_events where id > $1 order by id', [after]);
  const entries = rows as EntryRow[];
  for (const entry of entries) seen.add(entry.action);
  return entries;
}

/** Runs `act` and answers the entries it left. */
async function recorded(act: () => Promise<unknown>): Promise<EntryRow[]> {
  const before = await lastId();
  await act();
  return entriesSince(before);
}

/** A call from the recruiter's browser, behind one proxy that appends the address it saw. */
const fromBrowser = { ip: PROXY, headers: { 'x-forwarded-for': CLIENT } };
const byAcme = (action: AuditAction, extra: Partial<EntryRow> = {}) => ({
  company_id: acme.companyId,
  user_id: acme.userId,
  actor: 'recruiter',
  action,
  ip: CLIENT,
  ...extra,
});

const openCv = (path: string, query = '') =>
  t.app.inject({ method: 'GET', url: `${path}${query}`, remoteAddress: PROXY, headers: { 'x-forwarded-for': CLIENT } });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  acme = await seedCompany(t, { name: 'Acme' });
  other = await seedCompany(t, { name: 'Otra' });
  postingId = await createPosting(t, acme, { puesto: 'Auditor de calidad' });
  for (const [path, name] of [
    ['cvs/srbhr__Resume-Matcher__john_doe.pdf', 'john.pdf'],
    ['cvs/DavidDq11__Hoja_de_Vida__Hoja_de_vida.docx', 'hoja.docx'],
    ['cvs/AntonioMendezRuiz__Curriculum_AntonioMendez__CV-Europass.pdf', 'europass.pdf'],
  ] as const) {
    const answer = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes: corpusFile(path), name } });
    expect(answer.status).toBe(200);
  }
  applicants = await waitForAnalyses(t, acme, postingId, 3);
  otherPostingId = await createPosting(t, other, { puesto: 'Cajero' });
  await uploadCv(t, { empresa_id: other.companyId, evaluacion_id: otherPostingId, file: { bytes: corpusFile('cvs/srbhr__Resume-Matcher__john_doe.pdf'), name: 'cv.pdf' } });
  otherApplicant = (await waitForAnalyses(t, other, otherPostingId, 1))[0]!;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const pdf = () => applicants.find((a) => a.correo === 'john.doe@email.com')!;

describe('every audited action leaves one entry, with who, what, which and from where', () => {
  it('viewing a CV (a PDF in the browser) and downloading one (a PDF asked as a file, or a Word file)', async () => {
    const john = pdf();
    const viewed = await recorded(async () => expect((await openCv(john.path_cv!)).statusCode).toBe(200));
    expect(viewed).toEqual([expect.objectContaining(byAcme('cv_visto', { posting_id: postingId, application_id: john.id }))]);

    const saved = await recorded(async () => {
      const answer = await openCv(john.path_cv!, '&descargar=1');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    });
    expect(saved).toEqual([expect.objectContaining(byAcme('cv_descargado', { posting_id: postingId, application_id: john.id }))]);

    const { rows } = await t.database.executeSql(
      `select a.id from applications a join cv_files f on f.id = a.cv_file_id where a.posting_id = $1 and f.kind = 'docx'`,
      [postingId],
    );
    const word = applicants.find((a) => a.id === (rows[0] as { id: number }).id)!;
    const wordSaved = await recorded(async () => expect((await openCv(word.path_cv!)).headers['content-disposition']).toMatch(/^attachment;/));
    expect(wordSaved).toEqual([expect.objectContaining(byAcme('cv_descargado', { application_id: word.id }))]);
    // A link that does not open (tampered) is no view.
    const refused = await recorded(async () => expect((await openCv(john.path_cv!.replace(/sig=./, 'sig=_'))).statusCode).toBe(404));
    expect(refused).toEqual([]);
  });

  it('changing a stage: one applicant (the board), a selection, and every one a filter matches', async () => {
    const stages = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    const [, shortlisted, interview, offer] = stages;
    const one = await recorded(() =>
      t.call(changeStageCall, { body: { evaluacion_id: postingId, postulacion_ids: [pdf().id], etapa_id: shortlisted!.etapa_id }, token: acme.token, ...fromBrowser }),
    );
    expect(one).toEqual([
      expect.objectContaining(
        byAcme('etapa_cambiada', { posting_id: postingId, application_id: pdf().id, detail: { etapa: { etapa_id: shortlisted!.etapa_id, clave: 'shortlisted', nombre: null } } }),
      ),
    ]);
    const ids = applicants.map((a) => a.id);
    const bulk = await recorded(() =>
      t.call(changeStageCall, { body: { evaluacion_id: postingId, postulacion_ids: ids, etapa_id: interview!.etapa_id }, token: acme.token, ...fromBrowser }),
    );
    expect(bulk.map((e) => e.application_id).sort()).toEqual([...ids].sort());
    for (const entry of bulk) expect(entry).toMatchObject(byAcme('etapa_cambiada', { detail: { etapa: { etapa_id: interview!.etapa_id }, lote: 3 } }));
    const filtered = await recorded(() =>
      t.call(changeStageCall, {
        body: { evaluacion_id: postingId, filtro: { nombre_o_notas: '', marcas: [] }, etapa_id: offer!.etapa_id },
        token: acme.token,
        ...fromBrowser,
      }),
    );
    expect(filtered).toHaveLength(3);
    // Applicants already in the stage are not moved, and leave nothing.
    expect(
      await recorded(() =>
        t.call(changeStageCall, { body: { evaluacion_id: postingId, postulacion_ids: ids, etapa_id: offer!.etapa_id }, token: acme.token, ...fromBrowser }),
      ),
    ).toEqual([]);
    // Removing a stage moves its applicants: each move is an entry too.
    const saved = await t.call(saveStagesCall, { body: { etapas: [...stages.map((s) => ({ etapa_id: s.etapa_id, nombre: s.nombre })), { nombre: 'Referidos' }] }, token: acme.token });
    const added = saved.data!.etapas.find((s) => s.nombre === 'Referidos')!;
    await t.call(changeStageCall, { body: { evaluacion_id: postingId, postulacion_ids: [pdf().id], etapa_id: added.etapa_id }, token: acme.token });
    const removed = await recorded(() =>
      t.call(removeStageCall, { body: { etapa_id: added.etapa_id, mover_a: offer!.etapa_id }, token: acme.token, ...fromBrowser }),
    );
    // …and the removal is one entry of its own: the stage, how many it held and where they went.
    expect(removed).toEqual([
      expect.objectContaining(byAcme('etapa_cambiada', { application_id: pdf().id })),
      expect.objectContaining(
        byAcme('etapas_editadas', {
          posting_id: null,
          application_id: null,
          detail: {
            etapas: {
              eliminada: {
                etapa: { etapa_id: added.etapa_id, clave: null, nombre: 'Referidos' },
                movidas: 1,
                mover_a: { etapa_id: offer!.etapa_id, clave: 'offer', nombre: null },
              },
            },
          },
        }),
      ),
    ]);
    // Another company's stage is not removed, and nothing is recorded.
    expect(
      await recorded(async () =>
        expect((await t.call(removeStageCall, { body: { etapa_id: offer!.etapa_id, mover_a: shortlisted!.etapa_id }, token: other.token })).status).toBe(404),
      ),
    ).toEqual([]);
  });

  it('setting and removing a mark, on one applicant and on a selection', async () => {
    const vip = (await t.call(createMarkCall, { body: { nombre: 'VIP', color: '#ff0000' }, token: acme.token })).data!;
    const set = await recorded(() =>
      t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: pdf().id, datos: { marca_id: vip.marca_id } }, token: acme.token, ...fromBrowser }),
    );
    expect(set).toEqual([
      expect.objectContaining(byAcme('marca_cambiada', { application_id: pdf().id, detail: { marca: { marca_id: vip.marca_id, nombre: 'VIP' } } })),
    ]);
    // The mark it already has is no change.
    expect(
      await recorded(() =>
        t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: pdf().id, datos: { marca_id: vip.marca_id } }, token: acme.token }),
      ),
    ).toEqual([]);
    const removed = await recorded(() =>
      t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: pdf().id, datos: { marca_id: -1 } }, token: acme.token, ...fromBrowser }),
    );
    expect(removed).toEqual([expect.objectContaining(byAcme('marca_cambiada', { application_id: pdf().id, detail: { marca: null } }))]);
    const ids = applicants.map((a) => a.id);
    const bulk = await recorded(() =>
      t.call(setMarksCall, { body: { evaluacion_id: postingId, postulacion_ids: ids, marca_id: vip.marca_id }, token: acme.token, ...fromBrowser }),
    );
    expect(bulk).toHaveLength(3);
    for (const entry of bulk) expect(entry).toMatchObject(byAcme('marca_cambiada', { detail: { marca: { nombre: 'VIP' }, lote: 3 } }));
  });

  it('changing the notes: says written or emptied, never what they say', async () => {
    const note = 'Llamar a John el lunes: pidió 5000 de sueldo.';
    const written = await recorded(() =>
      t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: pdf().id, datos: { nota: note } }, token: acme.token, ...fromBrowser }),
    );
    expect(written).toEqual([expect.objectContaining(byAcme('nota_cambiada', { application_id: pdf().id, detail: { nota: 'escrita' } }))]);
    expect(JSON.stringify(written)).not.toContain('sueldo');
    expect(
      await recorded(() => t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: pdf().id, datos: { nota: note } }, token: acme.token })),
    ).toEqual([]);
    const emptied = await recorded(() =>
      t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: pdf().id, datos: { nota: '  ' } }, token: acme.token, ...fromBrowser }),
    );
    expect(emptied).toEqual([expect.objectContaining(byAcme('nota_cambiada', { detail: { nota: 'borrada' } }))]);
  });

  it("interviewing against the AI's advice, with a reason that stays with the applicant", async () => {
    const posting = { id: postingId, companyId: acme.companyId };
    const row = await insertApplicantRow(t.database.db, posting, { storageKey: 'audit/override', sha256: 'override' });
    await analysisRepo.storeAnalysis(t.database.db, row.id, row.cvFileId, {
      language: 'es',
      name: 'Rita Override',
      email: 'rita@example.com',
      phone: null,
      summary: 'Resumen',
      score: 3,
      conditions: [{ condition: 'Experiencia en programación', kind: 'mandatory', verdict: 'not_met', evidence: null, reason: 'No lo muestra.' }],
      mandatoryNotMet: true,
    }, 'embedded');
    const reason = 'Rita vendió en la feria del barrio';
    const entries = await recorded(async () => {
      const created = await t.call(createInterviewCall, {
        body: {
          evaluacion_id: postingId,
          postulacion_id: row.id,
          preguntas: [{ numero: 1, pregunta: '¿Cuándo podrías empezar?', tipo: 'general' }],
          avanzar_pese_a_recomendacion: true,
          motivo_decision: reason,
        },
        token: acme.token,
        ...fromBrowser,
      });
      expect(created.status).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining(byAcme('entrevista_contra_recomendacion', { application_id: row.id, detail: { con_motivo: true } })),
    ]);
    expect(JSON.stringify(entries)).not.toContain('feria');
  });

  it('exporting the applicants: the format and how many rows the file held', async () => {
    const entries = await recorded(async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/jobsearch/export',
        remoteAddress: PROXY,
        headers: { authorization: `Bearer ${acme.token}`, 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
        payload: JSON.stringify({ evaluacion_id: postingId, filtro: { nombre_o_notas: '', marcas: [] }, formato: 'xlsx' }),
      });
      expect(answer.statusCode).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining(byAcme('postulantes_exportados', { posting_id: postingId, application_id: null, detail: { formato: 'xlsx', filas: 4, filtrado: false } })),
    ]);
  });

  it('e-mailing: one entry per applicant written to, with the template and the count, never the address', async () => {
    const withAddress = [...applicants.filter((a) => a.correo).map((a) => a.id)];
    expect(withAddress.length).toBeGreaterThanOrEqual(1);
    const entries = await recorded(async () => {
      const sent = await t.call(sendEmailsCall, {
        body: { evaluacion_id: postingId, postulacion_ids: applicants.map((a) => a.id), asunto: 'Hola {nombre}', cuerpo: 'Gracias, {nombre}.', plantilla: 'rechazo' },
        token: acme.token,
        ...fromBrowser,
      });
      expect(sent.data!.enviados).toBe(withAddress.length);
    });
    expect(entries.map((e) => e.application_id).sort()).toEqual([...withAddress].sort());
    for (const entry of entries) {
      expect(entry).toMatchObject(
        byAcme('correo_enviado', { posting_id: postingId, detail: withAddress.length > 1 ? { plantilla: 'rechazo', lote: withAddress.length } : { plantilla: 'rechazo' } }),
      );
    }
    const own = await recorded(() =>
      t.call(sendEmailsCall, { body: { evaluacion_id: postingId, postulacion_ids: [pdf().id], asunto: 'Hola', cuerpo: 'Texto propio.' }, token: acme.token, ...fromBrowser }),
    );
    expect(own).toEqual([expect.objectContaining(byAcme('correo_enviado', { application_id: pdf().id, detail: { plantilla: null } }))]);
  });

  it('deleting a posting: one entry that keeps its position and how many applicants went with it', async () => {
    const doomed = await createPosting(t, acme, { puesto: 'Puesto que se elimina' });
    const entries = await recorded(() => t.call(deleteJobCall, { params: { id: doomed }, token: acme.token, ...fromBrowser }));
    expect(entries).toEqual([
      expect.objectContaining(byAcme('aviso_eliminado', { posting_id: doomed, application_id: null, detail: { puesto: 'Puesto que se elimina', postulantes: 0 } })),
    ]);
    // Another company's posting is not deleted, and nothing is recorded for it.
    expect(await recorded(() => t.call(deleteJobCall, { params: { id: postingId }, token: other.token }))).toEqual([]);
  });

  it('exporting the trail itself', async () => {
    const entries = await recorded(async () => {
      const answer = await exportTrail(acme, {});
      expect(answer.statusCode).toBe(200);
    });
    expect(entries).toEqual([expect.objectContaining(byAcme('registro_exportado', { posting_id: null, application_id: null }))]);
  });

  it('deleting an application, as the privacy module records it for the candidate or the retention period', async () => {
    const entries = await recorded(async () => {
      await recordAudit(t.database.db, { companyId: acme.companyId, actor: 'candidate', userId: null, ip: '198.51.100.4', action: 'postulante_eliminado', postingId, applicationId: 999_999 });
      await recordAudit(t.database.db, { companyId: acme.companyId, actor: 'system', userId: null, ip: null, action: 'postulante_eliminado', postingId, applicationId: 999_998 });
    });
    expect(entries.map((e) => e.actor)).toEqual(['candidate', 'system']);
    const listed = (await t.call(auditListCall, { query: { accion: 'postulante_eliminado' }, token: acme.token })).data!.registros;
    expect(listed.map((r) => [r.actor, r.usuario, r.postulacion_id, r.postulante_existe, r.nombre_persona])).toEqual([
      ['sistema', null, 999_998, false, null],
      ['candidato', null, 999_999, false, null],
    ]);
  });

  it('merging duplicates and separating them again: one entry per applicant moved, naming the one kept by id', async () => {
    const [kept, duplicate, third] = applicants;
    const merge = (token: string, postulacion_id: number, postulacion_id_duplicado: number, evaluacion_id = postingId) =>
      t.call(mergeApplicantsCall, { body: { evaluacion_id, postulacion_id, postulacion_id_duplicado }, token, ...fromBrowser });
    const separate = (token: string, postulacion_id: number) =>
      t.call(separateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id }, token, ...fromBrowser });

    // The third into the duplicate, then the duplicate into the one kept: the third moves with it.
    const first = await recorded(async () => expect((await merge(acme.token, duplicate!.id, third!.id)).status).toBe(200));
    expect(first).toEqual([expect.objectContaining(byAcme('postulante_unido', { posting_id: postingId, application_id: third!.id, detail: { unido_a: duplicate!.id } }))]);
    const second = await recorded(async () => expect((await merge(acme.token, kept!.id, duplicate!.id)).status).toBe(200));
    expect(second.map((e) => e.application_id).sort()).toEqual([duplicate!.id, third!.id].sort());
    for (const entry of second) expect(entry).toMatchObject(byAcme('postulante_unido', { posting_id: postingId, detail: { unido_a: kept!.id, lote: 2 } }));

    // Calls that change nothing record nothing: the same applicant twice, one already merged, another
    // company's applicant or posting, a body without the duplicate, a separation of one not merged.
    const refused = await recorded(async () => {
      expect((await merge(acme.token, kept!.id, kept!.id)).status).toBe(400);
      expect((await merge(acme.token, kept!.id, duplicate!.id)).status).toBe(409);
      expect((await merge(acme.token, kept!.id, otherApplicant.id)).status).toBe(404);
      expect((await merge(other.token, kept!.id, duplicate!.id)).status).toBe(404);
      expect((await merge(acme.token, otherApplicant.id, kept!.id, otherPostingId)).status).toBe(404);
      const invalid = await t.call(mergeApplicantsCall, { body: { evaluacion_id: postingId, postulacion_id: kept!.id } as never, token: acme.token });
      expect(invalid.status).toBe(400);
      expect((await separate(acme.token, kept!.id)).status).toBe(404);
      expect((await separate(other.token, duplicate!.id)).status).toBe(404);
    });
    expect(refused).toEqual([]);

    const separated = await recorded(async () => {
      expect((await separate(acme.token, duplicate!.id)).status).toBe(200);
      expect((await separate(acme.token, third!.id)).status).toBe(200);
    });
    expect(separated).toEqual([
      expect.objectContaining(byAcme('postulante_separado', { posting_id: postingId, application_id: duplicate!.id, detail: { separado_de: kept!.id } })),
      expect.objectContaining(byAcme('postulante_separado', { posting_id: postingId, application_id: third!.id, detail: { separado_de: kept!.id } })),
    ]);
    const stored = JSON.stringify([...first, ...second, ...separated]).toLowerCase();
    for (const a of applicants) for (const value of [a.nombre_persona, a.correo, a.telefono]) if (value) expect(stored).not.toContain(value.toLowerCase());
  });

  it('editing interview questions: how many, never what they ask; the same questions again are no change', async () => {
    const row = await insertApplicantRow(t.database.db, { id: postingId, companyId: acme.companyId }, { storageKey: 'audit/questions', sha256: 'questions' });
    const created = await t.call(createInterviewCall, {
      body: { evaluacion_id: postingId, postulacion_id: row.id, preguntas: [{ numero: 1, pregunta: '¿Cuándo podrías empezar?', tipo: 'general' }] },
      token: acme.token,
    });
    expect(created.status).toBe(200);
    const questions = [
      { numero: 1, pregunta: '¿Cuándo podrías empezar?', tipo: 'general' as const },
      { numero: 2, pregunta: 'Contanos de tu trabajo en la cooperativa Tilcara', tipo: 'especifica' as const },
    ];
    const edit = (token: string, preguntas: typeof questions) =>
      t.call(updateInterviewCall, { body: { evaluacion_id: postingId, postulacion_id: row.id, preguntas }, token, ...fromBrowser });
    const edited = await recorded(async () => expect((await edit(acme.token, questions)).status).toBe(200));
    expect(edited).toEqual([expect.objectContaining(byAcme('preguntas_editadas', { posting_id: postingId, application_id: row.id, detail: { preguntas: 2 } }))]);
    expect(JSON.stringify(edited)).not.toContain('Tilcara');
    const unchanged = await recorded(async () => {
      expect((await edit(acme.token, questions)).status).toBe(200);
      // Questions out of order, another company's session: refused, nothing recorded.
      expect((await edit(acme.token, [questions[1]!, questions[0]!])).status).toBe(400);
      expect((await edit(other.token, questions)).status).toBe(404);
    });
    expect(unchanged).toEqual([]);

    // The posting's general questions: the entry names the posting, no applicant.
    const define = (token: string, evaluacion_id: number, preguntas: Array<{ numero: number; pregunta: string; tipo: 'general' }>) =>
      t.call(interviewDefinitionCall, { body: { evaluacion_id, preguntas }, token, ...fromBrowser });
    const general = ['¿Por qué te interesa el puesto?', '¿Tenés disponibilidad horaria?', '¿Qué sabés de auditoría en Jujuy?'].map((pregunta, i) => ({
      numero: i + 1,
      pregunta,
      tipo: 'general' as const,
    }));
    const defined = await recorded(async () => expect((await define(acme.token, postingId, general)).status).toBe(200));
    expect(defined).toEqual([expect.objectContaining(byAcme('preguntas_editadas', { posting_id: postingId, application_id: null, detail: { preguntas: 3 } }))]);
    expect(JSON.stringify(defined)).not.toContain('Jujuy');
    const again = await recorded(async () => {
      expect((await define(acme.token, postingId, general)).status).toBe(200);
      expect((await define(other.token, postingId, general)).status).toBe(404);
      expect((await define(acme.token, postingId, [])).status).toBe(400);
    });
    expect(again).toEqual([]);
    const shorter = await recorded(async () => expect((await define(acme.token, postingId, general.slice(0, 2))).status).toBe(200));
    expect(shorter).toEqual([expect.objectContaining(byAcme('preguntas_editadas', { application_id: null, detail: { preguntas: 2 } }))]);
  });

  it('changing the pipeline: one entry per save, with the stages added, renamed and whether the order changed', async () => {
    const before = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    const hired = before.find((s) => s.clave === 'hired')!;
    const rejected = before.find((s) => s.clave === 'rejected')!;
    const save = (token: string, etapas: Array<{ etapa_id?: number; nombre: string }>) =>
      t.call(saveStagesCall, { body: { etapas }, token, ...fromBrowser });
    // "Hired" renamed, "Rejected" moved before it, a stage added at the end; the others as a reader sees them.
    const others = before.filter((s) => s !== hired && s !== rejected).map((s) => ({ etapa_id: s.etapa_id, nombre: s.nombre }));
    const next = [...others, { etapa_id: rejected.etapa_id, nombre: rejected.nombre }, { etapa_id: hired.etapa_id, nombre: 'Incorporado' }, { nombre: 'En pausa' }];
    let saved: Awaited<ReturnType<typeof save>> | undefined;
    const entries = await recorded(async () => {
      saved = await save(acme.token, next);
      expect(saved.status).toBe(200);
    });
    const paused = saved!.data!.etapas.find((s) => s.nombre === 'En pausa')!;
    expect(entries).toEqual([
      expect.objectContaining(
        byAcme('etapas_editadas', {
          posting_id: null,
          application_id: null,
          detail: {
            etapas: {
              agregadas: [{ etapa_id: paused.etapa_id, clave: null, nombre: 'En pausa' }],
              renombradas: [{ etapa_id: hired.etapa_id, antes: { clave: 'hired', nombre: null }, despues: { clave: 'hired', nombre: 'Incorporado' } }],
              reordenadas: true,
            },
          },
        }),
      ),
    ]);
    // Read back in English: a default stage's name is said in the reader's language.
    const listed = (await t.call(auditListCall, { query: { accion: 'etapas_editadas' }, token: acme.token, language: 'en' })).data!.registros;
    expect(listed[0]!.detalle.etapas).toEqual({
      agregadas: [{ etapa_id: paused.etapa_id, nombre: 'En pausa' }],
      renombradas: [{ etapa_id: hired.etapa_id, antes: 'Hired', despues: 'Incorporado' }],
      reordenadas: true,
    });
    expect(listed[1]!.detalle.etapas).toEqual({ eliminada: { etapa_id: expect.any(Number), nombre: 'Referidos', movidas: 1, mover_a: { etapa_id: expect.any(Number), nombre: 'Offer' } } });

    // Saving what is there, a repeated name, a stage left out, another company's stage: nothing recorded.
    const current = saved!.data!.etapas.map((s) => ({ etapa_id: s.etapa_id, nombre: s.nombre }));
    const nothing = await recorded(async () => {
      expect((await save(acme.token, current)).status).toBe(200);
      expect((await save(acme.token, [...current, { nombre: 'incorporado' }])).status).toBe(409);
      expect((await save(acme.token, current.slice(1))).status).toBe(400);
      expect((await save(other.token, current)).status).toBe(400);
    });
    expect(nothing).toEqual([]);
    // Only the order: one entry that says so.
    const reordered = await recorded(async () => expect((await save(acme.token, [current.at(-1)!, ...current.slice(0, -1)])).status).toBe(200));
    expect(reordered).toEqual([expect.objectContaining(byAcme('etapas_editadas', { detail: { etapas: { reordenadas: true } } }))]);
  });

  it('deleting a mark: its name and how many applicants carried it, no applicant named', async () => {
    const mark = (await t.call(createMarkCall, { body: { nombre: 'Talento', color: '#00aa00' }, token: acme.token })).data!;
    const carriers = applicants.slice(0, 2).map((a) => a.id);
    expect((await t.call(setMarksCall, { body: { evaluacion_id: postingId, postulacion_ids: carriers, marca_id: mark.marca_id }, token: acme.token })).status).toBe(200);
    // Another company cannot delete it, and nothing is recorded.
    const refused = await recorded(async () => expect((await t.call(deleteMarkCall, { params: { id: mark.marca_id }, token: other.token, ...fromBrowser })).status).toBe(404));
    expect(refused).toEqual([]);
    const entries = await recorded(async () => {
      const deleted = await t.call(deleteMarkCall, { params: { id: mark.marca_id }, token: acme.token, ...fromBrowser });
      expect(deleted.data).toEqual({ desmarcadas: 2 });
    });
    expect(entries).toEqual([
      expect.objectContaining(
        byAcme('marca_eliminada', { posting_id: null, application_id: null, detail: { marca: { marca_id: mark.marca_id, nombre: 'Talento' }, postulantes: 2 } }),
      ),
    ]);
    // Already gone: 404, nothing more.
    expect(await recorded(async () => expect((await t.call(deleteMarkCall, { params: { id: mark.marca_id }, token: acme.token })).status).toBe(404))).toEqual([]);
  });

  it("correcting the AI's verdict: the condition, the AI's verdict, before and after; whether there was a reason, never its text", async () => {
    const john = pdf();
    const condition = john.analisis.condiciones.find((c) => c.tipo === 'mandatory')!;
    const to = condition.veredicto === 'not_met' ? 'met' : 'not_met';
    const correct = (veredicto: 'met' | 'not_met' | null, token = acme.token) =>
      t.call(correctVerdictCall, {
        body: { evaluacion_id: postingId, postulacion_id: john.id, condicion: condition.condicion, tipo: 'mandatory', veredicto, motivo: 'Lo dijo en la entrevista' },
        token,
        ...fromBrowser,
      });
    const entries = await recorded(async () => expect((await correct(to)).status).toBe(200));
    expect(entries).toEqual([
      expect.objectContaining(
        byAcme('veredicto_corregido', {
          posting_id: postingId,
          application_id: john.id,
          detail: { veredicto: { condicion: condition.condicion, ia: condition.veredicto, antes: condition.veredicto, despues: to }, con_motivo: true },
        }),
      ),
    ]);
    // The same verdict again, or another company's try: nothing recorded.
    expect(await recorded(async () => expect((await correct(to)).status).toBe(200))).toEqual([]);
    expect(await recorded(async () => expect((await correct(null, other.token)).status).toBe(404))).toEqual([]);
    const back = await recorded(async () => expect((await correct(null)).status).toBe(200));
    expect(back).toEqual([expect.objectContaining(byAcme('veredicto_corregido', { detail: { veredicto: { condicion: condition.condicion, ia: condition.veredicto, antes: to, despues: null } } }))]);
  });

  it('every action of the closed list was seen above', () => {
    expect([...seen].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});

const exportTrail = (company: SeededCompany, filter: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings/audit/export',
    remoteAddress: PROXY,
    headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json', 'accept-language': 'es', 'x-forwarded-for': CLIENT },
    payload: JSON.stringify(filter),
  });

describe('no entry holds a candidate’s data', () => {
  it("the trail and the analysis log hold no name, e-mail, phone, CV text or CV file hash of any applicant", async () => {
    const { rows: people } = await t.database.executeSql(
      `select a.name, a.email, a.phone, f.sha256, t.text from applications a
       join cv_files f on f.id = a.cv_file_id left join application_cv_texts t on t.application_id = a.id`,
    );
    const { rows: trail } = await t.database.executeSql(`select row_to_json(e)::text as json from audit_events e`);
    const { rows: analyses } = await t.database.executeSql(`select row_to_json(l)::text as json from analysis_log l`);
    const stored = [...trail, ...analyses].map((r) => (r as { json: string }).json.toLowerCase());
    expect(trail.length).toBeGreaterThan(20);
    expect(analyses.length).toBeGreaterThanOrEqual(4);
    const needles: string[] = [];
    for (const person of people as Array<{ name: string | null; email: string | null; phone: string | null; sha256: string; text: string | null }>) {
      for (const value of [person.name, person.email, person.phone, person.sha256]) if (value && value.length >= 4) needles.push(value.toLowerCase());
      // Every line of the CV's text long enough to say something about the person.
      for (const line of (person.text ?? '').split('\n')) if (line.trim().length >= 25) needles.push(line.trim().toLowerCase());
    }
    expect(needles.length).toBeGreaterThan(50);
    const found = needles.filter((needle) => stored.some((json) => json.includes(needle)));
    expect(found).toEqual([]);
  });
});

describe('the activity log screen’s calls', () => {
  beforeAll(async () => {
    // More than a page: the applicants moved back and forth between two stages (3 entries a move).
    const [first, second] = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    for (let i = 0; i < 10; i++) {
      const etapa_id = (i % 2 ? first : second)!.etapa_id;
      await t.call(changeStageCall, { body: { evaluacion_id: postingId, postulacion_ids: applicants.map((a) => a.id), etapa_id }, token: acme.token });
    }
  });

  it('lists the company’s entries, newest first, with the user, the posting and the applicant as they are now', async () => {
    const page = (await t.call(auditListCall, { query: {}, token: acme.token })).data!;
    expect(page.registros.length).toBe(50);
    expect(page.hay_mas).toBe(true);
    const ids = page.registros.map((r) => r.registro_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const viewed = (await t.call(auditListCall, { query: { accion: 'cv_visto' }, token: acme.token })).data!.registros;
    expect(viewed).toEqual([
      expect.objectContaining({
        actor: 'reclutador',
        usuario: acme.email,
        accion: 'cv_visto',
        evaluacion_id: postingId,
        puesto: 'Auditor de calidad',
        aviso_existe: true,
        postulacion_id: pdf().id,
        nombre_persona: pdf().nombre_persona,
        postulante_existe: true,
        ip: CLIENT,
      }),
    ]);
    const stage = (await t.call(auditListCall, { query: { accion: 'etapa_cambiada' }, token: acme.token, language: 'en' })).data!.registros;
    expect(stage.some((r) => r.detalle.etapa?.nombre === 'Shortlisted')).toBe(true);
    const deleted = (await t.call(auditListCall, { query: { accion: 'aviso_eliminado' }, token: acme.token })).data!.registros;
    expect(deleted[0]).toMatchObject({ puesto: 'Puesto que se elimina', aviso_existe: false });
  });

  it('filters by action, user, posting and time, and pages', async () => {
    const all = async (query: Record<string, string | number>) => {
      const found = [];
      for (let pagina = 1; ; pagina++) {
        const page = (await t.call(auditListCall, { query: { ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), pagina: String(pagina) }, token: acme.token })).data!;
        found.push(...page.registros);
        if (!page.hay_mas) return found;
      }
    };
    const { rows } = await t.database.executeSql('select count(*)::int as n from audit_events where company_id = $1', [acme.companyId]);
    const everything = await all({});
    expect(everything).toHaveLength((rows[0] as { n: number }).n);
    expect(new Set(everything.map((r) => r.registro_id)).size).toBe(everything.length);
    expect((await all({ usuario_id: acme.userId })).every((r) => r.usuario === acme.email)).toBe(true);
    const ofPosting = await all({ evaluacion_id: postingId });
    expect(ofPosting.length).toBeGreaterThan(10);
    expect(ofPosting.every((r) => r.evaluacion_id === postingId)).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await all({ desde: future })).toEqual([]);
    expect(await all({ hasta: new Date(Date.now() - 3_600_000).toISOString() })).toEqual([]);
    expect((await all({ desde: new Date(Date.now() - 3_600_000).toISOString(), hasta: future })).length).toBe(everything.length);
    const backwards = await t.call(auditListCall, { query: { desde: future, hasta: new Date().toISOString() }, token: acme.token });
    expect(backwards.status).toBe(400);
    expect(backwards.error).toMatchObject({ code: 'validation', field: 'hasta' });
  });

  it('refuses a date PostgreSQL cannot take, or outside 2000–2099, naming the field, in the list and the export (issue 33)', async () => {
    // Year 0000 does not exist for PostgreSQL; 9999 at -12:00 is a year 10000 in UTC; the others are typos.
    const outside = ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2100-01-01T00:00:00Z', '9999-12-31T23:59:59-12:00'];
    const before = await lastId();
    for (const field of ['desde', 'hasta'] as const) {
      for (const value of outside) {
        const listed = await t.call(auditListCall, { query: { [field]: value }, token: acme.token });
        expect(listed.status, `${field} ${value}`).toBe(400);
        expect(listed.error, `${field} ${value}`).toMatchObject({ code: 'validation', field });
        const exported = await exportTrail(acme, { [field]: value });
        expect(exported.statusCode, `export ${field} ${value}`).toBe(400);
        expect(exported.json(), `export ${field} ${value}`).toMatchObject({ code: 'validation', field });
      }
    }
    // Nothing was exported, so nothing was recorded.
    expect(await entriesSince(before)).toEqual([]);
    // The range's first and last instants are taken, and filter as before.
    const widest = await t.call(auditListCall, { query: { desde: '2000-01-01T00:00:00Z', hasta: '2099-12-31T23:59:59.999Z' }, token: acme.token });
    expect(widest.status).toBe(200);
    expect(widest.data!.registros.length).toBe(50);
  });

  it('exports the filtered entries as CSV, newest first, formula-safe, with ids and no names', async () => {
    await createPosting(t, acme, { puesto: '=HYPERLINK("http://evil.example","clic")' }).then((id) => t.call(deleteJobCall, { params: { id }, token: acme.token }));
    const answer = await exportTrail(acme, { accion: 'aviso_eliminado' });
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('Registro de actividad - '));
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(answer.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Fecha (UTC)', 'Usuario', 'Actor', 'Acción', 'Aviso', 'Puesto', 'Postulante', 'Detalle', 'IP']);
    expect(rows).toHaveLength(3);
    expect(rows[1]![5]).toBe(`'=HYPERLINK("http://evil.example","clic")`);
    expect(rows[2]!.slice(1, 6)).toEqual([acme.email, 'Usuario', 'Aviso eliminado', expect.stringMatching(/^\d+$/), 'Puesto que se elimina']);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const everything = parse((await exportTrail(acme, {})).rawPayload, { bom: true }) as string[][];
    const { rows: count } = await t.database.executeSql('select count(*)::int as n from audit_events where company_id = $1', [acme.companyId]);
    // The export's own entry is written before the file: it is in it.
    expect(everything.length - 1).toBe((count[0] as { n: number }).n);
    expect(everything[1]![3]).toBe('Registro de actividad exportado');
    const text = everything.flat().join('\n').toLowerCase();
    for (const a of applicants) if (a.nombre_persona) expect(text).not.toContain(a.nombre_persona.toLowerCase());
  });
});

describe('tenancy: a company sees only its own entries', () => {
  it('the other company’s actions are its own, and ours are not shown to it', async () => {
    const entries = await recorded(async () => expect((await openCv(otherApplicant.path_cv!)).statusCode).toBe(200));
    expect(entries).toEqual([expect.objectContaining({ company_id: other.companyId, user_id: other.userId, action: 'cv_visto' })]);
    const theirs = (await t.call(auditListCall, { query: {}, token: other.token })).data!;
    expect(theirs.registros.map((r) => r.accion)).toEqual(['cv_visto']);
    expect((await t.call(auditListCall, { query: { evaluacion_id: String(postingId) }, token: other.token })).data!.registros).toEqual([]);
    expect((await t.call(auditListCall, { query: { usuario_id: String(acme.userId) }, token: other.token })).data!.registros).toEqual([]);
    const ours = (await t.call(auditListCall, { query: { accion: 'cv_visto' }, token: acme.token })).data!.registros;
    expect(ours.every((r) => r.evaluacion_id === postingId)).toBe(true);
    const filters = (await t.call(auditFiltersCall, { token: other.token })).data!;
    expect(filters).toEqual({ usuarios: [{ usuario_id: other.userId, correo: other.email }], avisos: [{ evaluacion_id: otherPostingId, puesto: 'Cajero' }] });
    const csv = parse((await exportTrail(other, {})).rawPayload, { bom: true }) as string[][];
    expect(csv.slice(1).map((r) => r[3])).toEqual(['Registro de actividad exportado', 'CV visto']);
  });

  it('a link made for one company cannot be made to record in another', async () => {
    // The signature binds company, user, applicant and file: swapping the user id breaks it.
    const url = new URL(pdf().path_cv!, 'http://panel.test');
    url.searchParams.set('u', String(other.userId));
    expect(await recorded(async () => expect((await openCv(`${url.pathname}${url.search}`)).statusCode).toBe(404))).toEqual([]);
  });

  it('the screen needs a session', async () => {
    expect((await t.call(auditListCall, { query: {} })).status).toBe(403);
    expect((await exportTrail({ ...acme, token: 'nope' }, {})).statusCode).toBe(403);
  });
});
