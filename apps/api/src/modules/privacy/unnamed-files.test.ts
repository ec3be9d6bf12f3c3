import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeApplicantsCall } from '@postula/contract/applicants';
import { deleteMyApplicationCall } from '@postula/contract/applicants/my-data';
import { importProcessCall } from '@postula/contract/imports';
import { getTableName } from 'drizzle-orm';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { s3Environment, startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { NAME_STORED_FILE_WITHIN_MS, UNNAMED_FILE_GRACE_MS, type FileStorage } from '../../platform/storage/file-storage';
import { admitCvs } from '../applicants/intake/intake';
import { findPosting } from '../postings/postings.repository';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import { queueFileRemovals, STORAGE_KEY_COLUMNS } from './privacy.repository';
import { FILE_SWEEP_CLAIM, offerFileSweep, sweepUnnamedFiles } from './unnamed-files';

// Issue 33, item 5: a process killed between storing a CV and committing its row left a complete CV in the store that
// no row names, which neither the candidate's deletion nor retention can ever reach. The sweep removes such files once
// older than the grace, and never one a row names (that would lose a CV) nor a young one (an upload in flight).

const HOUR = 3_600_000;
const KEY = /^cv\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;

describe.each([
  ['a local folder', false],
  ['an S3 bucket', true],
])('files no row names, in %s', (_, onS3) => {
  let s3: S3StandIn | undefined;
  let t: TestApp;
  let acme: SeededCompany;
  /** Keys of the files each kind of row names. */
  const named: Record<string, string[]> = {};
  let orphan: string;
  let young: string;

  const db = () => t.database.db;
  const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as Array<Record<string, unknown>>;

  /** Every key the store holds under cv/, sorted. */
  async function storedKeys(storage: FileStorage = t.storage) {
    const keys: string[] = [];
    for await (const page of storage.list('cv', 1000)) keys.push(...page.map((file) => file.key));
    return keys.sort();
  }

  /** Makes a stored file look as stored `ms` ago. */
  async function storedAgo(key: string, ms: number) {
    const when = new Date(Date.now() - ms);
    if (s3) s3.objects.get(key)!.lastModified = when;
    else await utimes(join(t.config.FILES_DIR, ...key.split('/')), when, when);
  }

  /** The keys of a posting's CV files, by the applicant's printed e-mail. */
  async function keysOf(postingId: number) {
    const rows = await sql(
      `select a.email, f.storage_key from applications a join cv_files f on f.id = a.cv_file_id where a.posting_id = $1 order by a.id`,
      [postingId],
    );
    return rows.map((row) => ({ email: row.email as string | null, key: row.storage_key as string }));
  }

  beforeAll(async () => {
    if (onS3) s3 = await startS3StandIn();
    t = await createTestApp(s3 ? s3Environment(s3) : {});
    acme = await seedCompany(t, { name: 'Acme' });

    // Applicants of the public page: one kept, one merged into her as a duplicate, one who deletes her application.
    const source = await createPosting(t, acme, { puesto: 'Vendedora', condiciones_necesarias: [] });
    const links: string[] = [];
    for (const [name, email, line] of [
      ['Ana Gómez', 'ana@example.com', 'Vendedora de mostrador durante cinco años.'],
      ['Ana Gómez', 'ana@example.com', 'Vendedora de mostrador durante seis años.'],
      ['Bea Ruiz', 'bea@example.com', 'Cajera durante dos años.'],
      ['Carla Paz', 'carla@example.com', 'Repositora durante un año.'],
    ] as const) {
      const sent = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: source, file: { bytes: buildPdf([name, email, line]), name: 'cv.pdf' } });
      expect(sent.status).toBe(200);
      links.push(sent.data!.enlace_datos);
    }
    const [first, second] = await waitForAnalyses(t, acme, source, 4).then((all) => [...all].sort((a, b) => a.id - b.id));
    const merged = await t.call(mergeApplicantsCall, {
      body: { evaluacion_id: source, postulacion_id: first!.id, postulacion_id_duplicado: second!.id },
      token: acme.token,
    });
    expect(merged.status).toBe(200);
    const uploaded = await keysOf(source);
    named.uploaded = [uploaded[0]!.key, uploaded[2]!.key];
    named.merged = [uploaded[1]!.key];

    // Carla deletes her application: her row keeps an empty CV row, whose key is no file, and her file goes.
    const withdrawn = await t.call(deleteMyApplicationCall, { body: { t: new URL(links[3]!).searchParams.get('t')! } });
    expect(withdrawn.status).toBe(200);
    expect((await keysOf(source))[3]!.key).toMatch(/^erased\//);

    // Copies imported into another posting, each with a file of its own.
    const target = await createPosting(t, acme, { puesto: 'Vendedora senior', condiciones_necesarias: [] });
    const imported = await t.call(importProcessCall, {
      body: { evaluaciones: [{ evaluacion_id: source }], evaluacion_id_destino: target, cantidad_postulantes: 50, importar_notas: false, importar_marcas: false },
      token: acme.token,
    });
    expect(imported.status).toBe(200);
    await waitForAnalyses(t, acme, target, 2);
    named.imported = (await keysOf(target)).map((row) => row.key);

    // A removal still to do: the row is gone, its file waits in the queue for the daily run.
    const pending = await t.storage.put(buildPdf(['Dora Sol']), 'cv');
    await queueFileRemovals(db(), [pending]);
    named.pendingRemoval = [pending];

    // What a kill -9 leaves between storing a CV and committing its row, and an upload whose row is on its way.
    orphan = await t.storage.put(buildPdf(['Eva Luna', 'eva@example.com']), 'cv');
    young = await t.storage.put(buildPdf(['Flor Díaz']), 'cv');

    for (const key of await storedKeys()) if (key !== young) await storedAgo(key, 2 * UNNAMED_FILE_GRACE_MS);
    await storedAgo(young, UNNAMED_FILE_GRACE_MS - HOUR);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('every column that holds a stored file’s key is one the sweep looks keys up in', async () => {
    // Every text column of every table of every schema, searched for what a storage key looks like.
    const columns = await sql(
      `select table_schema as schema, table_name as name, column_name as column from information_schema.columns
       where table_schema not in ('pg_catalog', 'information_schema')
         and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
         and (table_schema, table_name) in (select table_schema, table_name from information_schema.tables where table_type = 'BASE TABLE')`,
    );
    const holding: string[] = [];
    for (const { schema, name, column } of columns as Array<{ schema: string; name: string; column: string }>) {
      const [found] = await sql(`select count(*)::int as n from "${schema}"."${name}" where "${column}"::text ~ 'cv/[0-9]{4}-[0-9]{2}/[0-9a-f-]{36}'`);
      if ((found!.n as number) > 0) holding.push(`${name}.${column}`);
    }
    const swept = STORAGE_KEY_COLUMNS.map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(holding.sort()).toEqual(swept.sort());
    // And by name: no column called like a storage key is left out.
    const byName = columns.filter((c) => /storage|file_key|object_key/i.test(String(c.column))).map((c) => `${String(c.name)}.${String(c.column)}`);
    expect(byName.sort()).toEqual(swept.sort());
  });

  it('removes a file stored with no row once older than the grace; keeps every file a row names, and younger ones', async () => {
    const before = await storedKeys();
    const everyNamed = Object.values(named).flat();
    expect(everyNamed.length).toBe(6);
    expect(before).toEqual([...everyNamed, orphan, young].sort());
    expect(before.every((key) => KEY.test(key))).toBe(true);

    // Small pages: the keys are checked against the database a page at a time.
    const swept = await sweepUnnamedFiles({ db: db(), storage: t.storage }, { pageSize: 3 });
    expect(swept).toEqual({ old: 7, unnamed: 1, removed: 1, failed: 0, held: false, cutShort: false });
    expect(await storedKeys()).toEqual(before.filter((key) => key !== orphan));
    for (const key of everyNamed) expect((await t.storage.get(key)).length).toBeGreaterThan(0);
    await expect(t.storage.get(orphan)).rejects.toThrow();

    // Nothing more to do; a day later the young one, still named by nothing, goes too.
    expect(await sweepUnnamedFiles({ db: db(), storage: t.storage })).toMatchObject({ old: 6, unnamed: 0, removed: 0 });
    expect(await sweepUnnamedFiles({ db: db(), storage: t.storage }, { now: new Date(Date.now() + 2 * HOUR) })).toMatchObject({ removed: 1 });
    expect(await storedKeys()).toEqual([...everyNamed].sort());
  });

  it('removes nothing when most old files are named by no row: a database that is not the store’s', async () => {
    const strangers: string[] = [];
    for (let i = 0; i < 30; i++) strangers.push(await t.storage.put(buildPdf([`Persona ${i}`]), 'cv'));
    for (const key of strangers) await storedAgo(key, 2 * UNNAMED_FILE_GRACE_MS);

    expect(await sweepUnnamedFiles({ db: db(), storage: t.storage })).toMatchObject({ old: 36, unnamed: 30, removed: 0, held: true });
    expect((await storedKeys()).length).toBe(36);
    for (const key of strangers) await t.storage.remove(key);
  });

  it('runs once in a while whichever worker offers: the workers’ start took this one', async () => {
    const stray = await t.storage.put(buildPdf(['Gala Paz']), 'cv');
    await storedAgo(stray, 2 * UNNAMED_FILE_GRACE_MS);
    // The test app's workers offered when they started.
    expect(await offerFileSweep({ db: db(), storage: t.storage })).toBeNull();
    expect(await storedKeys()).toContain(stray);
    await rateLimit.clear(db(), FILE_SWEEP_CLAIM);
    expect(await offerFileSweep({ db: db(), storage: t.storage })).toMatchObject({ removed: 1 });
    expect(await offerFileSweep({ db: db(), storage: t.storage })).toBeNull();
    expect(await storedKeys()).not.toContain(stray);
  });

  it('admits no CV whose file was stored longer ago than half the grace, and leaves none of its files', async () => {
    const posting = await createPosting(t, acme, { puesto: 'Cajera' });
    const found = await findPosting(db(), acme.companyId, posting);
    const before = await storedKeys();
    // Storing took longer than anything legitimate: the clock has moved past half the grace once the file is stored.
    let clock = Date.now();
    const slow: FileStorage = {
      ...t.storage,
      async put(bytes, prefix) {
        const key = await t.storage.put(bytes, prefix);
        clock += NAME_STORED_FILE_WITHIN_MS + HOUR;
        return key;
      },
    };
    await expect(
      admitCvs({ db: db(), storage: slow, queue: t.queue, now: () => clock }, { id: posting, companyId: acme.companyId, maxCvs: found!.posting.maxCvs }, [
        { file: { bytes: buildPdf(['Hugo Sol']) }, originalName: 'cv.pdf', kind: 'pdf' },
      ], 'test'),
    ).rejects.toThrow(/stored too long ago/);
    expect(await storedKeys()).toEqual(before);
    expect(await sql(`select count(*)::int as n from applications where posting_id = $1`, [posting])).toEqual([{ n: 0 }]);
  });
});
