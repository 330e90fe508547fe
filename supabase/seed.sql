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

-- Their staff records: the roles the back-office reads.
insert into public.staff (id, name, email, role, created_at, created_by, updated_at)
values
  ('0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', 'Jana Haddad', 'jana@example.com', 'jana', now() - interval '120 days', null, now() - interval '120 days'),
  ('5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', 'Rami Nasser', 'reception@example.com', 'reception', now() - interval '90 days', '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', now() - interval '30 days')
on conflict (id) do nothing;

-- Content. Each block fills its table only while the table is empty, so running the seed again
-- (or after the manager has edited content) changes nothing. Menu items, offers and FAQs are
-- placed in the order listed here (their `position`). Image URLs point at the Storage
-- buckets of the API the seed runs against (the files are in supabase/seed/storage/).
insert into public.menu_items (name, image, created_at, position, price, category, own_category, description)
select jsonb_build_object('en', item.name, 'ar', item.name_ar),
       case when item.file is null then item.label
            else coalesce(nullif(current_setting('venue.api_url', true), ''), 'http://127.0.0.1:54321')
                 || '/storage/v1/object/public/menu-images/' || item.file end,
       now() - make_interval(days => item.age_days),
       item.position,
       item.price,
       case when item.own_category is null then item.category end,
       case when item.own_category is not null
            then jsonb_build_object('en', item.category, 'ar', item.own_category) end,
       case when item.description is not null
            then jsonb_build_object('en', item.description, 'ar', item.description_ar) end
from (
  values
    (1, 'Espresso', 'إسبريسو', 'espresso.jpg', null, 40, 8.00, 'drinks', null,
        'A short, strong single shot.', 'جرعة واحدة قصيرة ومركّزة.'),
    (2, 'Cappuccino', 'كابتشينو', 'cappuccino.jpg', null, 39, 12.00, 'drinks', null,
        'Espresso with steamed milk and foam.', 'إسبريسو مع حليب مسخّن بالبخار ورغوة.'),
    (3, 'Club Sandwich', 'كلوب ساندويتش', 'club-sandwich.jpg', null, 38, 28.00, 'food', null,
        'Chicken, egg, tomato and lettuce on toast.', 'دجاج وبيض وبندورة وخس على خبز محمّص.'),
    (4, 'Loaded Fries', 'بطاطا مقلية محمّلة', 'loaded-fries.jpg', null, 37, 22.00, 'food', null,
        'With cheese sauce and spring onion.', 'مع صلصة الجبنة والبصل الأخضر.'),
    (5, 'Chocolate Brownie', 'براونيز بالشوكولاتة', 'chocolate-brownie.jpg', null, 36, 15.50, 'sweets', null,
        'Warm, with a scoop of vanilla ice cream.', 'يُقدَّم دافئًا مع كرة من بوظة الفانيلا.'),
    (6, 'Fresh Lemonade', 'ليمونادة طازجة', null, 'Lemon & mint', 35, 14.00, 'drinks', null, null, null),
    (7, 'Nachos Platter', 'طبق ناتشوز', null, 'Cheese & jalapeño', 34, 26.00, 'Sharing plates', 'أطباق للمشاركة',
        'For two to four players.', 'يكفي لاثنين إلى أربعة لاعبين.'),
    (8, 'Iced Latte', 'لاتيه مثلّج', null, 'Double shot', 33, 16.00, 'drinks', null, null, null),
    (9, 'Chicken Wrap', 'راب دجاج', null, 'Grilled & fresh', 32, 24.00, 'food', null, null, null),
    (10, 'Popcorn Bucket', 'سطل فشار', null, 'Salted or caramel', 31, 10.00, 'Sharing plates', 'أطباق للمشاركة', null, null)
) as item (position, name, name_ar, file, label, age_days, price, category, own_category, description, description_ar)
where not exists (select 1 from public.menu_items);

insert into public.offers (spend, get, position)
select o.spend, o.get, o.position
from (values (1, 100, 10), (2, 250, 30), (3, 500, 75), (4, 1000, 180)) as o (position, spend, get)
where not exists (select 1 from public.offers);

-- The three packages of the birthday page (same values as packages/domain/pricing), in English and
-- Arabic. Their names are brand names, in Latin script in both languages (as the Arabic catalogue
-- writes them: "باقات Spark وBlaze وInferno").
-- Guests per lane: a party takes turns between bowling and VR, so more guests share a lane than
-- in a regular group (6): Spark's party of up to 10 plays on one lane, Blaze's 11 to 25 guests on 2
-- to 4 (8 a lane: its 1.5 hours are mostly bowling), Inferno's 26 to 40 on 3 or 4 (10 a lane: two
-- VR sessions each). Their VR sessions (the items' "1 VR session", "2 VR sessions") are data too:
-- approving a party books its VR stations after the bowling (docs/decisions/034).
insert into public.birthday_packages (title, price, items, min_people, max_people, duration, guests_per_lane, vr_sessions)
select jsonb_build_object('en', p.title, 'ar', p.title), p.price,
       jsonb_build_object('en', to_jsonb(p.items), 'ar', to_jsonb(p.items_ar)),
       p.min_people, p.max_people, p.duration, p.guests_per_lane, p.vr_sessions
from (
  values
    ('Spark', 80, array['1 VR session', '1 hour bowling', 'Reserved seating'],
        array['جلسة واقع افتراضي واحدة', 'ساعة من البولينغ', 'مقاعد محجوزة للحفلة'], 1, 10, 60, 10, 1),
    ('Blaze', 70, array['1 VR session', '1.5 hours bowling'],
        array['جلسة واقع افتراضي واحدة', 'ساعة ونصف من البولينغ'], 11, 25, 90, 8, 1),
    ('Inferno', 60, array['2 VR sessions', '1.5 hours bowling'],
        array['جلستا واقع افتراضي', 'ساعة ونصف من البولينغ'], 26, 40, 90, 10, 2)
) as p (title, price, items, items_ar, min_people, max_people, duration, guests_per_lane, vr_sessions)
where not exists (select 1 from public.birthday_packages);

insert into public.faqs (question, answer, created_at, position)
select jsonb_build_object('en', f.question, 'ar', f.question_ar),
  jsonb_build_object('en', f.answer, 'ar', f.answer_ar),
  now() - make_interval(days => 60 - f.position), f.position
from (
  values
    (1, 'Do I need to book a lane in advance?', 'Walk-ins are welcome when a lane is free, but evenings and weekends fill up fast. Book online and our team confirms on WhatsApp within hours.',
        'هل يجب حجز مسار مسبقًا؟', 'نرحّب بمن يأتي دون حجز إذا كان هناك مسار متاح، لكن المسارات تُحجز بسرعة في المساء وفي عطلة نهاية الأسبوع. احجزوا عبر الموقع وسيؤكد فريقنا حجزكم على واتساب خلال ساعات.'),
    (2, 'How long is one bowling session?', 'A session is 45 minutes on one lane. Bookings start every 45 minutes from 15:00, and the last session starts at 22:30.',
        'كم تستغرق جلسة البولينغ؟', 'مدة الجلسة 45 دقيقة على مسار واحد. تبدأ الحجوزات كل 45 دقيقة من الساعة 15:00، وتبدأ آخر جلسة الساعة 22:30.'),
    (3, 'How many people can play on one lane?', 'Up to 6 people play on one lane. A booking takes up to 12 people, for up to 3 rounds: 7 to 12 people get two lanes side by side. Bigger groups can book a birthday package, which takes several lanes.',
        'كم شخصًا يمكنه اللعب على مسار واحد؟', 'يلعب حتى 6 أشخاص على المسار الواحد. يتّسع الحجز الواحد لـ 12 شخصًا ولثلاث جولات كحد أقصى: من 7 إلى 12 شخصًا يحصلون على مسارين متجاورين. يمكن للمجموعات الأكبر حجز باقة عيد ميلاد، وهي تأخذ عدة مسارات.'),
    (4, 'Is there a minimum age for VR?', 'VR is for guests aged 8 and up. Children under 13 play with an adult present in the VR zone.',
        'هل هناك حد أدنى للعمر في الواقع الافتراضي؟', 'الواقع الافتراضي متاح للضيوف من عمر 8 سنوات فما فوق. يلعب الأطفال دون 13 عامًا بحضور شخص بالغ في منطقة الواقع الافتراضي.'),
    (5, 'Can I cancel or move my booking?', 'Yes. Cancel online with the link in your confirmation or e-mail, up to 2 hours before your time; to move it, call us on the number in the footer. Birthday deposits are refundable up to 48 hours before the party.',
        'هل يمكنني إلغاء حجزي أو تغيير موعده؟', 'نعم. يمكنكم الإلغاء عبر الموقع بالرابط الموجود في رسالة التأكيد أو البريد الإلكتروني، حتى ساعتين قبل موعدكم؛ ولتغيير الموعد اتصلوا بنا على الرقم المذكور أسفل الصفحة. عربون حفلات أعياد الميلاد قابل للاسترداد حتى 48 ساعة قبل الحفلة.'),
    (6, 'Do you rent bowling shoes?', 'Shoes are included with every booking, in sizes for kids and adults. Socks are required.',
        'هل تؤجّرون أحذية البولينغ؟', 'أحذية البولينغ مشمولة في كل حجز، بمقاسات للأطفال والكبار. ارتداء الجوارب ضروري.'),
    (7, 'Is the venue accessible?', 'Yes: step-free entrance, an accessible restroom and bowling ramps for guests who need them.',
        'هل المكان مهيأ لذوي الإعاقة؟', 'نعم: مدخل بلا درجات، ودورة مياه مهيأة، ومنحدرات بولينغ للضيوف الذين يحتاجونها.')
) as f (position, question, answer, question_ar, answer_ar)
where not exists (select 1 from public.faqs);

-- Feedback, with the votes behind each like and dislike count.
with seeded as (
  insert into public.feedback (name, rating, comment, created_at, likes, dislikes)
  select f.name, f.rating, f.comment, now() - make_interval(days => f.age_days), f.likes, f.dislikes
  from (
    values
      ('Lina K.', 5, 'Best birthday party my son ever had. The staff ran the lanes and the VR like clockwork.', 2, 7, 0),
      ('Omar S.', 4, 'Great lanes and friendly team. The cafe fries are dangerous.', 5, 4, 1),
      ('Maya R.', 5, 'VR arena was wild. We booked again before we even left.', 9, 5, 0),
      ('Yousef A.', 3, 'Fun night, but we waited a bit for our lane on Friday.', 14, 1, 2),
      ('Dana M.', 5, 'Clean, bright and the glow bowling night is a must.', 21, 3, 0),
      ('Karim H.', 4, 'Good coffee, good music, good vibes. Would love more VR games.', 30, 2, 1),
      ('Sara T.', 5, 'Booked on the website, got a WhatsApp message within the hour. Smooth.', 45, 6, 0)
  ) as f (name, rating, comment, age_days, likes, dislikes)
  where not exists (select 1 from public.feedback)
  returning id, likes, dislikes
)
insert into public.feedback_votes (feedback_id, voter_id, vote)
select s.id, gen_random_uuid(), 'like'::public.feedback_vote from seeded as s cross join lateral generate_series(1, s.likes)
union all
select s.id, gen_random_uuid(), 'dislike'::public.feedback_vote from seeded as s cross join lateral generate_series(1, s.dislikes);

insert into public.zone_media (zone, kind, url, storage_path, name, created_at)
select m.zone::public.zone, m.kind::public.media_kind,
       coalesce(nullif(current_setting('venue.api_url', true), ''), 'http://127.0.0.1:54321')
         || '/storage/v1/object/public/zone-media/' || m.path,
       m.path, jsonb_build_object('en', m.name, 'ar', m.name_ar), now() - make_interval(days => m.age_days)
from (
  values
    ('bowling', 'main', 'bowling/main.jpg', 'Bowling lanes', 'مسارات البولينغ', 50),
    ('bowling', 'image', 'bowling/lanes.jpg', 'Six lanes', 'ستة مسارات', 49),
    ('bowling', 'image', 'bowling/glow-night.jpg', 'Glow night', 'ليلة الأضواء المتوهّجة', 48),
    ('vr', 'main', 'vr/main.jpg', 'VR zone', 'منطقة الواقع الافتراضي', 50),
    ('vr', 'image', 'vr/arena.jpg', 'VR arena', 'ساحة الواقع الافتراضي', 49),
    ('vr', 'image', 'vr/headsets.jpg', 'Headsets', 'نظارات الواقع الافتراضي', 48),
    ('cafe', 'main', 'cafe/main.jpg', 'Cafe', 'المقهى', 50),
    ('cafe', 'image', 'cafe/counter.jpg', 'Coffee counter', 'ركن القهوة', 49),
    ('cafe', 'image', 'cafe/lounge.jpg', 'Lounge', 'صالة الجلوس', 48)
) as m (zone, kind, path, name, name_ar, age_days)
where not exists (select 1 from public.zone_media);

-- Bookings in every status around today (in the venue's zone): pending requests to work through,
-- approved ones (one slot in three days is full: all 6 lanes, two groups of 10 and 12 on two lanes
-- each), rejected ones, and a few past ones.
-- Inserted as they would stand after review; the trigger on bookings fills slot_loads.
insert into public.bookings (
  name, phone, email, people, rounds, date, time, type, bundle_id, bundle_name, bundle_price, duration,
  status, created_at, approved_at, approved_by, rejected_at, rejected_by, rejection_reason,
  contact_attempts, last_contact_attempt
)
select b.name, b.phone, b.email, coalesce(b.people, p.max_people), b.rounds,
       (now() at time zone 'Asia/Hebron')::date + b.day_offset, b.time, b.type::public.booking_type,
       p.id, p.title ->> 'en', p.price, coalesce(p.duration, 45),
       b.status::public.booking_status,
       now() - make_interval(hours => b.age_hours),
       case when b.status = 'approved' then now() - make_interval(hours => b.age_hours) + interval '2 hours' end,
       case when b.status = 'approved' then b.reviewer end,
       case when b.status = 'rejected' then now() - make_interval(hours => b.age_hours) + interval '3 hours' end,
       case when b.status = 'rejected' then b.reviewer end,
       b.reason,
       b.attempts,
       case when b.attempts > 0 then now() - make_interval(hours => b.age_hours) + interval '1 hour' end
from (
  values
    -- name, phone, email, people, rounds, day offset, time, type, package, status, age (hours), reviewer, reason, attempts
    ('Ahmad Khalil', '+970599123456', 'ahmad.khalil@example.com', 4, 2, 1, '18:00', 'regular', null, 'pending', 5, null::uuid, null, 0),
    ('Noor Saleh', '+970568765432', 'noor.saleh@example.com', 6, 3, 2, '19:30', 'regular', null, 'pending', 20, null, null, 1),
    ('Tariq Odeh', '+972541234567', null, 2, 1, 3, '19:30', 'regular', null, 'pending', 3, null, null, 2),
    ('Rana Abu Eid', '+970597001122', 'rana.ae@example.com', 8, 1, 6, '16:30', 'birthday', 'Spark', 'pending', 30, null, null, 0),
    ('Hadi Mansour', '+4915112345678', 'hadi.mansour@example.com', 8, 2, 9, '20:15', 'regular', null, 'pending', 2, null, null, 0),
    ('Leen Barghouti', '+970592223344', 'leen.b@example.com', 3, 1, 13, '17:15', 'regular', null, 'pending', 1, null, null, 0),
    ('Salma Issa', '+970593334455', 'salma.issa@example.com', 5, 2, 3, '19:30', 'regular', null, 'approved', 48, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 1),
    ('Fadi Qasem', '+970594445566', 'fadi.q@example.com', 4, 3, 3, '19:30', 'regular', null, 'approved', 47, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 0),
    ('Mira Haddad', '+970595556677', 'mira.h@example.com', 2, 1, 3, '18:45', 'regular', null, 'approved', 46, '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', null, 0),
    ('Jad Awad', '+970596667788', null, 10, 2, 3, '19:30', 'regular', null, 'approved', 45, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 1),
    ('Yara Nassar', '+970597778899', 'yara.n@example.com', 7, 1, 3, '20:15', 'regular', null, 'approved', 44, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 0),
    ('Samir Daher', '+970598889900', 'samir.d@example.com', 12, 3, 3, '19:30', 'regular', null, 'approved', 43, '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', null, 0),
    ('Huda Jaber', '+970591112233', 'huda.j@example.com', 18, 1, 5, '18:00', 'birthday', 'Blaze', 'approved', 72, '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', null, 2),
    ('Basel Hamdan', '+970599887766', 'basel.h@example.com', 6, 2, 1, '21:00', 'regular', null, 'approved', 26, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 0),
    ('Ruba Khoury', '+970598776655', 'ruba.k@example.com', 3, 1, 8, '15:00', 'regular', null, 'approved', 60, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 0),
    ('Zaid Shami', '+970597665544', 'zaid.s@example.com', 32, 1, 12, '21:45', 'birthday', 'Inferno', 'approved', 100, '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', null, 1),
    ('Lama Farah', '+970596554433', 'lama.f@example.com', 9, 3, 17, '20:15', 'regular', null, 'approved', 12, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 0),
    ('Nadim Sabbah', '+970595443322', 'nadim.s@example.com', 4, 2, 2, '22:30', 'regular', null, 'rejected', 30, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', 'Time slot unavailable', 1),
    ('Aya Zidan', '+970594332211', null, 12, 3, 4, '19:30', 'regular', null, 'rejected', 50, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', 'Full capacity', 2),
    ('Khaled Musa', '+970593221100', 'khaled.m@example.com', 10, 1, 10, '18:45', 'birthday', 'Spark', 'rejected', 80, '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', 'Party size issue', 0),
    ('Reem Tamimi', '+970592110099', 'reem.t@example.com', 5, 2, -3, '19:30', 'regular', null, 'approved', 120, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', null, 0),
    ('Iyad Halabi', '+970591009988', 'iyad.h@example.com', 2, 1, -2, '17:15', 'regular', null, 'rejected', 100, '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02', 'Time slot unavailable', 1),
    ('Dima Sarraf', '+970599998877', 'dima.s@example.com', 6, 2, -1, '20:15', 'regular', null, 'approved', 96, '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01', null, 0)
) as b (name, phone, email, people, rounds, day_offset, time, type, package, status, age_hours, reviewer, reason, attempts)
left join public.birthday_packages as p on p.title ->> 'en' = b.package
where not exists (select 1 from public.bookings);

-- The demo bookings are history, not news: nothing the outbox queued for them is sent.
update public.notifications set state = 'skipped', reason = 'seeded' where state = 'due';
