import type { Language } from '@postula/contract/constants';
import { describe, expect, it } from 'vitest';
import { postingDraftSchema } from '../../engine';
import { draftPosting, readPosition } from './draft-posting';

// Issue 15: drafts ignored what the position said ('Operario de autoelevador' got production-line tasks and no
// licence, 'Vendedor para ferretería, con conocimiento de materiales eléctricos' the generic sales draft, and
// 'asdfgh' was drafted as if it were a job). Twenty real position titles, each with a detail the draft must
// reflect: where, the occupation it reads, and the condition or sentence that carries the detail.

interface Case {
  position: string;
  language: Language;
  occupation: string;
  /** Conditions that must be there, exactly. */
  mandatory?: string[];
  desirable?: string[];
  /** Conditions that must not be there any more (replaced by the position's own). */
  absent?: RegExp;
  /** A sentence of the description. */
  description?: RegExp;
}

const CASES: Case[] = [
  { position: 'Operario de autoelevador con carnet', language: 'es', occupation: 'forklift-operator', mandatory: ['Licencia o certificación vigente para operar montacargas.'], absent: /línea de producción/ },
  {
    position: 'Vendedor para ferretería, con conocimiento de materiales eléctricos',
    language: 'es',
    occupation: 'salesperson',
    mandatory: ['Conocimiento de materiales eléctricos.'],
    desirable: ['Experiencia en ferretería.'],
    absent: /en el rubro/,
  },
  { position: 'Cocinero para parrilla, turno noche', language: 'es', occupation: 'cook', mandatory: ['Disponibilidad para trabajar en el turno noche.'], desirable: ['Experiencia en parrilla.'] },
  { position: 'Enfermera de UTI com COREN ativo', language: 'pt', occupation: 'nurse', mandatory: ['Registro ativo no COREN.'], desirable: ['Experiência em UTI.'], absent: /pronto-socorro ou UTI/ },
  { position: 'Nurse for ICU', language: 'en', occupation: 'nurse', desirable: ['Experience in ICU.'] },
  { position: 'Recepcionista de hotel con inglés avanzado', language: 'es', occupation: 'hotel-receptionist', mandatory: ['Inglés avanzado.'], absent: /Inglés intermedio/ },
  { position: 'Motorista com CNH categoria D', language: 'pt', occupation: 'driver', mandatory: ['CNH categoria D em dia.'] },
  { position: 'Desarrollador Java Senior', language: 'es', occupation: 'backend-developer', mandatory: ['Experiencia comprobable de al menos 5 años en desarrollo backend.', 'Conocimientos sólidos de Java.'] },
  { position: 'Cajero turno mañana', language: 'es', occupation: 'cashier', mandatory: ['Disponibilidad para trabajar en el turno mañana.'] },
  { position: 'Chofer de reparto con licencia profesional', language: 'es', occupation: 'truck-driver', mandatory: ['Licencia de conducir profesional vigente para vehículos de carga.'], desirable: ['Experiencia en reparto.'] },
  // SAP is asked once: the technology's condition already says it.
  { position: 'Auxiliar contable con manejo de SAP', language: 'es', occupation: 'accounting-assistant', mandatory: ['Conocimientos sólidos de SAP.'], absent: /^Manejo de SAP\.$/ },
  // 'Manejo de CRM' asks for something other than 'Manejo de caja': both stay.
  { position: 'Vendedor con manejo de CRM', language: 'es', occupation: 'salesperson', mandatory: ['Manejo de CRM.'], desirable: ['Manejo de caja y de sistemas de punto de venta.'] },
  { position: 'Camarero/a para restaurante, fines de semana', language: 'es', occupation: 'waiter', desirable: ['Experiencia en restaurante.'] },
  { position: 'Electricista industrial con carnet de conducir', language: 'es', occupation: 'electrician', mandatory: ['Carnet de conducir vigente.'], absent: /^Licencia de conducir\.$/ },
  { position: 'Warehouse associate - night shift', language: 'en', occupation: 'warehouse-worker', mandatory: ['Availability to work the night shift.'] },
  { position: 'Customer service representative with Spanish', language: 'en', occupation: 'customer-service-representative', mandatory: ['Spanish.'], absent: /Spanish or Portuguese/ },
  { position: 'Professor de Matemática para ensino médio', language: 'pt', occupation: 'teacher', desirable: ['Experiência em Matemática.'] },
  { position: 'Analista de datos Power BI remoto', language: 'es', occupation: 'data-analyst', mandatory: ['Conocimientos sólidos de Power BI.'], description: /remot/ },
  { position: 'Técnico de mantenimiento con conocimientos de soldadura', language: 'es', occupation: 'maintenance-technician', mandatory: ['Conocimientos de soldadura.'] },
  { position: 'Repositor para supermercado, turno tarde', language: 'es', occupation: 'stock-clerk', mandatory: ['Disponibilidad para trabajar en el turno tarde.'], desirable: ['Experiencia en supermercado.'] },
  // The occupation already asks for that course: it is not asked twice.
  { position: 'Operador de empilhadeira com curso de NR-11', language: 'pt', occupation: 'forklift-operator', mandatory: ['Curso de operador de empilhadeira válido (NR-11).'], absent: /^Curso de NR-11\.$/ },
];

describe('embedded engine: drafts honour what the position says', () => {
  it.each(CASES)('$position ($language)', ({ position, language, occupation, mandatory = [], desirable = [], absent, description }) => {
    const draft = draftPosting(position, language);
    expect(postingDraftSchema.parse(draft)).toEqual(draft);
    expect(draft.understood).toBe(true);
    expect(readPosition(position).occupation?.id).toBe(occupation);
    for (const condition of mandatory) expect(draft.mandatory, condition).toContain(condition);
    for (const condition of desirable) expect(draft.desirable, condition).toContain(condition);
    const all = [draft.description, ...draft.mandatory, ...draft.desirable];
    if (absent) for (const text of all) expect(text).not.toMatch(absent);
    if (description) expect(draft.description).toMatch(description);
    // Nothing asked twice, and never both asked for and only wished for.
    expect(new Set(draft.mandatory).size).toBe(draft.mandatory.length);
    expect(draft.desirable.filter((condition) => draft.mandatory.includes(condition))).toEqual([]);
  });

  it.each(['asdfgh', 'Xyzzy', 'qwerty 123'])('says it did not understand %s, and drafts the generic posting', (position) => {
    const draft = draftPosting(position, 'es');
    expect(draft.understood).toBe(false);
    expect(draft.mandatory).toContain('Experiencia comprobable de al menos 1 año en puestos similares.');
  });
});
