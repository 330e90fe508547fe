// The last-manager rule under concurrency: changes to staff rows run one after the other, so two
// managers demoting each other at the same moment cannot both pass the rule's check.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoStaff, service, stack } from './support.ts';

const clients: pg.Client[] = [];

async function connection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  clients.push(client);
  return client;
}

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => {});
});

async function secondManager(): Promise<string> {
  const email = `manager-${randomUUID()}@example.com`;
  const { data, error } = await service().auth.admin.createUser({
    email,
    password: 'manager-password-1',
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`Could not create a manager: ${error?.message}`);
  const inserted = await service()
    .from('staff')
    .insert({ id: data.user.id, name: 'Second Manager', email, role: 'jana' });
  if (inserted.error) throw new Error(inserted.error.message);
  return data.user.id;
}

/** Whether the backend with this pid is waiting for a lock. */
async function isWaitingForLock(observer: pg.Client, pid: number): Promise<boolean> {
  const { rows } = await observer.query<{ wait_event_type: string | null }>(
    'select wait_event_type from pg_stat_activity where pid = $1',
    [pid],
  );
  return rows[0]?.wait_event_type === 'Lock';
}

describe('the last manager under concurrent changes', () => {
  it("a second manager's demotion waits until the first change to staff has finished", async () => {
    const other = await secondManager();
    const [first, second, observer] = [await connection(), await connection(), await connection()];
    const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .rows[0]?.pid as number;
    try {
      await first.query('begin');
      await first.query("update public.staff set role = 'reception' where id = $1", [
        demoStaff.jana.id,
      ]);
      await second.query('begin');
      const demotion = second.query("update public.staff set role = 'reception' where id = $1", [
        other,
      ]);
      let waited = false;
      for (let i = 0; i < 50 && !waited; i++) {
        waited = await isWaitingForLock(observer, secondPid);
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(waited).toBe(true);
      // The first change is abandoned: the second goes ahead and sees the demo manager still there.
      await first.query('rollback');
      await demotion;
      await second.query('commit');
    } finally {
      await first.query('rollback').catch(() => {});
      await second.query('rollback').catch(() => {});
    }
    const { data } = await service()
      .from('staff')
      .select('role')
      .eq('id', demoStaff.jana.id)
      .single();
    expect(data?.role).toBe('jana');
    await service().auth.admin.deleteUser(other);
  });
});
