// One catalog object's file in the snapshot and the statements the readers gather for it.
import type { SchemaStatement } from '../schema-snapshot.ts';

type Statement = Omit<SchemaStatement, 'file' | 'subject' | 'schema'>;

/** A catalog object's file in the snapshot and the statements gathered for it. */
export class SnapshotObject {
  readonly statements: Statement[] = [];
  constructor(
    readonly file: string,
    readonly subject: string,
    readonly schema: string,
  ) {}
  add(section: number, key: string, sql: string): void {
    this.statements.push({ section, key, sql });
  }
}

/** The object of a file, created with its subject and schema the first time the file is named. */
export type ObjectFor = (file: string, subject: string, schema: string) => SnapshotObject;
