// The local stack's commands: `start` (the stack alone), `db:reset`, `db:types [--check]`, `db:lint`,
// `db:schema [--check]`, `db:locales` (the migration of a changed locale list), and `db:check` (the
// checks on one database, as `npm test` runs them).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { apiUrl, clientKeys, configFromEnv, loadRootEnv } from './config.ts';
import {
  prepareDatabase,
  readApiUrlSetting,
  recreateDatabase,
  reloadApiSchema,
} from './database.ts';
import {
  emptyFolder,
  generateSchemaSnapshot,
  generateTypes,
  migrateForChecks,
  readFolder,
  schemaDir,
  securityAdvisories,
  typesFile,
  withDatabase,
} from './db-tools.ts';
import { databaseLocales, localesStale, writeLocalesMigration } from './locales-sql.ts';
import { repoRoot } from './paths.ts';
import { failureSignal, listenForInterrupt, printReady, stopInOrder } from './run.ts';
import { staleFiles, staleMessage } from './schema-snapshot.ts';
import { seedStorage, storageIsReachable } from './seed-storage.ts';
import { startStack } from './stack.ts';

const typesCurrent = 'Database types are up to date.';
const snapshotCurrent = 'The schema snapshot is up to date.';
const localesCurrent = 'The database speaks the locales of packages/domain/src/locales.ts.';

/** The stale-check's message for the generated types, or nothing when they are current. */
function typesStale(types: string): string | undefined {
  if (readFileSync(typesFile, 'utf8') === types) return undefined;
  return `${typesFile} is stale: the migrations changed. Run \`npm run db:types\` and commit the result.`;
}

/** The stale-check's message for the schema snapshot, or nothing when it is current. */
function snapshotStale(generated: Map<string, string>): string | undefined {
  const stale = staleFiles(generated, readFolder(schemaDir));
  return stale.length > 0 ? staleMessage(relative(repoRoot, schemaDir), stale) : undefined;
}

/** Prints a stale-check's outcome; 1 when stale. */
function reportStale(message: string | undefined, current: string): number {
  if (message) console.error(message);
  else console.log(current);
  return message ? 1 : 0;
}

async function main(): Promise<number> {
  loadRootEnv();
  const [command, ...args] = process.argv.slice(2);
  const config = configFromEnv();
  switch (command) {
    case 'start': {
      const interrupted = listenForInterrupt();
      const { failed, report } = failureSignal();
      const stack = await startStack(config, {
        watchFunctions: true,
        onFailure: report,
        notificationTick: true,
      });
      printReady(stack, []);
      const failure = await Promise.race([interrupted.then(() => undefined), failed]);
      if (failure) console.error(`${failure} Stopping everything.`);
      await stopInOrder([stack.stop]);
      return failure ? 1 : 0;
    }
    case 'db:reset': {
      const { api, running } = await withDatabase(config, 'project', async (url, fresh) => {
        // A running stack recorded its own API URL in the database: the seed's URLs keep to it.
        const api = (fresh ? undefined : await readApiUrlSetting(url)) ?? apiUrl(config);
        await recreateDatabase(url);
        // The stored objects' files go with their rows: Storage holds nothing of the old data.
        emptyFolder(join(config.dataDir, 'storage'));
        await prepareDatabase(url, { seed: true, extraSql: [], apiUrl: api });
        await reloadApiSchema(url);
        return { api, running: !fresh };
      });
      console.log(
        'Database rebuilt from supabase/migrations and supabase/seed.sql; Storage emptied.',
      );
      // The new database has no `storage.objects` rows: upload the seed files again, or leave
      // that to the next start when no stack is running.
      if (running && (await storageIsReachable(api, clientKeys(config).serverKey))) {
        const objects = await seedStorage({ apiUrl: api, serverKey: clientKeys(config).serverKey });
        console.log(`Uploaded ${objects.length} seed files to Storage at ${api}.`);
      } else {
        console.log('Seed files in supabase/seed/storage are uploaded when the stack next starts.');
      }
      return 0;
    }
    case 'db:types': {
      const types = await withDatabase(config, 'scratch', async (url) => {
        await migrateForChecks(url);
        return generateTypes(url);
      });
      if (args.includes('--check')) return reportStale(typesStale(types), typesCurrent);
      writeFileSync(typesFile, types);
      console.log(`Wrote ${typesFile}`);
      return 0;
    }
    case 'db:lint': {
      const output = await withDatabase(config, 'scratch', async (url) => {
        await migrateForChecks(url);
        return securityAdvisories(url);
      });
      console.log(output);
      return 0;
    }
    case 'db:schema': {
      const generated = await withDatabase(config, 'scratch', async (url) => {
        const { baseline } = await migrateForChecks(url);
        return generateSchemaSnapshot(url, baseline);
      });
      if (args.includes('--check')) return reportStale(snapshotStale(generated), snapshotCurrent);
      rmSync(schemaDir, { recursive: true, force: true });
      for (const [file, content] of generated) {
        mkdirSync(dirname(join(schemaDir, file)), { recursive: true });
        writeFileSync(join(schemaDir, file), content);
      }
      console.log(`Wrote ${generated.size} files to ${relative(repoRoot, schemaDir)}`);
      return 0;
    }
    case 'db:check': {
      // The checks of `npm test` on one migrated database: types, snapshot, locales, advisors.
      const { types, snapshot, locales, advisories } = await withDatabase(
        config,
        'scratch',
        async (url) => {
          const { baseline } = await migrateForChecks(url);
          return {
            types: await generateTypes(url),
            snapshot: await generateSchemaSnapshot(url, baseline),
            locales: await databaseLocales(url),
            advisories: await securityAdvisories(url),
          };
        },
      );
      console.log(advisories);
      const stale =
        reportStale(typesStale(types), typesCurrent) +
        reportStale(snapshotStale(snapshot), snapshotCurrent) +
        reportStale(localesStale(locales), localesCurrent);
      return stale > 0 ? 1 : 0;
    }
    case 'db:locales': {
      const current = await withDatabase(config, 'scratch', async (url) => {
        await migrateForChecks(url);
        return databaseLocales(url);
      });
      if (!localesStale(current)) {
        console.log(localesCurrent);
        return 0;
      }
      const file = writeLocalesMigration();
      console.log(
        `Wrote ${relative(repoRoot, file)}; now run npm run db:schema && npm run db:types.`,
      );
      return 0;
    }
    default:
      console.error(
        'usage: cli.ts start | db:reset | db:types [--check] | db:lint | db:schema [--check] | db:locales | db:check',
      );
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
