/**
 * The e-mails' compiled catalogue for the edge functions. Deno runs no message macros, so the
 * functions read a generated module instead of the `msg` descriptors: for each locale, each
 * message of packages/i18n/src/messages/emails.ts by its name there, compiled from that locale's
 * catalogue (supabase/functions/_shared/locales/<locale>.po) as Lingui compiles the apps' ones.
 * `npm run i18n:extract` writes it; `npm run i18n:check` fails when it is stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, types } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';

/** Where the source messages, the catalogues and the generated module live, from the repository. */
export const emailCataloguePaths = {
  source: 'packages/i18n/src/messages/emails.ts',
  catalogue: (locale: string) => `supabase/functions/_shared/locales/${locale}.po`,
  module: 'supabase/functions/_shared/locales/email-messages.generated.ts',
};

/** One message of the source: its name, its English and its context. */
export type NamedMessage = { name: string; message: string; context: string };

function stringOf(node: types.Node | undefined | null): string | null {
  if (!node) return null;
  if (types.isStringLiteral(node)) return node.value;
  if (types.isTemplateLiteral(node) && node.expressions.length === 0) {
    return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  }
  return null;
}

/** The `msg({ message, context })` entries of the exported `emailMessages` object, in order. */
export function namedMessages(sourceText: string, filename = 'emails.ts'): NamedMessage[] {
  const file = parseSync(sourceText, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
  });
  if (!file) throw new Error(`${filename} could not be read`);
  const messages: NamedMessage[] = [];
  for (const statement of file.program.body) {
    if (!types.isExportNamedDeclaration(statement)) continue;
    const declaration = statement.declaration;
    if (!types.isVariableDeclaration(declaration)) continue;
    for (const variable of declaration.declarations) {
      if (!types.isIdentifier(variable.id, { name: 'emailMessages' })) continue;
      if (!types.isObjectExpression(variable.init)) continue;
      for (const property of variable.init.properties) {
        if (!types.isObjectProperty(property) || !types.isIdentifier(property.key)) {
          throw new Error(`${filename}: every entry is a named msg({ message })`);
        }
        const call = property.value;
        const descriptor = types.isCallExpression(call) ? call.arguments[0] : undefined;
        if (
          !types.isCallExpression(call) ||
          !types.isIdentifier(call.callee, { name: 'msg' }) ||
          !types.isObjectExpression(descriptor)
        ) {
          throw new Error(`${filename}: ${property.key.name} is not msg({ message })`);
        }
        const field = (key: string) =>
          descriptor.properties.find(
            (entry): entry is types.ObjectProperty =>
              types.isObjectProperty(entry) && types.isIdentifier(entry.key, { name: key }),
          )?.value;
        const message = stringOf(field('message'));
        if (message === null) {
          throw new Error(`${filename}: ${property.key.name} needs its message as plain text`);
        }
        messages.push({
          name: property.key.name,
          message,
          context: stringOf(field('context')) ?? '',
        });
      }
    }
  }
  if (messages.length === 0) throw new Error(`${filename}: no emailMessages found`);
  return messages;
}

type Compiled = string | unknown[];

/**
 * Each locale's messages by name, compiled. A message the catalogue does not translate is an
 * error here (the catalogue check names it first); the source locale falls back to the English.
 */
export function compiledEmailCatalogues(
  messages: readonly NamedMessage[],
  catalogues: Readonly<Record<string, string>>,
  sourceLocale: string,
): Record<string, Record<string, unknown[]>> {
  const result: Record<string, Record<string, unknown[]>> = {};
  for (const [locale, poText] of Object.entries(catalogues)) {
    const byId = new Map<string, string>();
    for (const item of PO.parse(poText).items) {
      if (item.obsolete) continue;
      byId.set(generateMessageId(item.msgid, item.msgctxt ?? ''), item.msgstr.join(''));
    }
    const compiled: Record<string, unknown[]> = {};
    for (const { name, message, context } of messages) {
      const translation = byId.get(generateMessageId(message, context)) ?? '';
      const text = translation || (locale === sourceLocale ? message : '');
      if (!text)
        throw new Error(
          `${emailCataloguePaths.catalogue(locale)}: "${message}" has no translation`,
        );
      const result: Compiled = compileMessage(text);
      // Lingui's runtime takes a plain string for an uncompiled one: every message is a list.
      compiled[name] = typeof result === 'string' ? [result] : result;
    }
    result[locale] = compiled;
  }
  return result;
}

/** The generated module's text, from the files under `root`. */
export function emailMessagesModule(
  root: string,
  locales: readonly string[],
  sourceLocale: string,
): string {
  const messages = namedMessages(
    readFileSync(join(root, emailCataloguePaths.source), 'utf8'),
    emailCataloguePaths.source,
  );
  const catalogues = Object.fromEntries(
    locales.map((locale) => [
      locale,
      readFileSync(join(root, emailCataloguePaths.catalogue(locale)), 'utf8'),
    ]),
  );
  const compiled = compiledEmailCatalogues(messages, catalogues, sourceLocale);

  const localeNames = locales.map((locale) => JSON.stringify(locale)).join(' | ');
  const body = Object.entries(compiled)
    .map(([locale, byName]) => {
      const lines = Object.entries(byName).map(
        ([name, message]) => `    ${name}: ${JSON.stringify(message)},`,
      );
      return `  ${locale}: {\n${lines.join('\n')}\n  },`;
    })
    .join('\n');
  return `// Generated by \`npm run i18n:extract\` from ${emailCataloguePaths.source} and the
// catalogues beside this file (packages/i18n/src/email-catalogue.ts); do not edit.
// \`npm run i18n:check\` fails when it is stale.

/** The name of an e-mail message (packages/i18n/src/messages/emails.ts). */
export type EmailMessageName =
  | ${messages.map(({ name }) => JSON.stringify(name)).join('\n  | ')};

/** Each locale's e-mail messages by name, compiled for Lingui's runtime. */
export const emailCatalogues: Record<${localeNames}, Record<EmailMessageName, unknown[]>> = {
${body}
};
`;
}
