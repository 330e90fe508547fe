import { locales } from '@venue/domain/locales';
import { describe, expect, it } from 'vitest';
import { localesMigrationSql, localesStale } from './locales-sql.ts';

describe("the database's list of locales", () => {
  it('is current when the migrated database names the same locales in the same order', () => {
    expect(localesStale([...locales])).toBeUndefined();
  });

  it('is stale when a locale is missing, added or moved, and says which command writes it', () => {
    for (const list of [locales.slice(0, 1), [...locales, 'fr'], [...locales].reverse()]) {
      expect(localesStale(list)).toMatch(/Run `npm run db:locales`/);
    }
  });

  it('is generated from the list, quoted as SQL text, the first one first', () => {
    const sql = localesMigrationSql(['en', 'ar', "x'y"]);
    expect(sql).toContain('create or replace function private.locales()');
    expect(sql).toContain("select array['en', 'ar', 'x''y']");
  });
});
