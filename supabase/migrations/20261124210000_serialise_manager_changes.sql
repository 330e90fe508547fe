-- The last-manager rule (private.keep_a_manager, after each statement on public.staff) checks the
-- rows it can see. Two managers demoting or removing each other at the same moment could each
-- still see the other and both pass, leaving no manager. Every change to public.staff now takes
-- one transaction-scoped lock first, so such changes run one after the other and the second one's
-- check sees the first one's result.
create function private.serialise_staff_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('public.staff: managers', 0));
  return null;
end;
$$;

revoke all on function private.serialise_staff_changes() from public, anon, authenticated;

create trigger serialise_staff_changes
  before update or delete on public.staff
  for each statement execute function private.serialise_staff_changes();
