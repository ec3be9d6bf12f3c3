import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The migrations folder as it was before the stages migration: its files, and a journal that stops before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'postula-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Migration 0020 on a database that already has companies and applicants, as a running product has. */
describe('the stages migration on existing data', () => {
  const client = new PGlite({ extensions: { unaccent, pg_trgm } });
  const db = drizzle({ client });
  const before = migrationsBefore('0020_stages');
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives every company the default stages and every applicant, merged ones too, its company’s first stage', async () => {
    await migrate(db, { migrationsFolder: before });
    const one = async (sql: string, values: unknown[] = []) => (await client.query<Record<string, number>>(sql, values)).rows[0]!;
    const company = async (name: string) => (await one(`insert into companies (name, activity_id) values ($1, 1) returning id`, [name])).id!;
    const [a, b] = [await company('A'), await company('B')];
    const posting = async (companyId: number) =>
      (
        await one(
          `insert into job_postings (company_id, position, tasks, mandatory_conditions, desirable_conditions, max_cvs, valid_until, language)
           values ($1, 'P', 'T', '[]', '[]', 10, '2099-12-31', 'es') returning id`,
          [companyId],
        )
      ).id!;
    const applicant = async (companyId: number, postingId: number, n: number) => {
      const file = await one(
        `insert into cv_files (company_id, posting_id, storage_key, original_name, kind, size_bytes, sha256) values ($1, $2, $3, 'cv.pdf', 'pdf', 1, 'x') returning id`,
        [companyId, postingId, `k${n}`],
      );
      return (await one(`insert into applications (company_id, posting_id, cv_file_id) values ($1, $2, $3) returning id`, [companyId, postingId, file.id])).id!;
    };
    const [pa, pb] = [await posting(a), await posting(b)];
    const kept = await applicant(a, pa, 1);
    const merged = await applicant(a, pa, 2);
    await applicant(b, pb, 3);
    await client.query(`update applications set merged_into_id = $1 where id = $2`, [kept, merged]);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const stages = await client.query<{ company_id: number; key: string }>(`select company_id, key from stages order by company_id, position`);
    const keys = ['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected'];
    expect(stages.rows).toEqual([...keys.map((key) => ({ company_id: a, key })), ...keys.map((key) => ({ company_id: b, key }))]);
    const placed = await client.query(
      `select a.company_id, s.company_id as stage_company, s.key from applications a join stages s on s.id = a.stage_id order by a.id`,
    );
    expect(placed.rows).toEqual([
      { company_id: a, stage_company: a, key: 'new' },
      { company_id: a, stage_company: a, key: 'new' },
      { company_id: b, stage_company: b, key: 'new' },
    ]);
    // The merged applicant is not counted, as in application_counts.
    const counts = await client.query(`select posting_id, applicants from stage_counts order by posting_id`);
    expect(counts.rows).toEqual([
      { posting_id: pa, applicants: 1 },
      { posting_id: pb, applicants: 1 },
    ]);
    // A company and an applicant added after it get theirs through the triggers.
    const c = await company('C');
    expect((await one(`select count(*)::int as n from stages where company_id = $1`, [c])).n).toBe(6);
    const later = await applicant(c, await posting(c), 4);
    expect((await one(`select s.key as key from applications a join stages s on s.id = a.stage_id where a.id = $1`, [later])).key).toBe('new');
    await expect(client.query(`update applications set stage_id = null where id = $1`, [later])).rejects.toThrow(/null/);
  });
});
