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
