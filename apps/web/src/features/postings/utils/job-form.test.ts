import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_CV, DEFAULT_VALID_DAYS } from '@postula/contract/constants';
import { MAX_CONDITIONS, NO_CONDITIONS, createJobRequestSchema } from '@postula/contract/postings';
import { localIsoDate } from '../../../lib/dates';
import {
  FORM_ERRORS,
  applyDraft,
  blankJobForm,
  createJobFormSchema,
  jobFormFromDetail,
  jobFormSchema,
  mergeDraftConditions,
  toCreateJobRequest,
  type CreateJobFormInput,
} from './job-form';

const rows = (...texts: string[]) => texts.map((texto) => ({ texto }));

function filled(overrides: Partial<CreateJobFormInput> = {}): CreateJobFormInput {
  return { ...blankJobForm(), puesto: 'Vendedor', tareas_a_realizar: 'Atender clientes.', ...overrides };
}

describe('the create-job form', () => {
  it('starts with one empty row per list, the default CV limit and today plus the default validity', () => {
    const now = new Date(2026, 0, 15, 23, 30);
    const form = blankJobForm(now);
    expect(form.condiciones_necesarias).toEqual(rows(''));
    expect(form.condiciones_deseables).toEqual(rows(''));
    expect(form.maxima_cant_cv).toBe(String(DEFAULT_MAX_CV));
    expect(form.valido_hasta).toBe(localIsoDate(DEFAULT_VALID_DAYS, now));
    expect(form.valido_hasta).toBe('2026-02-14');
  });

  it('requires position, description and valid-until date, and refuses a date before today', () => {
    const result = createJobFormSchema.safeParse(filled({ puesto: '  ', tareas_a_realizar: '', valido_hasta: '' }));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['puesto', 'tareas_a_realizar', 'valido_hasta']));

    const past = createJobFormSchema.safeParse(filled({ valido_hasta: localIsoDate(-1) }));
    expect(past.error?.issues.map((issue) => issue.message)).toEqual([FORM_ERRORS.past]);
    expect(createJobFormSchema.safeParse(filled({ valido_hasta: localIsoDate() })).success).toBe(true);
  });

  it("drops empty rows, sends 'ninguna' for an empty list and always 'indistinto' (spec §5)", () => {
    const values = createJobFormSchema.parse(
      filled({
        puesto: '  Vendedor  ',
        condiciones_necesarias: rows(' Secundario completo ', '', '   ', 'Disponibilidad horaria'),
        condiciones_deseables: rows('', ' '),
        maxima_cant_cv: '1000',
      }),
    );
    const request = toCreateJobRequest(values);
    expect(request).toMatchObject({
      sexo: 'indistinto',
      puesto: 'Vendedor',
      condiciones_necesarias: [
        { condicion_necesaria: 'Secundario completo' },
        { condicion_necesaria: 'Disponibilidad horaria' },
      ],
      condiciones_deseables: [{ condicion_deseable: NO_CONDITIONS }],
      maxima_cant_cv: 1000,
    });
    expect(createJobRequestSchema.safeParse(request).success).toBe(true);

    const none = toCreateJobRequest(createJobFormSchema.parse(filled({ condiciones_necesarias: [] })));
    expect(none.condiciones_necesarias).toEqual([{ condicion_necesaria: NO_CONDITIONS }]);
  });

  it('puts the AI draft in place of the empty rows, keeping what was written and adding nothing twice', () => {
    expect(mergeDraftConditions(rows('', ''), ['A', 'B'])).toEqual(rows('A', 'B'));
    expect(mergeDraftConditions(rows('Mine', '', 'a'), ['A', ' B ', 'b', ''])).toEqual(rows('Mine', 'a', 'B'));
    expect(mergeDraftConditions(rows(''), [])).toEqual(rows(''));
    const many = Array.from({ length: MAX_CONDITIONS + 5 }, (_, i) => `C${i}`);
    expect(mergeDraftConditions(rows(''), many)).toHaveLength(MAX_CONDITIONS);

    const next = applyDraft(filled({ condiciones_deseables: rows('Inglés') }), {
      descripcion: 'Atender clientes en el salón de ventas.',
      condicion_necesaria: ['Secundario completo'],
      condicion_deseable: ['Experiencia en ventas'],
      puesto_reconocido: true,
      motor_ia: 'embedded',
    });
    expect(next).toEqual({
      tareas_a_realizar: 'Atender clientes en el salón de ventas.',
      condiciones_necesarias: rows('Secundario completo'),
      condiciones_deseables: rows('Inglés', 'Experiencia en ventas'),
    });
  });
});

describe('the form editing a published posting (decision 035)', () => {
  const job = {
    puesto: 'Cocinero',
    tareas_a_realizar: 'Cocinar.',
    condiciones_necesarias: ['Experiencia en cocina'],
    condiciones_deseables: [],
    maxima_cant_cv: 100,
    valido_hasta: '2020-01-01',
  } as unknown as Parameters<typeof jobFormFromDetail>[0];

  it('opens with the posting’s fields, an empty row where a list is empty, and round-trips them', () => {
    const form = jobFormFromDetail(job);
    expect(form).toEqual({
      puesto: 'Cocinero',
      tareas_a_realizar: 'Cocinar.',
      condiciones_necesarias: rows('Experiencia en cocina'),
      condiciones_deseables: rows(''),
      maxima_cant_cv: '100',
      valido_hasta: '2020-01-01',
    });
    const parsed = jobFormSchema(job.valido_hasta).parse(form);
    expect(toCreateJobRequest(parsed).condiciones_deseables).toEqual([{ condicion_deseable: NO_CONDITIONS }]);
  });

  it('keeps the posting’s own past date, and refuses any other past one', () => {
    const form = jobFormFromDetail(job);
    expect(jobFormSchema(job.valido_hasta).safeParse(form).success).toBe(true);
    expect(jobFormSchema(job.valido_hasta).safeParse({ ...form, valido_hasta: '2020-01-02' }).success).toBe(false);
    expect(createJobFormSchema.safeParse(form).success).toBe(false);
  });
});
