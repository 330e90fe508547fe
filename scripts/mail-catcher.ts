// `npm run mail:catcher`: the local stack's e-mail catcher alone, for functions served by
// `supabase start` (point their MAIL_API_URL at it) and for the data suite run against another
// Supabase (TEST_MAIL_URL). Ctrl-C stops it.
import { configFromEnv, loadRootEnv, mailApiUrl } from '../packages/local-stack/src/config.ts';
import { startMailCatcher } from '../packages/local-stack/src/mail.ts';
import { listenForInterrupt } from '../packages/local-stack/src/run.ts';

const interrupted = listenForInterrupt();
loadRootEnv();
const config = configFromEnv();
const catcher = await startMailCatcher({ port: config.ports.mail, apiKey: config.mailApiKey });
console.log(
  `Mail catcher on ${mailApiUrl(config)} (API key ${config.mailApiKey}); Ctrl-C stops it.`,
);
await interrupted;
await catcher.stop();
process.exit(0);
