import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisLogCall } from '@postula/contract/audit';
import { updateJobCall } from '@postula/contract/postings';
import { EMBEDDED_ENGINE_VERSION } from '../../engine/engine-version';
import { corpusFile, createPosting, postingRequest, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { analysisInputHash } from '../applicants/analysis/input-hash';
import { findPosting } from '../postings/postings.repository';

/*
 * The analysis log (AI Act Art. 12, decision 044): every CV analysis stored, by the real analysis job, logs its
 * engine and version, a hash of what the engine read (never the CV file's hash) and its result without the
 * CV's words; a re-score logs again; a company reads only its own.
 */

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;
let postingId: number;
let applicationId: number;

interface LogRow {
  id: number;
  company_id: number;
  posting_id: number;
  application_id: number;
  engine: string;
  engine_version: string;
  input_hash: string;
  score: number;
  mandatory_not_met: boolean;
  verdicts: Array<Record<string, unknown>>;
}

const logRows = async (): Promise<LogRow[]> =>
  (await t.database.executeSql('select * from analysis_log where application_id = $1 order by id', [applicationId])).rows as LogRow[];

const conditions = {
  condiciones_necesarias: [{ condicion_necesaria: 'Experiencia en desarrollo de software' }],
  condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }, { condicion_deseable: 'Python' }],
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Acme' });
  other = await seedCompany(t, { name: 'Otra' });
  postingId = await createPosting(t, acme, { puesto: 'Desarrollador', ...conditions });
  await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: { bytes: corpusFile('cvs/srbhr__Resume-Matcher__john_doe.pdf'), name: 'cv.pdf' } });
  const [applicant] = await waitForAnalyses(t, acme, postingId, 1);
  applicationId = applicant!.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the analysis log', () => {
  it('logs the analysis with its engine, version, a hash of what the engine read, and its result without the CV’s words', async () => {
    const [row, ...more] = await logRows();
    expect(more).toEqual([]);
    const { rows: files } = await t.database.executeSql(
      'select f.sha256, a.score, a.mandatory_not_met, t.text from applications a join cv_files f on f.id = a.cv_file_id join application_cv_texts t on t.application_id = a.id where a.id = $1',
      [applicationId],
    );
    const stored = files[0] as { sha256: string; score: number; mandatory_not_met: boolean; text: string };
    expect(row).toMatchObject({
      company_id: acme.companyId,
      posting_id: postingId,
      engine: 'embedded',
      engine_version: EMBEDDED_ENGINE_VERSION,
      score: stored.score,
      mandatory_not_met: stored.mandatory_not_met,
    });
    expect(row!.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.input_hash).not.toBe(stored.sha256);
    // The hash is of the CV's text with the posting's conditions at its scoring version: anyone holding both can
    // check that the logged result came from that input.
    const { posting } = (await findPosting(t.database.db, acme.companyId, postingId))!;
    const input = {
      text: stored.text,
      posting: {
        position: posting.position,
        tasks: posting.tasks,
        mandatory: posting.mandatoryConditions,
        desirable: posting.desirableConditions,
        language: 'es' as const,
      },
    };
    expect(row!.input_hash).toBe(analysisInputHash(input, posting.scoringVersion));
    // Per condition its verdict, and nothing of the CV: no evidence, no reason, no summary.
    expect(row!.verdicts.map((v) => Object.keys(v).sort())).toEqual([
      ['condition', 'kind', 'verdict'],
      ['condition', 'kind', 'verdict'],
      ['condition', 'kind', 'verdict'],
    ]);
    expect(row!.verdicts.map((v) => [v.kind, v.condition])).toEqual([
      ['mandatory', 'Experiencia en desarrollo de software'],
      ['desirable', 'Inglés avanzado'],
      ['desirable', 'Python'],
    ]);
    const json = JSON.stringify(row).toLowerCase();
    for (const word of ['john', 'doe', 'email.com']) expect(json).not.toContain(word);
  });

  it('logs a re-score after the conditions change, with another input hash', async () => {
    const edited = await t.call(updateJobCall, {
      params: { id: postingId },
      body: postingRequest({ puesto: 'Desarrollador', ...conditions, condiciones_deseables: [{ condicion_deseable: 'Docker' }] }),
      token: acme.token,
    });
    expect(edited.data!.recalificando).toBe(1);
    const deadline = Date.now() + 60_000;
    while ((await logRows()).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const [first, second] = await logRows();
    expect(second).toBeDefined();
    expect(second!.input_hash).not.toBe(first!.input_hash);
    expect(second!.verdicts.map((v) => v.condition)).toEqual(['Experiencia en desarrollo de software', 'Docker']);
  });

  it('is listed to the company, newest first, and to no other', async () => {
    const listed = (await t.call(analysisLogCall, { query: {}, token: acme.token })).data!;
    expect(listed.hay_mas).toBe(false);
    expect(listed.analisis).toHaveLength(2);
    expect(listed.analisis[0]).toMatchObject({
      evaluacion_id: postingId,
      puesto: 'Desarrollador',
      postulacion_id: applicationId,
      nombre_persona: expect.any(String),
      postulante_existe: true,
      motor: 'embedded',
      version_motor: EMBEDDED_ENGINE_VERSION,
      hash_entrada: (await logRows())[1]!.input_hash,
    });
    expect(listed.analisis[0]!.condiciones.map((c) => c.condicion)).toEqual(['Experiencia en desarrollo de software', 'Docker']);
    expect((await t.call(analysisLogCall, { query: { evaluacion_id: String(postingId) }, token: acme.token })).data!.analisis).toHaveLength(2);
    expect((await t.call(analysisLogCall, { query: {}, token: other.token })).data!.analisis).toEqual([]);
    expect((await t.call(analysisLogCall, { query: { evaluacion_id: String(postingId) }, token: other.token })).data!.analisis).toEqual([]);
  });
});
