// What the staff-accounts handler needs (its dependencies, real in index.ts, faked in tests):
// Auth's admin calls, the staff rows and the venue's e-mail API, and what each of them answers.

import type { Tables } from '../../../packages/data/src/database.types.ts';
import type { StaffRole } from '../../../packages/domain/src/staff-roles.ts';
import type { StaffCheck } from '../_shared/staff-caller.ts';
import type { PasswordSetEmail } from './password-set-email.ts';

/** A staff row as the function answers with it: the generated type of `staff`. */
export type StaffRow = Tables<'staff'>;

/** An error from Auth or the database: GoTrue's `code` (`email_exists`, ...) or Postgres's. */
export type ServiceError = {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
};

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

export type StaffAccountsDeps = {
  identify: (request: Request) => Promise<StaffCheck>;
  auth: {
    /** Creates a user with a confirmed e-mail. */
    createUser: (user: {
      email: string;
      password: string;
      name: string;
    }) => Promise<Outcome<{ id: string; email: string }>>;
    /** Sets a user's password (GoTrue ends the user's sessions). */
    setPassword: (id: string, password: string) => Promise<Outcome<null>>;
    /** Deletes a user (a staff row left would go with it: the foreign key cascades). */
    deleteUser: (id: string) => Promise<Outcome<null>>;
    /** Deletes every second factor of a user; how many there were. */
    removeSecondFactors: (id: string) => Promise<Outcome<number>>;
    /** Ends every session of a user (their tokens then read and change nothing). */
    endSessions: (id: string) => Promise<Outcome<null>>;
  };
  staff: {
    find: (id: string) => Promise<StaffRow | null>;
    insert: (row: {
      id: string;
      name: string;
      email: string;
      role: StaffRole;
      created_by: string;
    }) => Promise<Outcome<StaffRow>>;
    update: (id: string, change: { name: string; role: StaffRole }) => Promise<Outcome<StaffRow>>;
    /** Deletes the staff row (the service role's table DELETE; the last-manager rule holds). */
    remove: (id: string) => Promise<Outcome<null>>;
    /** Puts a removed staff row back as it was. */
    restore: (row: StaffRow) => Promise<Outcome<StaffRow>>;
  };
  /** Sends an e-mail through the venue's e-mail API; false when it was not sent (and logged). */
  sendEmail: (email: PasswordSetEmail) => Promise<boolean>;
  log: (message: string) => void;
};
