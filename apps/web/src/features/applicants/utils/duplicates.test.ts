import { describe, expect, it } from 'vitest';
import { groupByMatch, matchKind } from './duplicates';

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
        { postulacion_id: 1, nombre_persona: 'Ana Gómez', coincide: ['correo'] },
        { postulacion_id: 2, nombre_persona: 'Beto Ruiz', coincide: ['telefono'] },
        { postulacion_id: 3, nombre_persona: null, coincide: ['telefono'] },
        { postulacion_id: 4, nombre_persona: 'Carla Núñez', coincide: ['correo', 'telefono'] },
        { postulacion_id: 5, nombre_persona: 'Diego Paz', coincide: ['correo'] },
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
