import { describe, expect, it } from 'vitest';
import type { PossibleDuplicate } from '@postula/contract/applicants';
import { groupByMatch, matchKind } from './duplicates';

const other = (postulacion_id: number, nombre_persona: string | null, coincide: PossibleDuplicate['coincide']): PossibleDuplicate => ({
  postulacion_id,
  nombre_persona,
  coincide,
  fecha_postulacion: '2026-11-20T10:00:00.000Z',
  calificacion: 7,
  path_cv: null,
});

describe('matchKind', () => {
  it('names what two applicants share', () => {
    expect(matchKind(['correo'])).toBe('email');
    expect(matchKind(['telefono'])).toBe('phone');
    expect(matchKind(['correo', 'telefono'])).toBe('both');
    expect(matchKind(['telefono', 'correo'])).toBe('both');
  });
});

describe('groupByMatch', () => {
  it('groups the others by what they share, in the order they come, keeping unnamed ones', () => {
    expect(
      groupByMatch([
        other(1, 'Ana Gómez', ['correo']),
        other(2, 'Beto Ruiz', ['telefono']),
        other(3, null, ['telefono']),
        other(4, 'Carla Núñez', ['correo', 'telefono']),
        other(5, 'Diego Paz', ['correo']),
      ]),
    ).toEqual([
      { kind: 'email', names: ['Ana Gómez', 'Diego Paz'] },
      { kind: 'phone', names: ['Beto Ruiz', null] },
      { kind: 'both', names: ['Carla Núñez'] },
    ]);
  });

  it('has nothing to say without duplicates', () => {
    expect(groupByMatch([])).toEqual([]);
  });
});
