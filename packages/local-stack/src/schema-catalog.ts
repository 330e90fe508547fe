// Reads a database's schema from the PostgreSQL catalogs as snapshot statements, one object at a time.
import type pg from 'pg';
import { readBuckets } from './schema-catalog/buckets.ts';
import { readExtensions } from './schema-catalog/extensions.ts';
import { readFunctions } from './schema-catalog/functions.ts';
import { readIndexes } from './schema-catalog/indexes.ts';
import { readTypes } from './schema-catalog/pg-types.ts';
import { readPolicies } from './schema-catalog/policies.ts';
import { readRelationGrants } from './schema-catalog/relation-grants.ts';
import { readRelations } from './schema-catalog/relations.ts';
import { readSchemas } from './schema-catalog/schemas.ts';
import { SnapshotObject } from './schema-catalog/snapshot-object.ts';
import { readTableDefinitions } from './schema-catalog/table-definitions.ts';
import { readTriggers } from './schema-catalog/triggers.ts';
import type { SchemaStatement } from './schema-snapshot.ts';

/** Every table, view, function, type, schema and extension outside PostgreSQL's own schemas. */
export async function readSchemaStatements(client: pg.Client): Promise<SchemaStatement[]> {
  // With an empty search path every name the catalog functions print is schema-qualified.
  await client.query(`set search_path = ''`);
  const objects = new Map<string, SnapshotObject>();
  const objectFor = (file: string, subject: string, schema: string) => {
    const existing = objects.get(file);
    if (existing) return existing;
    const created = new SnapshotObject(file, subject, schema);
    objects.set(file, created);
    return created;
  };

  await readSchemas(client, objectFor);
  await readExtensions(client, objectFor);
  await readTypes(client, objectFor);
  const relations = await readRelations(client, objectFor);
  await readTableDefinitions(client, relations);
  await readIndexes(client, relations);
  await readPolicies(client, relations);
  await readTriggers(client, relations);
  await readRelationGrants(client, relations);
  await readFunctions(client, objectFor);
  await readBuckets(client, objectFor);

  return [...objects.values()].flatMap((o) =>
    o.statements.map((s) => ({ ...s, file: o.file, subject: o.subject, schema: o.schema })),
  );
}
