-- Local demo data, loaded by `npm start` / `npm run db:reset` (and by `supabase db reset`).
-- Never run against production: these accounts have published passwords.
--
-- Demo staff accounts (auth users, stored exactly as GoTrue stores them: bcrypt hashes).
--   manager    jana@example.com       / jana-demo-123
--   reception  reception@example.com  / reception-demo-123

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
values
  (
    '00000000-0000-0000-0000-000000000000', '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01',
    'authenticated', 'authenticated', 'jana@example.com',
    extensions.crypt('jana-demo-123', extensions.gen_salt('bf', 10)), now(),
    '{"provider": "email", "providers": ["email"]}', '{"name": "Jana"}', now(), now(),
    '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02',
    'authenticated', 'authenticated', 'reception@example.com',
    extensions.crypt('reception-demo-123', extensions.gen_salt('bf', 10)), now(),
    '{"provider": "email", "providers": ["email"]}', '{"name": "Reception"}', now(), now(),
    '', '', '', ''
  )
on conflict (id) do nothing;

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), u.id, u.id::text, 'email',
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       now(), now(), now()
from auth.users u
where u.email in ('jana@example.com', 'reception@example.com')
on conflict (provider_id, provider) do nothing;
