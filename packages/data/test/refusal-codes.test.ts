import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishOf, refusalCodes } from '@venue/domain/refusal-english';
import type { Refusal } from '@venue/domain/refusals';
import { describe, expect, it } from 'vitest';

// Every refusal the live schema can raise, read from its snapshot (supabase/schema, refreshed by
// `npm run db:schema` and checked for staleness by `npm test`): each carries a code the registry
// (packages/domain/src/refusals.ts) knows, or is one of those still to be given one, counted per
// file below. A new raise without a code fails here; so does a count left higher than the
// schema's once a refusal gets its code.

const schemaFolder = fileURLToPath(new URL('../../../supabase/schema', import.meta.url));
const functionsFolder = fileURLToPath(new URL('../../../supabase/functions', import.meta.url));
const dataFolder = fileURLToPath(new URL('../src', import.meta.url));
const domainFolder = fileURLToPath(new URL('../../domain/src', import.meta.url));
const appFolders = ['site', 'backoffice'].map((app) =>
  fileURLToPath(new URL(`../../../apps/${app}/src`, import.meta.url)),
);

/**
 * The refusals of the live schema that carry no code yet, per file (docs/decisions/024). Every
 * refusal has one now; a raise added without one fails the test below until it gets one.
 */
const refusalsStillWithoutCode: Readonly<Record<string, number>> = {};

type Raise = {
  file: string;
  /** The code, `'caller'` where a helper passes its caller's on, or null for none. */
  code: string | null;
  /** The sentence, when it is one literal without placeholders. */
  message: string | null;
  /** The parameters, when they are literals. */
  params: Record<string, unknown> | null;
};

function filesEnding(folder: string, ending: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesEnding(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

const sqlFiles = (folder: string) => filesEnding(folder, '.sql');

/** The bodies of the functions a snapshot file defines (comments and grants left out). */
function functionBodies(text: string): string[] {
  return [...text.matchAll(/AS \$function\$([\s\S]*?)\$function\$;/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The arguments of the call whose opening bracket is at `open`, split at its top-level commas
 * (quoted text and inner brackets kept whole).
 */
function argumentsOf(text: string, open: number): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 1;
  let quoted = false;
  for (const character of text.slice(open + 1)) {
    if (character === "'") quoted = !quoted;
    if (!quoted && character === '(') depth += 1;
    if (!quoted && character === ')') depth -= 1;
    if (depth === 0) break;
    if (!quoted && depth === 1 && character === ',') {
      parts.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  parts.push(current.trim());
  return parts;
}

/** A SQL string literal's text, or null for any other expression. */
function literal(expression: string | undefined): string | null {
  const match = /^'((?:[^']|'')*)'$/.exec(expression?.trim() ?? '');
  return match ? (match[1] ?? '').replaceAll("''", "'") : null;
}

/** Parameters written as literals (`'{}'::jsonb`, `jsonb_build_object('max', 500)`), or null. */
function literalParams(expression: string | undefined): Record<string, unknown> | null {
  const text = expression?.trim();
  if (text === undefined || text === "'{}'::jsonb") return {};
  if (!text.startsWith('jsonb_build_object(')) return null;
  const parts = argumentsOf(text, text.indexOf('('));
  const params: Record<string, unknown> = {};
  for (let index = 0; index < parts.length; index += 2) {
    const key = literal(parts[index]);
    const value = parts[index + 1] ?? '';
    if (key === null) return null;
    if (/^-?\d+$/.test(value)) params[key] = Number(value);
    else if (literal(value) !== null) params[key] = literal(value);
    else return null;
  }
  return params;
}

/** Every refusal a schema's functions raise: each `raise exception` and `private.refuse` call. */
function raisesOf(folder: string): Raise[] {
  return sqlFiles(folder).flatMap((path) => {
    const file = relative(folder, path);
    return functionBodies(readFileSync(path, 'utf8')).flatMap((body) => {
      const raises = [...body.matchAll(/raise exception\s+('(?:[^']|'')*')[^;]*;/g)].map(
        (match): Raise => {
          const statement = match[0];
          const hint = statement.indexOf('private.refusal(');
          const args = hint < 0 ? [] : argumentsOf(statement, hint + 'private.refusal'.length);
          const code = hint < 0 ? null : args[0] === 'code' ? 'caller' : literal(args[0]);
          const message = literal(match[1]);
          return {
            file,
            code,
            message: message === null || message.includes('%') ? null : message,
            params: literalParams(args[1]),
          };
        },
      );
      const refuseCalls = [...body.matchAll(/private\.refuse\(/g)].map((match): Raise => {
        const args = argumentsOf(body, (match.index ?? 0) + 'private.refuse'.length);
        return {
          file,
          code: literal(args[0]),
          message: literal(args[2]),
          params: literalParams(args[1]),
        };
      });
      return [...raises, ...refuseCalls];
    });
  });
}

const raises = raisesOf(schemaFolder);

/** A code as the registry shapes them (`area.what`), quoted in TypeScript. */
const quotedCode = /'([a-z]+\.[a-z_]+)'/g;

/**
 * The refusal codes TypeScript source answers or sets: every code given to `refuse(status, code`
 * or written as `code: '...'` (whatever its area, so that a new area is caught too), and every
 * quoted `area.what` of an area the registry has. Tests and their support files are left out.
 */
function codesIn(folder: string, areas: ReadonlySet<string>): { file: string; code: string }[] {
  return filesEnding(folder, '.ts')
    .filter((path) => !/\.test(-support)?\.ts$/.test(path))
    .flatMap((path) => {
      const file = relative(folder, path);
      const text = readFileSync(path, 'utf8');
      const given = [
        ...text.matchAll(/refuse\(\s*[^,()]+,\s*'([^']*)'/g),
        ...text.matchAll(/\bcode: '([^']*)'/g),
      ].map((match) => match[1] ?? '');
      const quoted = [...text.matchAll(quotedCode)]
        .map((match) => match[1] ?? '')
        .filter((code) => areas.has(code.split('.')[0] ?? ''));
      return [...new Set([...given, ...quoted])].map((code) => ({ file, code }));
    });
}

const areas = new Set(refusalCodes.map((code) => code.split('.')[0] ?? ''));
const functionCodes = codesIn(functionsFolder, areas);
const dataCodes = codesIn(dataFolder, areas);
// The forms' own checks (`refusalMessage('area.what', ...)`); refusal-english.ts, the registry's
// English, names every code and is left out.
// The apps name the failures they stand in for (a general one, a network one) themselves.
const formCodes = [
  ...codesIn(domainFolder, areas).filter(
    ({ file }) => !file.startsWith('refusal-english') && !file.startsWith('refusals'),
  ),
  ...appFolders.flatMap((folder) => codesIn(folder, areas)),
].filter(({ code }) => code.includes('.'));

describe('the refusals the live schema can raise', () => {
  it('reads the snapshot: dozens of refusals, each with its code', () => {
    expect(raises.length).toBeGreaterThan(80);
    expect(raises.filter((raise) => raise.code !== null).length).toBeGreaterThan(80);
  });

  it('gives each a code the registry knows, or is one still counted without one', () => {
    const unknown = raises.filter(
      (raise) =>
        raise.code !== null &&
        raise.code !== 'caller' &&
        !(refusalCodes as string[]).includes(raise.code),
    );
    expect(unknown.map((raise) => `${raise.file}: ${raise.code}`)).toEqual([]);

    const without: Record<string, number> = {};
    for (const raise of raises.filter((each) => each.code === null)) {
      without[raise.file] = (without[raise.file] ?? 0) + 1;
    }
    expect(without).toEqual(refusalsStillWithoutCode);
  });

  it("uses every code of the registry somewhere: the schema, a function, the data layer or a form's check", () => {
    const used = new Set([
      ...raises.map((raise) => raise.code),
      ...functionCodes.map(({ code }) => code),
      ...dataCodes.map(({ code }) => code),
      ...formCodes.map(({ code }) => code),
    ]);
    expect(refusalCodes.filter((code) => !used.has(code))).toEqual([]);
  });

  it("words each refusal with a fixed sentence as the registry's English does", () => {
    const fixed = raises.filter(
      (raise) =>
        raise.code !== null && raise.code !== 'caller' && raise.message !== null && raise.params,
    );
    expect(fixed.length).toBeGreaterThanOrEqual(50);
    for (const raise of fixed) {
      const refusal = { code: raise.code, params: raise.params } as Refusal;
      expect(englishOf(refusal), `${raise.file}: ${raise.code}`).toBe(raise.message);
    }
  });
});

describe('the refusals the edge functions answer and the data layer sets', () => {
  it('reads the functions: dozens of codes, among them each function of its own', () => {
    expect(functionCodes.length).toBeGreaterThan(30);
    const files = new Set(functionCodes.map(({ file }) => file.split('/')[0]));
    expect([...files].sort()).toEqual([
      '_shared',
      'publish-site',
      'send-booking-email',
      'send-notifications',
      'staff-accounts',
      'whatsapp-webhook',
    ]);
  });

  it('answers only codes the registry knows', () => {
    const known = new Set<string>(refusalCodes);
    const unknown = [...functionCodes, ...dataCodes, ...formCodes].filter(
      ({ code }) => !known.has(code),
    );
    expect(unknown.map(({ file, code }) => `${file}: ${code}`)).toEqual([]);
  });

  it('would catch a code the registry lacks, of a known area or a new one', () => {
    const known = new Set<string>(refusalCodes);
    const sample = [
      "return refuse(403, 'staff.made_up', 'Made up.');",
      "json({ code: 'mail.bounced', params: {}, error: 'Bounced.' }, 502);",
      "const code = 'email.unheard_of';",
    ].join('\n');
    const given = [
      ...sample.matchAll(/refuse\(\s*[^,()]+,\s*'([^']*)'/g),
      ...sample.matchAll(/\bcode: '([^']*)'/g),
      ...[...sample.matchAll(quotedCode)].filter((match) =>
        areas.has((match[1] ?? '').split('.')[0] ?? ''),
      ),
    ].map((match) => match[1] ?? '');
    expect(new Set(given.filter((code) => !known.has(code)))).toEqual(
      new Set(['staff.made_up', 'mail.bounced', 'email.unheard_of']),
    );
  });
});
