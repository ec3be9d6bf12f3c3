import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { AuditEntry } from '@postula/contract/audit';
import { translations } from '../../../lib/translations';
import { entryActor, entrySentence, localDayRange } from './entry-text';

const t = i18n.createInstance();
await t.init({ resources: { es: { translation: translations.es }, en: { translation: translations.en } }, lng: 'es', interpolation: { escapeValue: false } });

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  registro_id: 1,
  fecha: '2026-11-25T10:00:00.000Z',
  actor: 'reclutador',
  usuario: 'ana@acme.test',
  accion: 'cv_visto',
  evaluacion_id: 3,
  puesto: 'Vendedor',
  aviso_existe: true,
  postulacion_id: 7,
  nombre_persona: 'Rita',
  postulante_existe: true,
  detalle: {},
  ip: '203.0.113.7',
  ...fields,
});

describe('the sentence of an activity-log entry', () => {
  const es = t.getFixedT('es');
  const en = t.getFixedT('en');

  it('says what each action kept, in the reader’s language', () => {
    expect(entrySentence(entry({ accion: 'etapa_cambiada', detalle: { etapa: { etapa_id: 2, nombre: 'Entrevista' } } }), es, 'es')).toBe('Movió a la etapa «Entrevista»');
    expect(entrySentence(entry({ accion: 'marca_cambiada', detalle: { marca: null } }), en, 'en')).toBe('Removed the mark');
    expect(entrySentence(entry({ accion: 'correo_enviado', detalle: { plantilla: 'rechazo', lote: 40 } }), es, 'es')).toBe(
      'Envió un e-mail: rechazo en una acción sobre 40 postulantes',
    );
    expect(entrySentence(entry({ accion: 'correo_enviado', detalle: { plantilla: null } }), en, 'en')).toBe('Sent an e-mail: own text');
    expect(entrySentence(entry({ accion: 'postulantes_exportados', detalle: { formato: 'xlsx', filas: 1234, filtrado: true } }), en, 'en')).toBe(
      'Exported 1,234 applicants as XLSX (filtered list)',
    );
    expect(entrySentence(entry({ accion: 'aviso_eliminado', detalle: { puesto: 'Vendedor', postulantes: 1 } }), es, 'es')).toBe('Eliminó el aviso con 1 postulante');
    expect(entrySentence(entry({ accion: 'postulante_eliminado', actor: 'candidato', usuario: null }), es, 'es')).toBe('El candidato eliminó su postulación');
    expect(entrySentence(entry({ accion: 'postulante_eliminado', actor: 'sistema', usuario: null }), en, 'en')).toBe(
      'Application deleted when its retention period ended',
    );
  });

  it('says what the merges, questions, stages and deleted marks kept, ids and the company’s own words only', () => {
    expect(entrySentence(entry({ accion: 'postulante_unido', detalle: { unido_a: 12 } }), es, 'es')).toBe(
      'Unió este postulante, como duplicado, al postulante #12',
    );
    expect(entrySentence(entry({ accion: 'postulante_unido', detalle: { unido_a: 12, lote: 2 } }), en, 'en')).toBe(
      'Merged this applicant, as a duplicate, into applicant #12 in one action on 2 applicants',
    );
    expect(entrySentence(entry({ accion: 'postulante_separado', detalle: { separado_de: 12 } }), en, 'en')).toBe(
      'Separated this applicant from applicant #12, which it had been merged into',
    );
    expect(entrySentence(entry({ accion: 'preguntas_editadas', detalle: { preguntas: 1 } }), es, 'es')).toBe('Editó las preguntas de su entrevista: 1 pregunta');
    expect(entrySentence(entry({ accion: 'preguntas_editadas', postulacion_id: null, detalle: { preguntas: 5 } }), en, 'en')).toBe(
      "Edited the posting's general questions: 5 questions",
    );
    const pipeline = {
      agregadas: [{ etapa_id: 9, nombre: 'En pausa' }],
      renombradas: [{ etapa_id: 5, antes: 'Contratado', despues: 'Incorporado' }],
      reordenadas: true,
    };
    expect(entrySentence(entry({ accion: 'etapas_editadas', postulacion_id: null, detalle: { etapas: pipeline } }), es, 'es')).toBe(
      'Cambió las etapas: agregó «En pausa»; renombró «Contratado» como «Incorporado»; cambió su orden',
    );
    const removed = { eliminada: { etapa_id: 9, nombre: 'En pausa', movidas: 1200, mover_a: { etapa_id: 2, nombre: 'Shortlisted' } } };
    expect(entrySentence(entry({ accion: 'etapas_editadas', postulacion_id: null, detalle: { etapas: removed } }), en, 'en')).toBe(
      'Changed the stages: removed “En pausa” and moved 1,200 applicants to “Shortlisted”',
    );
    expect(entrySentence(entry({ accion: 'marca_eliminada', detalle: { marca: { marca_id: 3, nombre: 'VIP' }, postulantes: 1 } }), es, 'es')).toBe(
      'Eliminó la marca «VIP», que tenía 1 postulante',
    );
    expect(entrySentence(entry({ accion: 'marca_eliminada', detalle: { marca: { marca_id: 3, nombre: 'VIP' }, postulantes: 0 } }), en, 'en')).toBe(
      'Deleted the “VIP” mark, which 0 applicants had',
    );
  });

  it('names who acted', () => {
    expect(entryActor(entry({}), es)).toBe('ana@acme.test');
    expect(entryActor(entry({ actor: 'candidato', usuario: null }), es)).toBe('Candidato');
    expect(entryActor(entry({ actor: 'sistema', usuario: null }), en)).toBe('System');
  });
});

describe('the date filter', () => {
  it('takes the reader’s local days, the last one whole', () => {
    const { desde, hasta } = localDayRange('2026-11-01', '2026-11-30');
    expect(new Date(desde!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(hasta!).getTime()).toBe(new Date(2026, 11, 1).getTime());
    expect(localDayRange('', '')).toEqual({});
    expect(localDayRange('2026-11-01', '')).toEqual({ desde: new Date(2026, 10, 1).toISOString() });
  });
});
