// Fails when a catalogue is out of date with the source (run `npm run i18n:extract`) or when a
// message has no translation, a translation does not compile, or its placeholders differ; and when
// the same message is translated two ways in the catalogues of one locale; and when the e-mails'
// compiled catalogue (supabase/functions/_shared/locales) is stale.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { catalogueProblems } from '../packages/i18n/src/catalogue-check.ts';
import { emailCataloguePaths, emailMessagesModule } from '../packages/i18n/src/email-catalogue.ts';
import {
  differingTranslations,
  type NamedCatalogue,
} from '../packages/i18n/src/one-translation.ts';
import { repoRoot } from '../packages/local-stack/src/paths.ts';

const configPath = join(repoRoot, 'lingui.config.ts');
const config = getConfig({ configPath });
const scratch = mkdtempSync(join(tmpdir(), 'venue-i18n-check-'));
// The same extraction as `npm run i18n:extract`, written beside the committed catalogues' copies.
const scratchPath = (path: string) => join(scratch, relative(repoRoot, path));
writeFileSync(
  join(scratch, 'lingui.config.ts'),
  `import config from ${JSON.stringify(configPath)};
export default {
  ...config,
  rootDir: ${JSON.stringify(repoRoot)},
  catalogs: config.catalogs.map((catalog) => ({
    ...catalog,
    path: catalog.path.replace('<rootDir>', ${JSON.stringify(scratch)}),
  })),
};
`,
);

try {
  execFileSync(
    join(repoRoot, 'node_modules/.bin/lingui'),
    // In this process, not worker threads: a worker that does not start within Lingui's 10 s
    // (two busy cores at the start of npm test) failed the whole check.
    ['extract', '--clean', '--workers', '1', '--config', join(scratch, 'lingui.config.ts')],
    { cwd: repoRoot, stdio: 'pipe' },
  );
  let failures = 0;
  // Each translated locale's catalogues, one per app, compared once every app's is read.
  const translated = new Map<string, NamedCatalogue[]>();
  for (const catalog of config.catalogs ?? []) {
    for (const locale of config.locales) {
      const file = `${catalog.path.replace('<rootDir>', repoRoot).replace('{locale}', locale)}.po`;
      const name = relative(repoRoot, file);
      if (!existsSync(file)) {
        console.error(`${name}: missing (run npm run i18n:extract)`);
        failures += 1;
        continue;
      }
      const committed = readFileSync(file, 'utf8');
      if (locale !== config.sourceLocale) {
        translated.set(locale, [...(translated.get(locale) ?? []), { name, text: committed }]);
      }
      const problems = catalogueProblems({
        committed,
        extracted: readFileSync(scratchPath(file), 'utf8'),
        isSource: locale === config.sourceLocale,
      });
      for (const problem of problems) console.error(`${name}: ${problem}`);
      failures += problems.length;
    }
  }
  for (const catalogues of translated.values()) {
    const problems = differingTranslations(catalogues);
    for (const problem of problems) console.error(problem);
    failures += problems.length;
  }
  // The functions' copy of the e-mail catalogues, compiled from the committed ones.
  if (failures === 0) {
    const generated = join(repoRoot, emailCataloguePaths.module);
    const fresh = emailMessagesModule(repoRoot, config.locales, config.sourceLocale ?? 'en');
    if (!existsSync(generated) || readFileSync(generated, 'utf8') !== fresh) {
      console.error(`${emailCataloguePaths.module}: stale (run npm run i18n:extract)`);
      failures += 1;
    }
  }
  if (failures > 0) {
    console.error(
      `\n${failures} catalogue problem(s). New or changed messages: npm run i18n:extract, then translate them.`,
    );
    process.exit(1);
  }
  console.log('Catalogues are up to date and every message is translated.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
