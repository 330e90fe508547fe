// Writes the e-mails' compiled catalogue the edge functions read
// (supabase/functions/_shared/locales/email-messages.generated.ts) from their messages and
// catalogues; part of `npm run i18n:extract`. packages/i18n/src/email-catalogue.ts says why.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailCataloguePaths, emailMessagesModule } from '../packages/i18n/src/email-catalogue.ts';
import { locales, sourceLocale } from '../packages/i18n/src/locales.ts';
import { repoRoot } from '../packages/local-stack/src/paths.ts';

writeFileSync(
  join(repoRoot, emailCataloguePaths.module),
  emailMessagesModule(repoRoot, locales, sourceLocale),
);
console.log(`Wrote ${emailCataloguePaths.module}`);
