import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importProcessCall } from '@postula/contract/imports';
import {
  applicantEmailsCall,
  COMPANY_EMAILS_PER_DAY,
  EMAIL_RECIPIENTS_MAX,
  listEmailTemplatesCall,
  saveEmailTemplateCall,
  sendEmailsCall,
} from '@postula/contract/mail';
import { myApplicationCall } from '@postula/contract/applicants/my-data';
import { LANGUAGES } from '@postula/contract/constants';
import { updatePrivacySettingsCall } from '@postula/contract/privacy';
import { createInterviewCall } from '@postula/contract/screening';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, insertApplicantRow, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as analysisRepo from '../applicants/analysis/analysis.repository';
import { findPosting } from '../postings/postings.repository';
import { confirmationsLeft, oweConfirmation } from './candidate-mail.repository';
import { composeConfirmation, CONFIRMATIONS_PER_COMPANY_PER_DAY, mayCarryPrivateLink, resumeConfirmations } from './confirmation';
import { CONFIRMATION, fillPlaceholders } from './mail.templates';

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Acme <Ventas>' });
  other = await seedCompany(t, { name: 'Otra' });
});
afterAll(async () => {
  await t?.close();
});

const cvPdf = (lines: string[]) => ({
  bytes: buildPdf([...lines, 'Vendedora de mostrador durante cinco años.', 'Atención al público y caja.']),
  name: 'cv.pdf',
  type: 'application/pdf',
});

const mailsTo = (address: string) => t.smtp.messages.filter((m) => m.to.includes(address));

const emailsOf = async (postingId: number, applicantId: number, company = acme) =>
  t.call(applicantEmailsCall, { params: { evaluacion_id: postingId, postulacion_id: applicantId }, token: company.token });

let sequence = 0;
/** An analysed applicant written straight to the database, as a finished analysis leaves it. */
async function analysedApplicant(postingId: number, fields: { name: string; email: string | null }) {
  const found = await findPosting(t.database.db, acme.companyId, postingId);
  const bytes = buildPdf([fields.name, `CV ${++sequence}`]);
  const inserted = await insertApplicantRow(t.database.db, found!.posting, {
    storageKey: await t.storage.put(bytes, 'cv'),
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  await analysisRepo.storeAnalysis(
    t.database.db,
    inserted.id,
    inserted.cvFileId,
    { language: 'es', name: fields.name, email: fields.email, phone: null, summary: 'Resumen', score: 5, conditions: [], mandatoryNotMet: false },
    'embedded',
  );
  return inserted.id;
}

describe('confirmation of a CV received through the public page', () => {
  it('tells the address the CV printed, once, in the posting’s language, which company and posting received it', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Shop assistant' }, 'en');
    const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: posting, file: cvPdf(['Ana Gómez', 'ana.gomez@example.com']) });
    expect(sent.status).toBe(200);
    const mail = await t.smtp.waitFor('ana.gomez@example.com');
    expect(mail.subject).toBe('We received your CV for Shop assistant');
    expect(mail.text).toContain('Hello Ana Gómez,');
    expect(mail.text).toContain('Acme <Ventas> received your CV for the position Shop assistant.');
    // No link: the address is what the CV prints (decision 050).
    expect(mail.links).toEqual([]);
    expect(mail.text).toContain('a person makes the decisions');
    expect(mail.text).toContain('The private link to see, download or delete your data was shown on the page when you sent the CV.');
    // The company name is text in the HTML part, never markup.
    expect(mail.html).toContain('Acme &#60;Ventas&#62;');

    // The same address printed by a second CV (or a forged one) to the same posting gets nothing more.
    await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: posting, file: cvPdf(['Mallory Fake', 'ana.gomez@example.com']) });
    const [first, second] = await waitForAnalyses(t, acme, posting, 2);
    expect([first!.correo, second!.correo]).toEqual(['ana.gomez@example.com', 'ana.gomez@example.com']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('ana.gomez@example.com')).toHaveLength(1);

    // The drawer lists it, sent by nobody (the product).
    const ana = [first!, second!].find((a) => a.nombre_persona === 'Ana Gómez')!;
    await vi.waitFor(async () => {
      const list = await emailsOf(posting, ana.postulacion_id);
      expect(list.data?.correos).toEqual([
        expect.objectContaining({ tipo: 'confirmacion', enviado_por: null, estado: 'enviado', destinatario: 'ana.gomez@example.com', asunto: mail.subject }),
      ]);
    });
  });

  it('reaches the address the CV prints, perhaps a stranger’s, with no private link, no key and nothing that opens the application', async () => {
    // Issue 33: the first address a CV prints may be anyone's. Whoever reads the e-mail must get nothing that shows,
    // changes or deletes the application.
    const saved = await t.call(updatePrivacySettingsCall, {
      body: { politica_url: '', contacto_email: 'privacidad@acme.example', conservacion_meses: 12 },
      token: acme.token,
    });
    expect(saved.status).toBe(200);
    const posting = await createPosting(t, acme, { puesto: 'Recepcionista' });
    const sent = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: posting,
      // The only address it prints is not hers: a former employer's, a forger's victim's.
      file: cvPdf(['Inés Mora', 'desconocida@example.com']),
    });
    expect(sent.status).toBe(200);
    const [applicant] = await waitForAnalyses(t, acme, posting, 1);
    expect(applicant!.correo).toBe('desconocida@example.com');

    const mail = await t.smtp.waitFor('desconocida@example.com');
    expect(mail.subject).toBe('Recibimos tu CV para Recepcionista');
    expect(mail.links).toEqual([]);
    const ownKey = new URL(sent.data!.enlace_datos).searchParams.get('t')!;
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/https?:|href|my-application|\?t=/);
      expect(part).not.toContain(ownKey);
    }
    expect(mail.text).not.toMatch(/[\w-]{43}/);
    // No key was issued for the e-mail: the application has one, the candidate's own from the page after sending.
    const keys = await t.database.executeSql('select count(*)::int as n from applicant_access_tokens where application_id = $1', [applicant!.id]);
    expect(keys.rows).toEqual([{ n: 1 }]);
    // It says where the link was, and whom to write to about the data.
    expect(mail.text).toContain('El enlace privado para ver, descargar o borrar tus datos se mostró en la página al enviar el CV.');
    expect(mail.text).toContain('Para cualquier consulta sobre tus datos, escribe a privacidad@acme.example.');
    // The candidate's own link still opens the application.
    expect((await t.call(myApplicationCall, { query: { t: ownKey } })).status).toBe(200);
  });

  it('is not sent for CVs without an address, nor for CVs the recruiter imported', async () => {
    const source = await createPosting(t, acme, { puesto: 'Cajera' });
    await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: source, file: cvPdf(['Bea Ruiz', 'bea.ruiz@example.com']) });
    await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: source, file: cvPdf(['Carla Sin Correo', '+54 9 11 5555-0101']) });
    await waitForAnalyses(t, acme, source, 2);
    await t.smtp.waitFor('bea.ruiz@example.com');

    const target = await createPosting(t, acme, { puesto: 'Repositora' });
    const imported = await t.call(importProcessCall, {
      body: { evaluaciones: [{ evaluacion_id: source }], evaluacion_id_destino: target, cantidad_postulantes: 50, importar_notas: false, importar_marcas: false },
      token: acme.token,
    });
    expect(imported.status).toBe(200);
    const copies = await waitForAnalyses(t, acme, target, 2);
    expect(copies.map((a) => a.analisis.estado)).toEqual(['done', 'done']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('bea.ruiz@example.com').map((m) => m.subject)).toEqual(['Recibimos tu CV para Cajera']);
    const bea = copies.find((a) => a.correo === 'bea.ruiz@example.com')!;
    expect((await emailsOf(target, bea.postulacion_id)).data?.correos).toEqual([]);
  });

  it('sends one address at most three a day, however many postings its CVs reach', async () => {
    const postings = await Promise.all([1, 2, 3, 4].map((n) => createPosting(t, other, { puesto: `Puesto ${n}` })));
    const flor = cvPdf(['Flor Díaz', 'flor@example.com']);
    // A repeat to the first posting sends nothing, and does not use up the day's three.
    const sends = [postings[0]!, ...postings];
    for (const [i, posting] of sends.entries()) {
      await uploadCv(t, { empresa_id: other.companyId, evaluacion_id: posting, file: flor });
      await waitForAnalyses(t, other, posting, sends.slice(0, i + 1).filter((p) => p === posting).length);
      // A confirmation leaves after its analysis: wait for those that go, so that the next CV meets the day's count
      // as it will be (a repeat racing the first one's confirmation would count itself before being found a repeat).
      if (i !== 1 && i !== 4) await t.smtp.waitFor('flor@example.com', (m) => m.subject.endsWith(`Puesto ${postings.indexOf(posting) + 1}`));
    }
    // And give a fourth, that should not go, time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('flor@example.com').map((m) => m.subject).sort()).toEqual([
      'Recibimos tu CV para Puesto 1',
      'Recibimos tu CV para Puesto 2',
      'Recibimos tu CV para Puesto 3',
    ]);
  });

  it('stops at the company’s confirmations of the day, whatever the addresses', async () => {
    const posting = await createPosting(t, other, { puesto: 'Repartidor' });
    // The company's public pages have caused all but one of the day's confirmations.
    await t.database.executeSql(
      `insert into rate_limit_counters (key, window_start, count) values ('cv-confirmation-company:${other.companyId}', now(), ${CONFIRMATIONS_PER_COMPANY_PER_DAY - 1})
       on conflict (key) do update set window_start = now(), count = excluded.count`,
    );
    for (const [name, address] of [['Luis Vega', 'luis.vega@example.com'], ['Marta Sanz', 'marta.sanz@example.com']]) {
      await uploadCv(t, { empresa_id: other.companyId, evaluacion_id: posting, file: cvPdf([name!, address!]) });
    }
    await waitForAnalyses(t, other, posting, 2);
    // A confirmation leaves after its analysis: wait for the one that goes, then give a second time to show up.
    const confirmations = () => mailsTo('luis.vega@example.com').length + mailsTo('marta.sanz@example.com').length;
    await vi.waitFor(() => expect(confirmations()).toBe(1), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // One got the last one of the day; the other none, though its address never had one.
    const confirmed = ['luis.vega@example.com', 'marta.sanz@example.com'].map((address) => mailsTo(address).length);
    expect(confirmed.sort()).toEqual([0, 1]);
  });

  it('greets without the name when what the CV prints there is not a name', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Cadete' });
    await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: posting,
      file: cvPdf(['Compra ya en spam.example 50% OFF', 'victima@example.com']),
    });
    const mail = await t.smtp.waitFor('victima@example.com');
    expect(mail.text.startsWith('Hola:\n')).toBe(true);
    expect(mail.text).not.toContain('spam.example');
    expect(mail.text).not.toContain('OFF');
  });
  it('is sent later by the sweep when the worker stopped between storing the analysis and confirming it', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Panadera' });
    // Analysed and owed a confirmation, as a worker stopped right after the analysis leaves it; and a failed one.
    const left = await analysedApplicant(posting, { name: 'Gala Paz', email: 'gala.paz@example.com' });
    await oweConfirmation(t.database.db, [left]);
    const found = await findPosting(t.database.db, acme.companyId, posting);
    const bytes = buildPdf(['Hugo Sol', 'hugo.sol@example.com']);
    const failed = await insertApplicantRow(t.database.db, found!.posting, {
      storageKey: await t.storage.put(bytes, 'cv'),
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    await analysisRepo.storeFailure(t.database.db, failed.id, failed.cvFileId, 'not_a_cv');
    await oweConfirmation(t.database.db, [failed.id]);

    // The test app's own sweep (every ANALYSIS_SWEEP_MS) may be the one that takes it: either way, one e-mail.
    expect(await resumeConfirmations({ db: t.database.db, queue: t.queue, config: t.config })).toBeLessThanOrEqual(1);
    const mail = await t.smtp.waitFor('gala.paz@example.com');
    expect(mail.subject).toBe('Recibimos tu CV para Panadera');
    // Nothing is owed any more: a second sweep sends nothing, and the failed CV's address never gets one.
    expect(await resumeConfirmations({ db: t.database.db, queue: t.queue, config: t.config })).toBe(0);
    expect(await confirmationsLeft(t.database.db, 10)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo('gala.paz@example.com')).toHaveLength(1);
    expect(mailsTo('hugo.sol@example.com')).toHaveLength(0);
  });
});

describe('the confirmation’s text', () => {
  it('says in every language where the private link was and whom to write to, and carries the link only to an address the candidate typed', () => {
    const link = 'http://panel.test/my-application?t=abc';
    for (const language of LANGUAGES) {
      const t = CONFIRMATION[language];
      const printed = composeConfirmation({ language, name: 'Ana', position: 'Cajera', company: 'Acme', privacyContact: null, privateLink: null });
      expect(printed.text).not.toMatch(/https?:|\{/);
      expect(printed.text).toContain(t.linkShown);
      expect(printed.text).toContain(fillPlaceholders(t.contactCompany, { empresa: 'Acme' }));
      const withContact = composeConfirmation({ language, name: null, position: 'Cajera', company: 'Acme', privacyContact: 'dpo@acme.example', privateLink: null });
      expect(withContact.text).toContain(t.contact.replace('{contacto}', 'dpo@acme.example'));
      // What the application form will allow (decision 050): the link, to the address the candidate typed.
      const typed = composeConfirmation({ language, name: 'Ana', position: 'Cajera', company: 'Acme', privacyContact: null, privateLink: link });
      expect(typed.text).toContain(`${fillPlaceholders(t.privateLink, { empresa: 'Acme' })}\n${link}`);
      expect(typed.text).not.toContain(t.linkShown);
    }
    expect(mayCarryPrivateLink('printed_in_cv')).toBe(false);
    expect(mayCarryPrivateLink('typed_by_candidate')).toBe(true);
  });
});

describe('templates (GET/PUT /settings/email-templates)', () => {
  it('lists the built-in templates of every kind in every language, and the company’s own once saved', async () => {
    const list = await t.call(listEmailTemplatesCall, { token: other.token });
    expect(list.data?.plantillas).toHaveLength(9);
    const invitation = list.data!.plantillas.find((p) => p.tipo === 'entrevista' && p.idioma === 'pt')!;
    expect(invitation).toMatchObject({ personalizada: false, asunto: 'Entrevista para {puesto} na {empresa}' });
    expect(invitation.cuerpo).toContain('{enlace_entrevista}');

    const saved = await t.call(saveEmailTemplateCall, {
      body: { tipo: 'rechazo', idioma: 'en', asunto: '  About {puesto}  ', cuerpo: 'Dear {nombre}, <b>no</b>.' },
      token: other.token,
    });
    expect(saved.data).toMatchObject({ tipo: 'rechazo', idioma: 'en', asunto: 'About {puesto}', cuerpo: 'Dear {nombre}, <b>no</b>.', personalizada: true });
    const again = await t.call(listEmailTemplatesCall, { token: other.token });
    expect(again.data!.plantillas.find((p) => p.tipo === 'rechazo' && p.idioma === 'en')).toEqual(saved.data);
    // Another company still has the built-in one.
    const acmes = await t.call(listEmailTemplatesCall, { token: acme.token });
    expect(acmes.data!.plantillas.find((p) => p.tipo === 'rechazo' && p.idioma === 'en')?.personalizada).toBe(false);
  });

  it.each([
    ['a subject of two lines', { asunto: 'Hola\nBcc: x@spam.test', cuerpo: 'x' }, 'asunto'],
    ['an empty subject', { asunto: '  ', cuerpo: 'x' }, 'asunto'],
    ['an empty body', { asunto: 'x', cuerpo: '' }, 'cuerpo'],
    ['a body with NUL', { asunto: 'x', cuerpo: 'a\u0000b' }, 'cuerpo'],
    ['a body too long', { asunto: 'x', cuerpo: 'x'.repeat(10_001) }, 'cuerpo'],
  ])('refuses %s', async (_, fields, field) => {
    const answer = await t.call(saveEmailTemplateCall, { body: { tipo: 'libre', idioma: 'es', ...fields }, token: acme.token });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation', field });
  });

  it('refuses an unknown kind or language, and anyone signed out', async () => {
    expect((await t.call(saveEmailTemplateCall, { body: { tipo: 'spam', idioma: 'es', asunto: 'x', cuerpo: 'x' }, token: acme.token })).status).toBe(400);
    expect((await t.call(saveEmailTemplateCall, { body: { tipo: 'libre', idioma: 'fr', asunto: 'x', cuerpo: 'x' }, token: acme.token })).status).toBe(400);
    expect((await t.call(listEmailTemplatesCall, {})).status).toBe(403);
  });
});

describe('sending to applicants (POST /jobsearch/applicant/emails) and their list', () => {
  it('stops at the company’s e-mails of the day, sends nothing past it, and counts every company apart', async () => {
    const posting = await createPosting(t, other, { puesto: 'Mozo' });
    const found = await findPosting(t.database.db, other.companyId, posting);
    const ids: number[] = [];
    for (const name of ['Iván Ríos', 'Julia Mar', 'Kevin Paz']) {
      const bytes = buildPdf([name, `CV ${++sequence}`]);
      const row = await insertApplicantRow(t.database.db, found!.posting, {
        storageKey: await t.storage.put(bytes, 'cv'),
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      const email = `${name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.limite@example.com`;
      await analysisRepo.storeAnalysis(
        t.database.db,
        row.id,
        row.cvFileId,
        { language: 'es', name, email, phone: null, summary: 'Resumen', score: 5, conditions: [], mandatoryNotMet: false },
        'embedded',
      );
      ids.push(row.id);
    }
    // The company has sent all but two of the day's e-mails.
    await t.database.executeSql(
      `insert into rate_limit_counters (key, window_start, count) values ('candidate-emails:${other.companyId}', now(), ${COMPANY_EMAILS_PER_DAY - 2})
       on conflict (key) do update set window_start = now(), count = excluded.count`,
    );
    const send = (postulacion_ids: number[]) =>
      t.call(sendEmailsCall, { body: { evaluacion_id: posting, postulacion_ids, asunto: 'Hola', cuerpo: 'Texto' }, token: other.token, language: 'en' });

    const refused = await send(ids);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'email_daily_limit' });
    expect(refused.error?.message).toBe(
      `Your company has sent ${COMPANY_EMAILS_PER_DAY - 2} of the ${COMPANY_EMAILS_PER_DAY} e-mails to applicants allowed in 24 hours; this send would go past that. Try again later; nothing was sent.`,
    );
    expect((await emailsOf(posting, ids[0]!, other)).data?.correos).toEqual([]);

    // Two still fit; then nothing more.
    expect((await send(ids.slice(0, 2))).data).toMatchObject({ enviados: 2 });
    expect((await send(ids.slice(2))).status).toBe(429);
    await t.smtp.waitFor('ivan.limite@example.com');
    await t.smtp.waitFor('julia.limite@example.com');
    expect(mailsTo('kevin.limite@example.com')).toHaveLength(0);
  });

  it('fills the placeholders per applicant in the posting’s language, and skips those without an address or interview', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Atendente' }, 'pt');
    const joana = await analysedApplicant(posting, { name: 'Joana Silva', email: 'joana@example.com' });
    const pedro = await analysedApplicant(posting, { name: 'Pedro Souza', email: 'pedro@example.com' });
    const nobody = await analysedApplicant(posting, { name: 'Sem Email', email: null });
    const interview = await t.call(createInterviewCall, {
      body: { evaluacion_id: posting, postulacion_id: joana, preguntas: [{ numero: 1, pregunta: 'Quando pode começar?', tipo: 'general' }] },
      token: acme.token,
    });
    const link = interview.data!.link_entrevista;

    const templates = await t.call(listEmailTemplatesCall, { token: acme.token });
    const invitation = templates.data!.plantillas.find((p) => p.tipo === 'entrevista' && p.idioma === 'pt')!;
    const answer = await t.call(sendEmailsCall, {
      body: { evaluacion_id: posting, postulacion_ids: [joana, pedro, nobody, joana], asunto: invitation.asunto, cuerpo: `${invitation.cuerpo}\n<script>x</script>` },
      token: acme.token,
      language: 'en',
    });
    expect(answer.data).toMatchObject({ enviados: 1, sin_correo: 1, sin_entrevista: 1 });
    expect(answer.data?.message).toBe('E-mails queued for sending: 1. No e-mail in the CV (not sent): 1. No interview link (not sent): 1.');

    const mail = await t.smtp.waitFor('joana@example.com');
    expect(mail.subject).toBe('Entrevista para Atendente na Acme <Ventas>');
    expect(mail.text).toContain('Olá Joana Silva,');
    expect(mail.links).toEqual([link]);
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(mail.html).not.toContain('<script>');
    expect(mailsTo('pedro@example.com')).toEqual([]);

    // Without {enlace_entrevista}, Pedro gets it too.
    const rejection = await t.call(sendEmailsCall, {
      body: { evaluacion_id: posting, postulacion_ids: [pedro], asunto: 'Sobre {puesto}', cuerpo: 'Olá {nombre}, {desconocido}.' },
      token: acme.token,
    });
    expect(rejection.data).toMatchObject({ enviados: 1, sin_correo: 0, sin_entrevista: 0, message: 'E-mails en cola de envío: 1.' });
    expect((await t.smtp.waitFor('pedro@example.com')).text.trim()).toBe('Olá Pedro Souza, {desconocido}.');

    await vi.waitFor(async () => {
      const list = await emailsOf(posting, joana);
      expect(list.data?.correos).toEqual([
        expect.objectContaining({ tipo: 'mensaje', asunto: mail.subject, enviado_por: acme.email, estado: 'enviado', destinatario: 'joana@example.com' }),
      ]);
    });
    expect((await emailsOf(posting, nobody)).data?.correos).toEqual([]);
  });

  it('answers another company’s posting or applicants as not found, and sends nothing', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Cajero' });
    const mine = await analysedApplicant(posting, { name: 'Dora Paz', email: 'dora@example.com' });
    const theirPosting = await createPosting(t, other, { puesto: 'Secreto' });
    const body = { evaluacion_id: posting, postulacion_ids: [mine], asunto: 'Hola', cuerpo: 'Hola {nombre}' };

    expect((await t.call(sendEmailsCall, { body, token: other.token })).status).toBe(404);
    expect((await t.call(sendEmailsCall, { body: { ...body, evaluacion_id: theirPosting }, token: other.token })).status).toBe(404);
    // One foreign id among the company's own: nothing is sent.
    const foreign = await t.call(sendEmailsCall, { body: { ...body, postulacion_ids: [mine, mine + 100_000] }, token: acme.token });
    expect(foreign.status).toBe(404);
    expect((await emailsOf(posting, mine, other)).status).toBe(404);
    expect((await emailsOf(posting, mine + 100_000)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo('dora@example.com')).toEqual([]);
    expect((await emailsOf(posting, mine)).data?.correos).toEqual([]);
  });

  it.each([
    ['no applicants', { postulacion_ids: [] }, 'postulacion_ids'],
    ['too many applicants', { postulacion_ids: Array.from({ length: EMAIL_RECIPIENTS_MAX + 1 }, (_, i) => i + 1) }, 'postulacion_ids'],
    ['a subject that starts a header', { asunto: 'Hola\r\nBcc: victima@example.com' }, 'asunto'],
    ['an empty body', { cuerpo: ' ' }, 'cuerpo'],
    ['an id that is not a number', { postulacion_ids: ['1'] }, 'postulacion_ids'],
  ])('refuses %s', async (_, fields, field) => {
    const posting = await createPosting(t, acme);
    const body = { evaluacion_id: posting, postulacion_ids: [1], asunto: 'Hola', cuerpo: 'Hola', ...fields };
    const answer = await t.call(sendEmailsCall, { body, token: acme.token });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation' });
    expect(answer.error?.field).toContain(field);
  });

  it('keeps a name with line breaks out of the headers', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Chofer' });
    const eve = await analysedApplicant(posting, { name: 'Eve\r\nBcc: spam@example.com', email: 'eve@example.com' });
    const answer = await t.call(sendEmailsCall, {
      body: { evaluacion_id: posting, postulacion_ids: [eve], asunto: 'Hola {nombre}', cuerpo: 'Hola' },
      token: acme.token,
    });
    expect(answer.data?.enviados).toBe(1);
    const mail = await t.smtp.waitFor('eve@example.com');
    expect(mail.subject).toBe('Hola Eve Bcc: spam@example.com');
    expect(mail.to).toEqual(['eve@example.com']);
    expect(mailsTo('spam@example.com')).toEqual([]);
  });
});
