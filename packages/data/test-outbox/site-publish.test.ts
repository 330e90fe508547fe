// The site's publish against the outbox suite's stack: the real triggers, publish-site (Deno) and
// the stack's site preview as the deploy hook (recording calls; it builds only in the stack's own
// suite). The tests move the database's clock to let changes go quiet and call the function as
// the minute's job does; nothing else in this stack calls it.
import { moveDbClock } from '@venue/test-kit/db-clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFaqs } from '../src/faqs/list-faqs.ts';
import { updateFaq } from '../src/faqs/update-faq.ts';
import { getSitePublishStatus } from '../src/site-publish/get-site-publish-status.ts';
import { publishSite } from '../src/site-publish/publish-site.ts';
import {
  type Client,
  closeSql,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  stack,
  visitor,
} from '../test/support.ts';

afterAll(closeSql);

type HookCall = { id: number; state: string };

/** The deploy hook's calls the site preview received, newest first. */
async function hookCalls(): Promise<HookCall[]> {
  const response = await fetch(`${stack.sitePreviewUrl}/_preview/builds`);
  return (await response.json()) as HookCall[];
}

/** publish-site as the minute's job calls it: with the project's secret key. */
async function minuteJob() {
  const response = await fetch(`${stack.apiUrl}/functions/v1/publish-site`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.secretKey}`, apikey: stack.secretKey },
  });
  return { status: response.status, body: await response.json() };
}

async function publishRows() {
  return sql<{ cause: string; state: string; reason: string | null; http_status: number | null }>(
    'select cause, state, reason, http_status from public.site_publishes order by id',
  );
}

let jana: Client;
let reception: Client;
let faqId: string;

/** Saves the FAQ entry's English answer as the manager does. */
async function editAnswer(text: string) {
  await updateFaq(jana, faqId, {
    question: { en: 'Do you take birthday parties?' },
    answer: { en: text },
  });
}

beforeAll(async () => {
  jana = await signInAsJana();
  reception = await signInAsReception();
  const faq = (await listFaqs(jana))[0];
  if (!faq) throw new Error('The seed has no FAQ entry');
  faqId = faq.id;
});

beforeEach(async () => {
  await fetch(`${stack.sitePreviewUrl}/_preview/faults`, { method: 'DELETE' });
  // What other files of the suite changed (schedules, closures) counts as published.
  await sql(
    'update public.site_publish_state set changed_at = null, first_changed_at = null where id',
  );
  await sql('delete from public.site_publishes');
});

describe('publishing the site after content changes', () => {
  it('makes one deploy-hook call for ten edits, once they have been quiet for two minutes', async () => {
    const before = (await hookCalls()).length;
    for (let edit = 1; edit <= 10; edit += 1) {
      await editAnswer(`Yes, book a party package (edit ${edit}).`);
      await moveDbClock(stack, 5);
      // The minute's job comes by during the edits: nothing is due while they go on.
      expect((await minuteJob()).body).toEqual({ publish: null });
    }
    await moveDbClock(stack, 60);
    expect((await minuteJob()).body).toEqual({ publish: null });
    expect(await hookCalls()).toHaveLength(before);

    await moveDbClock(stack, 70);
    const due = await minuteJob();
    expect(due.status).toBe(200);
    expect(due.body.publish).toMatchObject({ cause: 'content', state: 'succeeded', reason: null });
    // The next minutes find nothing left: ten edits made one build.
    await moveDbClock(stack, 180);
    expect((await minuteJob()).body).toEqual({ publish: null });
    const calls = await hookCalls();
    expect(calls).toHaveLength(before + 1);
    expect(calls[0]?.state).toBe('recorded');
    expect(await publishRows()).toEqual([
      { cause: 'content', state: 'succeeded', reason: null, http_status: 200 },
    ]);
    const status = await getSitePublishStatus(jana);
    expect(status).toMatchObject({
      last: { cause: 'content', state: 'succeeded' },
      changesWaitingSince: null,
    });
  });

  it('publishes a manager who keeps editing after fifteen minutes, not before', async () => {
    const before = (await hookCalls()).length;
    // An edit every 100 s: never two quiet minutes, the first edit 15 minutes old at the tenth.
    for (let edit = 1; edit <= 10; edit += 1) {
      await editAnswer(`Parties on weekdays too (${edit}).`);
      const answer = await minuteJob();
      if (edit < 10) expect(answer.body).toEqual({ publish: null });
      else expect(answer.body.publish).toMatchObject({ cause: 'content', state: 'succeeded' });
      await moveDbClock(stack, 100);
    }
    expect(await hookCalls()).toHaveLength(before + 1);
  });

  it('records a host that refuses the hook as failed with its status, and shows it to the manager', async () => {
    await fetch(`${stack.sitePreviewUrl}/_preview/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ responses: [{ status: 503, message: 'Builds are paused' }] }),
    });
    await editAnswer('Yes: ask at the desk.');
    await moveDbClock(stack, 150);
    const failed = await minuteJob();
    expect(failed.body.publish).toMatchObject({
      state: 'failed',
      reason: 'refused',
      http_status: 503,
    });
    const [row] = await sql<{ error: string }>('select error from public.site_publishes');
    expect(row?.error).toContain('Builds are paused');
    expect(await getSitePublishStatus(jana)).toMatchObject({
      last: { state: 'failed', reason: 'refused', httpStatus: 503 },
      changesWaitingSince: null,
    });
    // The failure is not retried by itself; the manager's "Publish site" is the way again.
    await moveDbClock(stack, 150);
    expect((await minuteJob()).body).toEqual({ publish: null });
    expect(await publishSite(jana)).toMatchObject({ cause: 'manager', state: 'succeeded' });
  });

  it('holds changes back while a publish calls the hook, and counts a call that never ended as failed after two minutes', async () => {
    await editAnswer('Yes, on any day.');
    await moveDbClock(stack, 110);
    // A publish that started, and whose function then died before it recorded the end.
    await sql("insert into public.site_publishes (cause) values ('manager')");
    await moveDbClock(stack, 20);
    // The changes are quiet, but a publish is under way: neither the minute nor the manager adds one.
    expect((await minuteJob()).body).toEqual({ publish: null });
    expect(await publishSite(jana)).toBeNull();
    await moveDbClock(stack, 110);
    const due = await minuteJob();
    expect(due.body.publish).toMatchObject({ cause: 'content', state: 'succeeded' });
    expect(await publishRows()).toEqual([
      { cause: 'manager', state: 'failed', reason: 'unreachable', http_status: null },
      { cause: 'content', state: 'succeeded', reason: null, http_status: 200 },
    ]);
  });
});

describe('who may publish and read the publishing', () => {
  it('lets the manager publish at once, with no change waiting', async () => {
    const before = (await hookCalls()).length;
    const published = await publishSite(jana);
    expect(published).toMatchObject({ cause: 'manager', state: 'succeeded', reason: null });
    expect(await hookCalls()).toHaveLength(before + 1);
    const [row] = await sql<{ requested_by: string }>(
      'select requested_by from public.site_publishes',
    );
    const {
      data: { user },
    } = await jana.auth.getUser();
    expect(row?.requested_by).toBe(user?.id);
  });

  it('refuses reception, a signed-in stranger and visitors, calling no hook and writing nothing', async () => {
    const before = (await hookCalls()).length;
    const { client: outsider } = await signInAsOutsider();
    await expect(publishSite(outsider)).rejects.toMatchObject({
      code: '403',
      refusal: { code: 'access.staff_only' },
    });
    expect((await outsider.rpc('request_site_publish')).error).toMatchObject({ code: '42501' });
    await expect(publishSite(reception)).rejects.toMatchObject({
      code: '403',
      refusal: { code: 'access.manager_only' },
    });
    await expect(publishSite(visitor())).rejects.toMatchObject({
      code: '401',
      refusal: { code: 'access.signed_out' },
    });
    const direct = await reception.rpc('request_site_publish');
    expect(direct.error).toMatchObject({ code: '42501' });
    expect(JSON.parse(direct.error?.hint ?? '{}')).toMatchObject({ code: 'access.manager_only' });
    expect((await visitor().rpc('request_site_publish')).error).toMatchObject({ code: '42501' });
    expect(await hookCalls()).toHaveLength(before);
    expect(await publishRows()).toEqual([]);
  });

  it('keeps the claim and the record to the function: the manager cannot call them or write rows', async () => {
    expect((await jana.rpc('claim_site_publish')).error).toMatchObject({ code: '42501' });
    const record = await jana.rpc('record_site_publish', { publish_id: 1, succeeded: true });
    expect(record.error).toMatchObject({ code: '42501' });
    const insert = await jana.from('site_publishes').insert({ cause: 'manager' });
    expect(insert.error).toMatchObject({ code: '42501' });
    const clear = await jana
      .from('site_publish_state')
      .update({ changed_at: null, first_changed_at: null })
      .eq('id', true)
      .select();
    expect(clear.error).toMatchObject({ code: '42501' });
    expect(await publishRows()).toEqual([]);
  });

  it('shows the publishing to the manager only', async () => {
    await publishSite(jana);
    await editAnswer('Yes, from four guests.');
    const status = await getSitePublishStatus(jana);
    expect(status?.last).toMatchObject({ cause: 'manager', state: 'succeeded' });
    expect(status?.changesWaitingSince).not.toBeNull();
    expect(await getSitePublishStatus(reception)).toBeNull();
    expect(await getSitePublishStatus((await signInAsOutsider()).client)).toBeNull();
    expect((await reception.from('site_publishes').select('id')).data).toEqual([]);
    const anonymous = visitor();
    expect((await anonymous.from('site_publishes').select('id')).error).toMatchObject({
      code: '42501',
    });
    expect((await anonymous.from('site_publish_state').select('changed_at')).error).toMatchObject({
      code: '42501',
    });
  });
});
