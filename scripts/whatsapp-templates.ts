// `npm run whatsapp:templates [-- --dry-run]`: submits the WhatsApp booking templates
// (packages/domain/src/whatsapp-template-texts.ts) to Meta for approval, one request per template
// and language, and reports each answer. `--dry-run` prints the requests instead. WhatsApp is
// switched on only once Meta has approved them all (README, Deploying).
import {
  type WhatsappTemplateCreation,
  whatsappTemplateCreations,
} from '../packages/domain/src/whatsapp-template-payloads.ts';
import { loadRootEnv } from '../packages/local-stack/src/config.ts';

const isDryRun = process.argv.includes('--dry-run');
loadRootEnv();
const env = (name: string) => process.env[name]?.trim() ?? '';

const required = isDryRun
  ? ['SITE_URL']
  : ['SITE_URL', 'WHATSAPP_BUSINESS_ACCOUNT_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_API_VERSION'];
const missing = required.filter((name) => !env(name));
if (missing.length > 0) {
  console.error(
    `Cannot submit the WhatsApp templates: set ${missing.join(', ')} (the site's public https origin, ` +
      "the WhatsApp Business Account's id, an access token with whatsapp_business_management, " +
      'and the Graph API version, e.g. v21.0).',
  );
  process.exit(1);
}
const siteUrl = env('SITE_URL');
if (!/^https:\/\/[^/]+\/?$/.test(siteUrl)) {
  console.error(
    `SITE_URL must be the site's public origin over https (https://your-domain), not ${siteUrl}: ` +
      "the buttons' links are fixed at approval.",
  );
  process.exit(1);
}
const token = env('WHATSAPP_ACCESS_TOKEN');
if (!isDryRun && token.startsWith('local_')) {
  console.error("WHATSAPP_ACCESS_TOKEN is the local stack's; set the real one to submit.");
  process.exit(1);
}

const creations = whatsappTemplateCreations(siteUrl);
if (isDryRun) {
  console.log(JSON.stringify(creations, null, 2));
  process.exit(0);
}

const endpoint = `https://graph.facebook.com/${env('WHATSAPP_API_VERSION')}/${env('WHATSAPP_BUSINESS_ACCOUNT_ID')}/message_templates`;

/** Posts one creation request; answers the line that reports it and whether it was accepted. */
async function submit(creation: WhatsappTemplateCreation): Promise<[string, boolean]> {
  const what = `${creation.name} (${creation.language})`;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(creation),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      id?: string;
      status?: string;
      error?: { message?: string; error_user_msg?: string };
    };
    if (response.ok) return [`${what}: ${answer.status ?? 'submitted'} (id ${answer.id})`, true];
    const reason =
      answer.error?.error_user_msg ?? answer.error?.message ?? `HTTP ${response.status}`;
    return [`${what}: refused, ${reason}`, false];
  } catch (error) {
    return [`${what}: not sent, ${(error as Error).message}`, false];
  }
}

let failed = 0;
for (const creation of creations) {
  const [line, ok] = await submit(creation);
  console.log(line);
  if (!ok) failed += 1;
}
console.log(
  failed === 0
    ? 'Every template was submitted. Switch WhatsApp on once Meta has approved them all (WhatsApp Manager > Message templates).'
    : `${failed} of ${creations.length} were not submitted; see above (a template that already exists is refused: edit it in WhatsApp Manager instead).`,
);
process.exit(failed === 0 ? 0 : 1);
