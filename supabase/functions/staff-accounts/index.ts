import type { TablesInsert } from '../../../packages/data/src/database.types.ts';
import { lazy, serveFunction } from '../_shared/serve.ts';
import { identifyStaff } from '../_shared/staff-caller.ts';
import { serviceClient, staffLookups } from '../_shared/supabase.ts';
import { sendEmail } from '../send-booking-email/mail-api.ts';
import { handleStaffAccounts } from './handler.ts';
import type { StaffAccountsDeps } from './handler-types.ts';
import type { PasswordSetEmail } from './password-set-email.ts';

const env = (name: string) => Deno.env.get(name);
const staffColumns = 'id, name, email, role, locale, created_at, created_by, updated_at';

/** Sends through the venue's e-mail API (the booking e-mails' sender); false when not sent. */
async function sendStaffEmail(email: PasswordSetEmail): Promise<boolean> {
  const from = env('MAIL_FROM');
  if (!from) {
    console.error('staff-accounts: MAIL_FROM is not set, so no e-mail was sent.');
    return false;
  }
  const replyTo = env('MAIL_REPLY_TO');
  const { to, subject, html, text } = email;
  const result = await sendEmail(
    { from, to: [to], ...(replyTo ? { reply_to: replyTo } : {}), subject, html, text },
    `staff-password-${crypto.randomUUID()}`,
    { apiUrl: env('MAIL_API_URL') ?? 'https://api.resend.com', apiKey: env('MAIL_API_KEY') ?? '' },
    {
      fetch,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => new Date(),
    },
  );
  if (result.status === 'failed') console.error(`staff-accounts: ${result.error}`);
  return result.status === 'sent';
}

function serviceError(error: { message: string; code?: string | undefined; status?: number }) {
  return {
    ok: false as const,
    error: { message: error.message, code: error.code, status: error.status },
  };
}

/** Built on the first request, so a missing setting fails that request, not the function's boot. */
const deps = lazy((): StaffAccountsDeps => {
  const client = serviceClient(env);
  const lookups = staffLookups(client, env);
  const insertStaff = async (row: TablesInsert<'staff'>) => {
    const { data, error } = await client.from('staff').insert(row).select(staffColumns).single();
    return error ? serviceError(error) : { ok: true as const, value: data };
  };
  return {
    identify: (req) => identifyStaff(req, lookups),
    auth: {
      async createUser({ email, password, name }) {
        const { data, error } = await client.auth.admin.createUser({
          email,
          password,
          email_confirm: true,
          user_metadata: { name },
        });
        if (error || !data.user) return serviceError(error ?? { message: 'No user was created.' });
        return { ok: true, value: { id: data.user.id, email: data.user.email ?? email } };
      },
      async setPassword(id, password) {
        const { error } = await client.auth.admin.updateUserById(id, { password });
        return error ? serviceError(error) : { ok: true, value: null };
      },
      async deleteUser(id) {
        const { error } = await client.auth.admin.deleteUser(id);
        return error ? serviceError(error) : { ok: true, value: null };
      },
      async removeSecondFactors(userId) {
        const listed = await client.auth.admin.mfa.listFactors({ userId });
        if (listed.error) return serviceError(listed.error);
        for (const factor of listed.data.factors) {
          const { error } = await client.auth.admin.mfa.deleteFactor({ id: factor.id, userId });
          if (error) return serviceError(error);
        }
        return { ok: true, value: listed.data.factors.length };
      },
      async endSessions(member) {
        const { error } = await client.rpc('end_staff_sessions', { member });
        return error ? serviceError(error) : { ok: true, value: null };
      },
    },
    staff: {
      async find(id) {
        const { data, error } = await client
          .from('staff')
          .select(staffColumns)
          .eq('id', id)
          .maybeSingle();
        if (error) throw new Error(`Could not read the staff record: ${error.message}`);
        return data;
      },
      insert: insertStaff,
      async update(id, change) {
        const { data, error } = await client
          .from('staff')
          .update(change)
          .eq('id', id)
          .select(staffColumns)
          .single();
        return error ? serviceError(error) : { ok: true, value: data };
      },
      async remove(id) {
        const { error } = await client.from('staff').delete().eq('id', id);
        return error ? serviceError(error) : { ok: true, value: null };
      },
      restore: ({ id, name, email, role, locale, created_by }) =>
        insertStaff({ id, name, email, role, locale, created_by }),
    },
    sendEmail: sendStaffEmail,
    log: (message) => console.error(message),
  };
});

Deno.serve(serveFunction('staff-accounts', (request) => handleStaffAccounts(request, deps())));
