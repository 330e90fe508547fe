-- Helpers on a booking request's path that PostgreSQL planned again on every call (issue 31).
-- A query inside a PL/pgSQL function keeps its plan for the connection's life, unless the plan
-- its parameters' values would get is much cheaper than the generic one: then it is planned for
-- each call. Four helpers a public booking request runs (nine times in all) were such queries:
-- an array built from generate_series (its row count depends on the values), the client address
-- read from a join with a set-returning function, and a package's guests per lane as a subquery
-- inside a call. Planning them was about a tenth of the request's time in the database.
--
-- * private.covered_slots and private.vr_covered_sessions build their arrays in a loop of plain
--   expressions.
-- * private.client_ip reads the number of trusted proxies alone, then picks the hop.
-- * private.lanes_needed_for reads a package's guests per lane only for a package.
-- Answers, nulls included, are as they were.

create or replace function private.covered_slots(start_time text, duration_minutes integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  first_minute integer;
  slot_count integer;
  step integer;
  slots text[] := '{}';
begin
  if not private.is_time_of_day(start_time) or duration_minutes is null or duration_minutes <= 0 then
    return null;
  end if;
  first_minute := private.day_minute(start_time);
  step := private.session_minutes();
  slot_count := ceil(duration_minutes::numeric / step)::integer;
  if first_minute + (slot_count - 1) * step >= 1440 then
    return null;
  end if;
  for k in 0 .. slot_count - 1 loop
    slots := array_append(slots, private.time_at_day_minute(first_minute + k * step));
  end loop;
  return slots;
end;
$$;

create or replace function private.vr_covered_sessions(start_time text, sessions integer)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  first_minute integer;
  step integer := private.vr_session_minutes();
  starts text[] := '{}';
begin
  if not private.is_time_of_day(start_time) or sessions is null or sessions < 1 then
    return null;
  end if;
  first_minute := private.day_minute(start_time);
  if first_minute + (sessions - 1) * step >= 1440 then
    return null;
  end if;
  for k in 0 .. sessions - 1 loop
    starts := array_append(starts, private.time_at_day_minute(first_minute + k * step));
  end loop;
  return starts;
end;
$$;

create or replace function private.client_ip(forwarded_for text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  hops constant text[] := string_to_array(coalesce(client_ip.forwarded_for, ''), ',');
  trusted integer;
begin
  select s.trusted_proxies into trusted from private.client_address_settings as s;
  if not found then
    return null;
  end if;
  return nullif(private.trimmed(hops[cardinality(hops) - trusted]), '');
end;
$$;

create or replace function private.lanes_needed_for(type public.booking_type, people integer, package_id uuid)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  guests_per_lane integer;
begin
  if lanes_needed_for.package_id is not null then
    select p.guests_per_lane into guests_per_lane
    from public.birthday_packages as p
    where p.id = lanes_needed_for.package_id;
  end if;
  return private.lanes_needed(lanes_needed_for.type, lanes_needed_for.people, guests_per_lane);
end;
$$;
