-- Staff sign in with a second factor (docs/decisions/022-staff-second-factor.md).
--
-- A staff member who has a verified TOTP factor, or every member once the manager requires one,
-- is staff only with an aal2 token: private.staff_role(), which every staff policy and function
-- reads, answers null for their aal1 token, so it reads no customer data and changes nothing.
-- my_staff_access() tells the back-office, at aal1 too, what the member still has to do.

create table private.staff_security (
  id boolean primary key default true constraint staff_security_one_row check (id),
  second_factor_required boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table private.staff_security is
  'The venue''s one row of staff sign-in settings: whether every staff member must sign in with a second factor.';
alter table private.staff_security enable row level security;
insert into private.staff_security (id) values (true);

create index staff_security_updated_by_idx on private.staff_security (updated_by);

create function private.is_second_factor_required() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select s.second_factor_required from private.staff_security as s), false)
$$;
comment on function private.is_second_factor_required() is
  'Whether the manager requires a second factor of every staff member.';

create function private.has_second_factor(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select from auth.mfa_factors as f where f.user_id = member and f.status = 'verified'
  )
$$;
comment on function private.has_second_factor(uuid) is
  'Whether the user has a verified second factor (a TOTP app) in Auth.';

create or replace function private.staff_role() returns public.staff_role
language sql stable security definer set search_path = '' as $$
  select s.role
  from public.staff as s
  join auth.sessions as a
    on a.id = nullif((select auth.jwt()) ->> 'session_id', '')::uuid and a.user_id = s.id
  where s.id = (select auth.uid())
    and (a.not_after is null or a.not_after > now())
    and (
      (select auth.jwt()) ->> 'aal' = 'aal2'
      or not (private.is_second_factor_required() or private.has_second_factor(s.id))
    )
$$;
comment on function private.staff_role() is
  'The signed-in user''s staff role while their session lasts, with an aal2 token when they have a second factor or the venue requires one; null for visitors, non-staff, ended sessions and a password alone where a code is due.';

create function public.my_staff_access()
returns table (
  id uuid,
  name text,
  email text,
  role public.staff_role,
  locale text,
  has_second_factor boolean,
  second_factor_required boolean,
  access text
)
language sql stable security definer set search_path = '' as $$
  select s.id, s.name, s.email, s.role, s.locale,
    private.has_second_factor(s.id),
    private.is_second_factor_required(),
    case
      when (select auth.jwt()) ->> 'aal' = 'aal2' then 'full'
      when private.has_second_factor(s.id) then 'needs_code'
      when private.is_second_factor_required() then 'needs_enrolment'
      else 'full'
    end
  from public.staff as s
  join auth.sessions as a
    on a.id = nullif((select auth.jwt()) ->> 'session_id', '')::uuid and a.user_id = s.id
  where s.id = (select auth.uid())
    and (a.not_after is null or a.not_after > now())
$$;
comment on function public.my_staff_access() is
  'The signed-in staff member''s own row and what their session may do: full, needs_code (a verified factor, a password-only session) or needs_enrolment (the venue requires a factor they have not set up). No row for anyone else.';
revoke execute on function public.my_staff_access() from public, anon;
grant execute on function public.my_staff_access() to authenticated, service_role;

create function public.set_second_factor_required(required boolean) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can change how staff sign in.' using errcode = '42501';
  end if;
  if required is null then
    raise exception 'Choose whether a second factor is required.' using errcode = 'VN010', detail = 'required';
  end if;
  if required and not private.has_second_factor((select auth.uid())) then
    raise exception 'Set up your own two-step sign-in before requiring it of all staff.'
      using errcode = 'VN031';
  end if;
  update private.staff_security
  set second_factor_required = required, updated_at = now(), updated_by = (select auth.uid())
  where id;
  return required;
end;
$$;
comment on function public.set_second_factor_required(boolean) is
  'The manager only: requires (or stops requiring) a second factor of every staff member; turning it on needs the manager''s own factor first (VN031).';
revoke execute on function public.set_second_factor_required(boolean) from public, anon;
grant execute on function public.set_second_factor_required(boolean) to authenticated, service_role;

create function public.staff_second_factors() returns table (id uuid, has_second_factor boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can see how staff sign in.' using errcode = '42501';
  end if;
  return query select s.id, private.has_second_factor(s.id) from public.staff as s;
end;
$$;
comment on function public.staff_second_factors() is
  'The manager only: which staff members have a verified second factor.';
revoke execute on function public.staff_second_factors() from public, anon;
grant execute on function public.staff_second_factors() to authenticated, service_role;

create function public.end_staff_sessions(member uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  ended integer;
begin
  delete from auth.sessions as a where a.user_id = member;
  get diagnostics ended = row_count;
  return ended;
end;
$$;
comment on function public.end_staff_sessions(uuid) is
  'The service role only (staff-accounts): signs a member out everywhere, as when the manager removes their second factor.';
revoke execute on function public.end_staff_sessions(uuid) from public, anon, authenticated;
grant execute on function public.end_staff_sessions(uuid) to service_role;
