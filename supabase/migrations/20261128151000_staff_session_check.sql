-- Staff access ends with the session. A staff member's access token stays valid for up to an hour
-- after it was issued; a password set by the manager, a deleted account or a signed-out session
-- ends the session in Auth (its row in auth.sessions goes), and from then on the token reads and
-- changes nothing: the staff check also requires the token's session to exist and not be past
-- its end. A demotion takes effect on the next request, as the role is read from the staff record.
create or replace function private.staff_role()
returns public.staff_role
language sql
stable
security definer
set search_path = ''
as $$
  select s.role
  from public.staff as s
  join auth.sessions as a
    on a.id = nullif((select auth.jwt()) ->> 'session_id', '')::uuid and a.user_id = s.id
  where s.id = (select auth.uid())
    and (a.not_after is null or a.not_after > now())
$$;
comment on function private.staff_role() is
  'The signed-in user''s staff role while their session lasts, or null for visitors, non-staff and ended sessions.';
