import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishOf, type Refusal, refusalCodes } from '@venue/domain/refusals';
import { describe, expect, it } from 'vitest';

// Every refusal the live schema can raise, read from its snapshot (supabase/schema, refreshed by
// `npm run db:schema` and checked for staleness by `npm test`): each carries a code the registry
// (packages/domain/src/refusals.ts) knows, or is one of those still to be given one, counted per
// file below. A new raise without a code fails here; so does a count left higher than the
// schema's once a refusal gets its code.

const schemaFolder = fileURLToPath(new URL('../../../supabase/schema', import.meta.url));

/**
 * The refusals of the live schema that carry no code yet, per file (docs/decisions/024: the
 * limits and the manage link's came first; the rest follow). Only ever lowered.
 */
const refusalsStillWithoutCode: Readonly<Record<string, number>> = {
  'private/functions/assign_lanes.sql': 1,
  'private/functions/booking_reference.sql': 2,
  'private/functions/check_booking_time.sql': 6,
  'private/functions/checked_booking.sql': 16,
  'private/functions/claim_lane.sql': 2,
  'private/functions/customer_booking_ids.sql': 1,
  'private/functions/free_lane.sql': 2,
  'private/functions/guard_booking_attendance.sql': 2,
  'private/functions/guard_booking_update.sql': 8,
  'private/functions/keep_a_manager.sql': 1,
  'private/functions/lock_booking.sql': 1,
  'private/functions/place_booking_lane.sql': 1,
  'private/functions/refuse.sql': 1,
  'private/functions/require_manager_to_erase.sql': 1,
  'private/functions/require_staff.sql': 1,
  'private/functions/staff_booking_source.sql': 1,
  'public/functions/approve_booking.sql': 1,
  'public/functions/mark_booking_attendance.sql': 1,
  'public/functions/move_booking_lane.sql': 3,
  'public/functions/move_content_item.sql': 3,
  'public/functions/post_feedback.sql': 7,
  'public/functions/reject_booking.sql': 4,
  'public/functions/reschedule_booking.sql': 2,
  'public/functions/set_my_locale.sql': 2,
  'public/functions/set_second_factor_required.sql': 3,
  'public/functions/staff_second_factors.sql': 1,
  'public/functions/venue_insights.sql': 3,
  'public/functions/vote_feedback.sql': 3,
};

type Raise = { file: string; statement: string; code: string | null; message: string | null };

function sqlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sqlFiles(path);
    return entry.name.endsWith('.sql') ? [path] : [];
  });
}

/** The bodies of the functions a snapshot file defines (comments and grants left out). */
function functionBodies(text: string): string[] {
  return [...text.matchAll(/AS \$function\$([\s\S]*?)\$function\$;/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Every refusal a schema's functions raise: each `raise exception` and `private.refuse` call. */
function raisesOf(folder: string): Raise[] {
  return sqlFiles(folder).flatMap((path) => {
    const file = relative(folder, path);
    return functionBodies(readFileSync(path, 'utf8')).flatMap((body) => {
      const raises = [...body.matchAll(/raise exception\s+'((?:[^']|'')*)'[^;]*;/g)].map(
        (match): Raise => {
          const statement = match[0];
          const code = /hint = private\.refusal\(\s*'([^']+)'/.exec(statement)?.[1] ?? null;
          const literal = (match[1] ?? '').replaceAll("''", "'");
          return { file, statement, code, message: literal === '%' ? null : literal };
        },
      );
      const refuseCalls = [...body.matchAll(/private\.refuse\(/g)].map(
        (): Raise => ({ file, statement: 'private.refuse(...)', code: null, message: null }),
      );
      return [...raises, ...refuseCalls];
    });
  });
}

const raises = raisesOf(schemaFolder);

describe('the refusals the live schema can raise', () => {
  it('reads the snapshot: dozens of refusals, some with codes', () => {
    expect(raises.length).toBeGreaterThan(80);
    expect(raises.filter((raise) => raise.code !== null).length).toBeGreaterThanOrEqual(9);
  });

  it('gives each a code the registry knows, or is one still counted without one', () => {
    const unknown = raises.filter(
      (raise) => raise.code !== null && !(refusalCodes as string[]).includes(raise.code),
    );
    expect(unknown.map((raise) => `${raise.file}: ${raise.code}`)).toEqual([]);

    const without: Record<string, number> = {};
    for (const raise of raises.filter((each) => each.code === null)) {
      without[raise.file] = (without[raise.file] ?? 0) + 1;
    }
    expect(without).toEqual(refusalsStillWithoutCode);
  });

  it('uses every code of the registry somewhere', () => {
    const used = new Set(raises.map((raise) => raise.code));
    expect(refusalCodes.filter((code) => !used.has(code))).toEqual([]);
  });

  it("words each coded refusal with a fixed sentence as the registry's English does", () => {
    const fixed = raises.filter(
      (raise) => raise.code !== null && raise.message !== null && !raise.message.includes('%'),
    );
    expect(fixed.length).toBeGreaterThanOrEqual(5);
    for (const raise of fixed) {
      const refusal = { code: raise.code, params: {} } as Refusal;
      expect(englishOf(refusal), `${raise.file}: ${raise.code}`).toBe(raise.message);
    }
  });
});
