import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailCall } from '@postula/contract/postings';
import { createMarkCall, listMarksCall, MARK_NAME_MAX_LENGTH, updateMarkCall } from '@postula/contract/marks';
import { createPosting } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('applicant marks (GET/POST/PUT /settings/marks)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, lists in creation order and updates the company’s marks, name trimmed, colour lowercased', async () => {
    const vip = await t.call(createMarkCall, { body: { nombre: '  VIP  ', color: '#FF0000' }, token: acme.token });
    expect(vip.status).toBe(200);
    expect(vip.data).toEqual({ marca_id: expect.any(Number), nombre: 'VIP', color: '#ff0000' });
    const later = await t.call(createMarkCall, { body: { nombre: 'Llamar   luego', color: '#6366f1' }, token: acme.token });
    expect(later.data?.nombre).toBe('Llamar luego');

    const list = await t.call(listMarksCall, { token: acme.token });
    expect(list.data?.marcas).toEqual([vip.data, later.data]);

    const renamed = await t.call(updateMarkCall, {
      body: { marca_id: vip.data!.marca_id, nombre: 'Muy bueno', color: '#00AA00' },
      token: acme.token,
    });
    expect(renamed.data).toEqual({ marca_id: vip.data!.marca_id, nombre: 'Muy bueno', color: '#00aa00' });
    // The same name in another case is the same mark being renamed: allowed.
    const recased = await t.call(updateMarkCall, {
      body: { marca_id: vip.data!.marca_id, nombre: 'MUY BUENO', color: '#00aa00' },
      token: acme.token,
    });
    expect(recased.status).toBe(200);

    const detail = await t.call(jobDetailCall, { params: { id: await createPosting(t, acme) }, token: acme.token });
    expect(detail.data?.marcas.map((m) => m.nombre)).toEqual(['MUY BUENO', 'Llamar luego']);
  });

  it('stores markup in a name as text', async () => {
    const created = await t.call(createMarkCall, { body: { nombre: '<b>x</b><script>1</script>', color: '#123abc' }, token: acme.token });
    expect(created.data?.nombre).toBe('<b>x</b><script>1</script>');
  });

  it('refuses a name the company already uses, in any case, with a clear text', async () => {
    await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#111111' }, token: acme.token });
    const again = await t.call(createMarkCall, { body: { nombre: ' entrevistar ', color: '#222222' }, token: acme.token });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'mark_name_taken', field: 'nombre', message: 'Ya tienes una marca con ese nombre.' });
    const english = await t.call(createMarkCall, { body: { nombre: 'ENTREVISTAR', color: '#222222' }, token: acme.token, language: 'en' });
    expect(english.error?.message).toBe('You already have a mark with that name.');

    const other1 = await t.call(createMarkCall, { body: { nombre: 'Otro nombre', color: '#222222' }, token: acme.token });
    const clash = await t.call(updateMarkCall, {
      body: { marca_id: other1.data!.marca_id, nombre: 'Entrevistar', color: '#222222' },
      token: acme.token,
      language: 'pt',
    });
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('Você já tem uma marca com esse nome.');

    // Another company may use the same name.
    expect((await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#222222' }, token: other.token })).status).toBe(200);
  });

  it.each([
    ['an empty name', { nombre: '', color: '#6366f1' }, 'nombre'],
    ['a name of blanks', { nombre: '   \t ', color: '#6366f1' }, 'nombre'],
    ['a name too long', { nombre: 'x'.repeat(MARK_NAME_MAX_LENGTH + 1), color: '#6366f1' }, 'nombre'],
    ['a name that is not text', { nombre: 5, color: '#6366f1' }, 'nombre'],
    ['no name', { color: '#6366f1' }, 'nombre'],
    ['a colour without #', { nombre: 'A', color: '6366f1' }, 'color'],
    ['a short colour', { nombre: 'A', color: '#fff' }, 'color'],
    ['a colour that is not hex', { nombre: 'A', color: '#ggggggg'.slice(0, 7) }, 'color'],
    ['a colour name', { nombre: 'A', color: 'red' }, 'color'],
    ['a colour that is not text', { nombre: 'A', color: 0x6366f1 }, 'color'],
  ])('refuses %s, naming the field', async (_label, body, field) => {
    const created = await t.call(createMarkCall, { body, token: acme.token });
    expect(created.status).toBe(400);
    expect(created.error).toMatchObject({ code: 'validation', field });
    const [first] = (await t.call(listMarksCall, { token: acme.token })).data!.marcas;
    const updated = await t.call(updateMarkCall, { body: { ...body, marca_id: first!.marca_id }, token: acme.token });
    expect(updated.status).toBe(400);
    expect(updated.error).toMatchObject({ code: 'validation', field });
  });

  it('refuses an update without a valid id', async () => {
    for (const marca_id of [undefined, 0, -1, 'abc', 1.5]) {
      const answer = await t.call(updateMarkCall, { body: { marca_id, nombre: 'A', color: '#000000' }, token: acme.token });
      expect(answer.status).toBe(400);
      expect(answer.error?.field).toBe('marca_id');
    }
  });

  it('keeps each company’s marks to itself: another company’s mark answers 404 and is not changed', async () => {
    const theirs = await t.call(createMarkCall, { body: { nombre: 'Suya', color: '#abcdef' }, token: other.token });
    const list = await t.call(listMarksCall, { token: acme.token });
    expect(list.data?.marcas.some((m) => m.marca_id === theirs.data!.marca_id)).toBe(false);
    const update = await t.call(updateMarkCall, {
      body: { marca_id: theirs.data!.marca_id, nombre: 'Robada', color: '#000000' },
      token: acme.token,
    });
    expect(update.status).toBe(404);
    expect(update.error?.code).toBe('not_found');
    expect((await t.call(updateMarkCall, { body: { marca_id: 999_999, nombre: 'X', color: '#000000' }, token: acme.token })).status).toBe(404);
    const still = await t.call(listMarksCall, { token: other.token });
    expect(still.data?.marcas.find((m) => m.marca_id === theirs.data!.marca_id)?.nombre).toBe('Suya');
  });

  it('answers 403 without a session', async () => {
    expect((await t.call(listMarksCall)).status).toBe(403);
    expect((await t.call(createMarkCall, { body: { nombre: 'A', color: '#000000' } })).status).toBe(403);
    expect((await t.call(updateMarkCall, { body: { marca_id: 1, nombre: 'A', color: '#000000' }, token: 'nope' })).status).toBe(403);
  });
});
