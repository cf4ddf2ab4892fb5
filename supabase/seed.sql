-- Demo community for a fresh local install (never for production). Every demo account's password is
-- DivaDemo2024! (bcrypt hash below, cost 10). Dates are relative to now() so the feed always looks current.
-- The accounts are listed in supabase/README.md.

-- Small SVG images as data: URIs (no external URLs) ---------------------------------------------------------
create or replace function pg_temp.svg_uri(svg text) returns text language sql immutable as $$
  select 'data:image/svg+xml;base64,' || replace(encode(convert_to(svg, 'UTF8'), 'base64'), E'\n', '')
$$;

create or replace function pg_temp.initials(name text) returns text language sql immutable as $$
  select upper(string_agg(left(w, 1), '' order by n))
  from (select w, n from unnest(string_to_array(btrim(name), ' ')) with ordinality as t(w, n) where w <> '' limit 2) s
$$;

create or replace function pg_temp.avatar(name text, hue integer) returns text language sql immutable as $$
  select pg_temp.svg_uri(format(
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">'
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
    '<stop offset="0" stop-color="hsl(%s,80%%,68%%)"/><stop offset="1" stop-color="hsl(%s,70%%,42%%)"/>'
    '</linearGradient></defs><rect width="128" height="128" rx="64" fill="url(#g)"/>'
    '<text x="64" y="78" font-family="Georgia,serif" font-size="46" fill="#fff" text-anchor="middle">%s</text></svg>',
    hue, (hue + 40) % 360, pg_temp.initials(name)))
$$;

create or replace function pg_temp.cover(title text, hue integer) returns text language sql immutable as $$
  select pg_temp.svg_uri(format(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">'
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
    '<stop offset="0" stop-color="hsl(%s,85%%,70%%)"/><stop offset="1" stop-color="hsl(%s,75%%,40%%)"/>'
    '</linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/>'
    '<circle cx="1050" cy="80" r="160" fill="#fff" opacity=".12"/><circle cx="150" cy="360" r="120" fill="#fff" opacity=".1"/>'
    '<text x="600" y="225" font-family="Georgia,serif" font-size="64" fill="#fff" text-anchor="middle">%s</text></svg>',
    hue, (hue + 50) % 360, title))
$$;

-- Chapters come from a migration; give each a next event in the coming weeks ---------------------------------------
update public.chapters set
  next_event = (array['Monthly Mixer', 'Founders Breakfast', 'Pitch Night', 'Leadership Luncheon', 'Wellness & Wealth Workshop', 'Networking Happy Hour'])[1 + id % 6],
  next_event_date = current_date + (6 + (id * 3) % 28);

-- Members ------------------------------------------------------------------------------------------------------
-- (id, email, display name, hue, is admin)
create temporary table demo_members (id uuid primary key, email text, name text, hue integer, admin boolean);
insert into demo_members values
  ('a0000000-0000-4000-8000-000000000001', 'admin@example.com', 'Grace Whitfield', 210, true),
  ('a0000000-0000-4000-8000-000000000002', 'naomi@example.com', 'Naomi Brooks', 280, false),
  ('a0000000-0000-4000-8000-000000000003', 'keisha@example.com', 'Keisha Monroe', 330, false),
  ('a0000000-0000-4000-8000-000000000004', 'sofia@example.com', 'Sofia Ramirez', 20, false),
  ('a0000000-0000-4000-8000-000000000005', 'priya@example.com', 'Priya Patel', 45, false),
  ('a0000000-0000-4000-8000-000000000006', 'maya@example.com', 'Maya Thompson', 315, false),
  ('a0000000-0000-4000-8000-000000000007', 'amara@example.com', 'Amara Okafor', 160, false),
  ('a0000000-0000-4000-8000-000000000008', 'jasmine@example.com', 'Jasmine Lee', 190, false),
  ('a0000000-0000-4000-8000-000000000009', 'elena@example.com', 'Elena Rossi', 0, false),
  ('a0000000-0000-4000-8000-000000000010', 'hannah@example.com', 'Hannah Kim', 240, false),
  ('a0000000-0000-4000-8000-000000000011', 'olivia@example.com', 'Olivia Carter', 300, false),
  ('a0000000-0000-4000-8000-000000000012', 'fatima@example.com', 'Fatima Hassan', 120, false),
  ('a0000000-0000-4000-8000-000000000013', 'chloe@example.com', 'Chloe Martin', 350, false),
  ('a0000000-0000-4000-8000-000000000014', 'zoe@example.com', 'Zoe Adams', 75, false);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token
)
select
  '00000000-0000-0000-0000-000000000000', m.id, 'authenticated', 'authenticated', m.email,
  '$2a$10$IESK4NdfQpenW3Qp/8DH1.fj3FtL6G9fnGsVooprheVWA.gDaeaIS',
  now() - interval '60 days', now() - interval '1 day',
  case when m.admin then '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb
       else '{"provider": "email", "providers": ["email"]}'::jsonb end,
  jsonb_build_object('display_name', m.name, 'email_verified', true),
  now() - interval '60 days' + (row_number() over (order by m.id)) * interval '1 day', now(),
  '', '', '', '', '', '', '', ''
from demo_members m;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), m.id::text, m.id,
  jsonb_build_object('sub', m.id::text, 'email', m.email, 'email_verified', true, 'phone_verified', false),
  'email', now() - interval '1 day', now() - interval '60 days', now()
from demo_members m;

-- The sign-up trigger created a profile per member; fill them in.
update public.profiles p set
  avatar_url = pg_temp.avatar(m.name, m.hue),
  created_at = u.created_at,
  bio = d.bio, company = d.company, role = d.role, location = d.location,
  instagram_url = 'https://instagram.com/' || d.handle,
  linkedin_url = 'https://www.linkedin.com/in/' || d.handle,
  twitter_url = case when d.more then 'https://twitter.com/' || d.handle end,
  facebook_url = case when d.more then 'https://facebook.com/' || d.handle end,
  tiktok_url = case when d.more then 'https://www.tiktok.com/@' || d.handle end,
  youtube_url = case when d.more then 'https://www.youtube.com/@' || d.handle end
from demo_members m
join auth.users u on u.id = m.id
join (values
  ('admin@example.com', 'gracewhitfield', false, 'Community director of the Diva Network. I keep the lights on and the conversations kind.', 'Diva Network', 'Community Director', 'New York, NY'),
  ('naomi@example.com', 'naomibrooks', true, 'Network moderator and connector-in-chief. Ask me who you should meet.', 'Brooks & Co. Consulting', 'Founder', 'New York, NY'),
  ('keisha@example.com', 'keishamonroe', true, 'Atlanta chapter president, brand strategist and proud mom of two. Building rooms where women win together.', 'Monroe Brand Studio', 'CEO', 'Atlanta, GA'),
  ('sofia@example.com', 'sofiaramirez', true, 'Los Angeles chapter president. Media executive turned founder. Pitch coach on weekends.', 'Luz Media', 'Founder & CEO', 'Los Angeles, CA'),
  ('priya@example.com', 'priyapatel', false, 'Product leader in fintech. Hoping to lead the Chicago chapter and grow it into the best in the network.', 'Ledgerly', 'VP Product', 'Chicago, IL'),
  ('maya@example.com', 'mayathompson', true, 'Marketing consultant for purpose-driven brands. I love introductions, long walks and a well-run launch.', 'Thompson Growth Partners', 'Principal Consultant', 'Atlanta, GA'),
  ('amara@example.com', 'amaraokafor', true, 'Founder of a sustainable skincare brand. Just closed our seed round and hiring!', 'Osun Botanicals', 'Founder & CEO', 'Atlanta, GA'),
  ('jasmine@example.com', 'jasminelee', false, 'Software engineer turned startup founder. Building scheduling tools for clinics.', 'Slotwise', 'CTO & Co-founder', 'Atlanta, GA'),
  ('elena@example.com', 'elenarossi', true, 'Retail strategist helping independent brands land national accounts.', 'Rossi Retail Advisory', 'Managing Partner', 'Los Angeles, CA'),
  ('hannah@example.com', 'hannahkim', false, 'Operations leader for consumer startups. Spreadsheets are my love language.', 'Northstar Ops', 'COO', 'Chicago, IL'),
  ('olivia@example.com', 'oliviacarter', true, 'Keynote speaker and leadership coach for first-time managers.', 'Carter Leadership', 'Executive Coach', 'New York, NY'),
  ('fatima@example.com', 'fatimahassan', false, 'Management consultant focused on inclusive growth strategy.', 'Hassan Advisory', 'Principal', 'New York, NY'),
  ('chloe@example.com', 'chloemartin', true, 'Nonprofit founder funding coding scholarships for girls.', 'CodeHer Futures', 'Executive Director', 'Los Angeles, CA'),
  ('zoe@example.com', 'zoeadams', false, 'Design studio owner working with wellness and hospitality brands.', 'Studio Adams', 'Creative Director', 'Miami, FL')
) as d (email, handle, more, bio, company, role, location) on d.email = m.email
where p.user_id = m.id;

-- Leadership: an approved moderator, two approved presidents, one pending application -------------------------
insert into public.diva_presidents (user_id, full_name, email, role, chapter_id, approved, approved_at, created_at) values
  ('a0000000-0000-4000-8000-000000000002', 'Naomi Brooks', 'naomi@example.com', 'moderator', null, true, now() - interval '50 days', now() - interval '55 days'),
  ('a0000000-0000-4000-8000-000000000003', 'Keisha Monroe', 'keisha@example.com', 'president', 1, true, now() - interval '45 days', now() - interval '48 days'),
  ('a0000000-0000-4000-8000-000000000004', 'Sofia Ramirez', 'sofia@example.com', 'president', 11, true, now() - interval '40 days', now() - interval '42 days'),
  ('a0000000-0000-4000-8000-000000000005', 'Priya Patel', 'priya@example.com', 'president', 5, false, null, now() - interval '12 days');

insert into public.chapter_members (chapter_id, user_id, joined_at)
select c, u::uuid, now() - (interval '1 day' * (10 + n * 3))
from (values
  (1, 'a0000000-0000-4000-8000-000000000003', 1), (1, 'a0000000-0000-4000-8000-000000000006', 2),
  (1, 'a0000000-0000-4000-8000-000000000007', 3), (1, 'a0000000-0000-4000-8000-000000000008', 4),
  (11, 'a0000000-0000-4000-8000-000000000004', 1), (11, 'a0000000-0000-4000-8000-000000000009', 2),
  (11, 'a0000000-0000-4000-8000-000000000013', 3),
  (5, 'a0000000-0000-4000-8000-000000000005', 1), (5, 'a0000000-0000-4000-8000-000000000010', 2),
  (16, 'a0000000-0000-4000-8000-000000000001', 1), (16, 'a0000000-0000-4000-8000-000000000002', 2),
  (16, 'a0000000-0000-4000-8000-000000000011', 3), (16, 'a0000000-0000-4000-8000-000000000012', 4),
  (12, 'a0000000-0000-4000-8000-000000000014', 1)
) as t (c, u, n);

-- Skills ---------------------------------------------------------------------------------------------------------
insert into public.user_superpowers (user_id, superpower, created_at)
select m.id, s.v, now() - interval '30 days' + s.n * interval '2 days'
from demo_members m
join (values
  ('admin@example.com', 'Community building', 1), ('admin@example.com', 'Conflict resolution', 2),
  ('naomi@example.com', 'Connecting people', 1), ('naomi@example.com', 'Strategic thinking', 2), ('naomi@example.com', 'Facilitation', 3),
  ('keisha@example.com', 'Brand storytelling', 1), ('keisha@example.com', 'Public speaking', 2), ('keisha@example.com', 'Event hosting', 3),
  ('sofia@example.com', 'Pitch coaching', 1), ('sofia@example.com', 'Media relations', 2), ('sofia@example.com', 'Negotiation', 3),
  ('priya@example.com', 'Product strategy', 1), ('priya@example.com', 'Data analysis', 2),
  ('maya@example.com', 'Marketing strategy', 1), ('maya@example.com', 'Copywriting', 2), ('maya@example.com', 'Making introductions', 3), ('maya@example.com', 'Launch planning', 4),
  ('amara@example.com', 'Fundraising', 1), ('amara@example.com', 'Product formulation', 2), ('amara@example.com', 'Resilience', 3),
  ('jasmine@example.com', 'Full-stack engineering', 1), ('jasmine@example.com', 'Customer discovery', 2), ('jasmine@example.com', 'Hiring engineers', 3),
  ('elena@example.com', 'Retail buying', 1), ('elena@example.com', 'Sales proposals', 2), ('elena@example.com', 'Merchandising', 3),
  ('hannah@example.com', 'Operations', 1), ('hannah@example.com', 'Financial modelling', 2), ('hannah@example.com', 'Process design', 3),
  ('olivia@example.com', 'Keynote speaking', 1), ('olivia@example.com', 'Coaching', 2), ('olivia@example.com', 'Active listening', 3),
  ('fatima@example.com', 'Growth strategy', 1), ('fatima@example.com', 'Workshop design', 2), ('fatima@example.com', 'Research', 3),
  ('chloe@example.com', 'Grant writing', 1), ('chloe@example.com', 'Volunteer leadership', 2), ('chloe@example.com', 'Event fundraising', 3),
  ('zoe@example.com', 'Visual identity', 1), ('zoe@example.com', 'Interior design', 2), ('zoe@example.com', 'Client workshops', 3)
) as s (email, v, n) on s.email = m.email;

insert into public.user_passions (user_id, passion, created_at)
select m.id, s.v, now() - interval '28 days' + s.n * interval '2 days'
from demo_members m
join (values
  ('admin@example.com', 'Women''s leadership', 1), ('naomi@example.com', 'Mentoring', 1), ('naomi@example.com', 'Travel', 2),
  ('keisha@example.com', 'Black-owned businesses', 1), ('keisha@example.com', 'Gospel music', 2),
  ('sofia@example.com', 'Latina founders', 1), ('sofia@example.com', 'Film', 2),
  ('priya@example.com', 'Financial literacy', 1), ('priya@example.com', 'Classical dance', 2),
  ('maya@example.com', 'Purpose-driven brands', 1), ('maya@example.com', 'Yoga', 2), ('maya@example.com', 'Mentoring young marketers', 3),
  ('amara@example.com', 'Clean beauty', 1), ('amara@example.com', 'West African botanicals', 2),
  ('jasmine@example.com', 'Healthcare access', 1), ('jasmine@example.com', 'Rock climbing', 2),
  ('elena@example.com', 'Small business', 1), ('elena@example.com', 'Italian cooking', 2),
  ('hannah@example.com', 'Efficiency', 1), ('hannah@example.com', 'Trail running', 2),
  ('olivia@example.com', 'Leadership development', 1), ('olivia@example.com', 'Poetry', 2),
  ('fatima@example.com', 'Inclusive workplaces', 1), ('fatima@example.com', 'Calligraphy', 2),
  ('chloe@example.com', 'Girls in STEM', 1), ('chloe@example.com', 'Community theatre', 2),
  ('zoe@example.com', 'Sustainable design', 1), ('zoe@example.com', 'Photography', 2)
) as s (email, v, n) on s.email = m.email;

insert into public.user_fuel (user_id, fuel, created_at)
select m.id, s.v, now() - interval '26 days' + s.n * interval '2 days'
from demo_members m
join (values
  ('admin@example.com', 'Seeing members succeed', 1),
  ('naomi@example.com', 'Building a network that lifts everyone', 1),
  ('keisha@example.com', 'Creating generational wealth', 1), ('keisha@example.com', 'My daughters', 2),
  ('sofia@example.com', 'Opening doors I had to knock down', 1),
  ('priya@example.com', 'Making finance less intimidating', 1),
  ('maya@example.com', 'Helping good brands get found', 1), ('maya@example.com', 'Financial freedom', 2),
  ('amara@example.com', 'Honouring my grandmother''s recipes', 1), ('amara@example.com', 'Creating jobs at home', 2),
  ('jasmine@example.com', 'Shorter waiting rooms', 1),
  ('elena@example.com', 'Independent shops on every high street', 1),
  ('hannah@example.com', 'Calm, well-run teams', 1),
  ('olivia@example.com', 'Managers who make people better', 1),
  ('fatima@example.com', 'Fair chances for everyone', 1),
  ('chloe@example.com', 'The next generation of engineers', 1),
  ('zoe@example.com', 'Spaces that make people feel good', 1)
) as s (email, v, n) on s.email = m.email;

-- Posts, likes, comments, shares ------------------------------------------------------------------------------------
insert into public.posts (id, user_id, content, tags, created_at, updated_at)
select ('b0000000-0000-4000-8000-0000000000' || lpad(p.n::text, 2, '0'))::uuid, m.id, p.content, p.tags,
  now() - p.age, now() - p.age
from (values
  (1, 'maya@example.com', interval '2 hours', 'Just wrapped a fantastic strategy session with my mastermind group. Reminder: your network is your net worth, but only if you nurture it. Who is up for a virtual coffee this week?', array['Networking', 'Growth']),
  (2, 'keisha@example.com', interval '5 hours', 'Atlanta Divas! Our Founders Breakfast is coming up. Bring a friend who is building something bold; seats are limited.', array['Networking', 'Leadership']),
  (3, 'amara@example.com', interval '20 hours', 'We closed our seed round this morning! 18 months of pitching, 62 investor conversations and one very supportive community. Thank you all.', array['Fundraising', 'Achievement', 'Positive News']),
  (4, 'jasmine@example.com', interval '27 hours', 'Tip for anyone launching a product: talk to 20 customers before you write a line of code. It saved us six months.', array['Business', 'Technology']),
  (5, 'elena@example.com', interval '2 days', 'Landed my biggest client yet, a national retail brand! Grateful to everyone here who reviewed my proposal.', array['Client Success', 'Achievement']),
  (6, 'naomi@example.com', interval '2 days 6 hours', 'Welcome to all our new members this week! Introduce yourself in the comments: name, city and what you are building.', array['Networking', 'General']),
  (7, 'sofia@example.com', interval '3 days', 'LA chapter: Pitch Night applications are open. Five founders, five minutes each, real investors in the room.', array['Fundraising', 'Networking']),
  (8, 'hannah@example.com', interval '4 days', 'Does anyone have a recommendation for a fractional CFO who works with early-stage consumer brands?', array['Business']),
  (9, 'olivia@example.com', interval '5 days', 'Spoke on my first conference panel today. Terrified beforehand, energised after. Say yes to the stage!', array['Leadership', 'Growth']),
  (10, 'fatima@example.com', interval '6 days', 'Leadership lesson of the week: clarity is kindness. Tell your team exactly what success looks like.', array['Leadership']),
  (11, 'chloe@example.com', interval '8 days', 'Our gala raised $48,000 for girls'' coding scholarships. This community showed up!', array['Fundraising', 'Positive News']),
  (12, 'zoe@example.com', interval '9 days', 'Experimenting with AI tools in my design studio''s workflow. We cut proposal prep time in half.', array['Technology', 'Business']),
  (13, 'maya@example.com', interval '11 days', E'Exciting news! I just achieved: Signed three new retainer clients in New Clients\n\nAll three came from introductions made right here.', array['Achievement']),
  (14, 'priya@example.com', interval '12 days', 'I have applied to lead the Chicago chapter! If you are in Chicago and want to help build something special, reach out.', array['Leadership', 'Networking']),
  (15, 'amara@example.com', interval '14 days', 'Book recommendation: Dare to Lead by Brene Brown. It changed how I run my one-on-ones.', array['Leadership', 'Growth']),
  (16, 'jasmine@example.com', interval '16 days', 'Exciting news! I just achieved: Featured on a regional tech podcast in Appearances', array['Achievement']),
  (17, 'admin@example.com', interval '18 days', 'Community guidelines refresh: lift each other up, keep it professional and report anything that feels off. We are here for you.', array['General']),
  (18, 'keisha@example.com', interval '20 days', 'What a night at the Holiday Networking Gala: 80 women and countless new connections. Photos coming soon!', array['Networking', 'Positive News']),
  (19, 'elena@example.com', interval '23 days', 'Quarterly revenue is up 40% on last year. Small steps, consistent effort.', array['Business', 'Growth']),
  (20, 'hannah@example.com', interval '26 days', 'Made three introductions this week between members who should know each other. Paying it forward feels good.', array['Networking'])
) as p (n, email, age, content, tags)
join demo_members m on m.email = p.email;

-- Likes: a deterministic spread of members over posts (never their own).
insert into public.post_likes (post_id, user_id, created_at)
select p.id, m.id, p.created_at + interval '40 minutes' * (1 + abs(hashtext(m.id::text)) % 9)
from public.posts p
cross join demo_members m
where m.id <> p.user_id and abs(hashtext(p.id::text || m.id::text)) % 5 < 2;

insert into public.post_shares (post_id, user_id, created_at)
select p.id, m.id, p.created_at + interval '3 hours'
from public.posts p
cross join demo_members m
where m.id <> p.user_id and p.id in ('b0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000007',
  'b0000000-0000-4000-8000-000000000011') and abs(hashtext(p.id::text || m.id::text)) % 4 = 0;

insert into public.post_comments (post_id, user_id, content, created_at, updated_at)
select ('b0000000-0000-4000-8000-0000000000' || lpad(c.post::text, 2, '0'))::uuid, m.id, c.content,
  now() - c.age, now() - c.age
from (values
  (1, 'amara@example.com', interval '1 hour', 'Count me in! Thursday morning works for me.'),
  (1, 'keisha@example.com', interval '90 minutes', 'Love this reminder. Nurture first, ask later.'),
  (2, 'maya@example.com', interval '4 hours', 'Already registered and bringing two friends!'),
  (3, 'maya@example.com', interval '19 hours', 'So proud of you, Amara! Well deserved.'),
  (3, 'sofia@example.com', interval '18 hours', 'Huge congratulations! Happy to share notes for the next round.'),
  (3, 'naomi@example.com', interval '16 hours', 'This is what this community is all about.'),
  (4, 'hannah@example.com', interval '25 hours', 'Could not agree more. Customer interviews are the cheapest insurance there is.'),
  (5, 'elena@example.com', interval '47 hours', 'Thank you all for the kind words!'),
  (5, 'zoe@example.com', interval '44 hours', 'Amazing! Which brand? (If you can share.)'),
  (6, 'priya@example.com', interval '2 days 4 hours', 'Priya, Chicago, building the friendliest budgeting app you have ever used.'),
  (6, 'jasmine@example.com', interval '2 days 2 hours', 'Jasmine, Atlanta, scheduling software for clinics.'),
  (7, 'chloe@example.com', interval '2 days 20 hours', 'Sharing with our alumni network right now.'),
  (8, 'fatima@example.com', interval '3 days 20 hours', 'I know a great one. Sending you a message.'),
  (8, 'maya@example.com', interval '3 days 18 hours', 'Following, I need one too!'),
  (9, 'olivia@example.com', interval '4 days 22 hours', 'Thank you! The nerves never fully go away, but they get friendlier.'),
  (9, 'keisha@example.com', interval '4 days 20 hours', 'You were brilliant. More stages, please!'),
  (11, 'amara@example.com', interval '7 days', 'Incredible result for an incredible cause.'),
  (13, 'keisha@example.com', interval '10 days', 'Introductions for the win! Congratulations, Maya.'),
  (13, 'amara@example.com', interval '10 days 20 hours', 'Well deserved!'),
  (14, 'hannah@example.com', interval '11 days', 'Chicago needs this. I am in.'),
  (16, 'maya@example.com', interval '15 days', 'Send us the episode link!'),
  (18, 'maya@example.com', interval '19 days', 'Best night of the year. Thank you for hosting, Keisha.'),
  (19, 'fatima@example.com', interval '22 days', 'Consistency beats intensity every time.'),
  (20, 'olivia@example.com', interval '25 days', 'Thank you for introducing me to Zoe!')
) as c (post, email, age, content)
join demo_members m on m.email = c.email;

-- Achievements (two of them shared to the feed as posts 13 and 16) -------------------------------------------------
insert into public.user_achievements (user_id, category, title, description, date_achieved, shared_to_community, post_id, created_at)
select m.id, a.category, a.title, a.description, current_date - a.days_ago, a.post is not null,
  case when a.post is not null then ('b0000000-0000-4000-8000-0000000000' || lpad(a.post::text, 2, '0'))::uuid end,
  now() - interval '1 day' * a.days_ago
from (values
  ('maya@example.com', 'New Clients', 'Signed three new retainer clients', 'All three came from introductions made right here.', 11, 13),
  ('maya@example.com', 'Appearances', 'Guest speaker at the Women in Business Forum', null, 34, null),
  ('maya@example.com', 'New Connections', 'Connected with 25 founders this quarter', 'Coffee chats, chapter mixers and a lot of follow-up emails.', 50, null),
  ('amara@example.com', 'Fundraisers', 'Closed our seed round', 'Led by a climate-focused fund, with several angels from the network.', 1, null),
  ('amara@example.com', 'Business Deals', 'Signed a regional distribution partnership', null, 40, null),
  ('jasmine@example.com', 'Appearances', 'Featured on a regional tech podcast', null, 16, 16),
  ('elena@example.com', 'New Clients', 'Landed a national retail client', null, 2, null),
  ('chloe@example.com', 'Fundraisers', 'Raised $48,000 at our annual gala', 'Funding 24 coding scholarships next year.', 8, null),
  ('olivia@example.com', 'Appearances', 'First conference panel', null, 5, null),
  ('keisha@example.com', 'Business Growth', 'Opened a second studio location', null, 60, null),
  ('sofia@example.com', 'Business Deals', 'Partnership with a national media network', null, 30, null),
  ('fatima@example.com', 'Business Growth', 'Grew the consulting team to 12', null, 45, null),
  ('zoe@example.com', 'New Clients', 'Signed our first international client', 'A boutique hotel group in Lisbon.', 20, null),
  ('hannah@example.com', 'New Connections', 'Made 10 member introductions in a month', null, 26, null),
  ('naomi@example.com', 'New Connections', 'Welcomed 100 new members to the network', null, 15, null),
  ('priya@example.com', 'Business Growth', 'Launched Ledgerly''s budgeting app', null, 70, null)
) as a (email, category, title, description, days_ago, post)
join demo_members m on m.email = a.email;

-- Connection requests in every status (the pending ones notify their recipients) ----------------------------------
insert into public.connection_requests (requester_id, requested_id, message, status, created_at, responded_at)
select r.id, q.id, c.message, c.status, now() - c.age,
  case when c.status <> 'pending' then now() - c.age + interval '5 hours' end
from (values
  ('jasmine@example.com', 'maya@example.com', 'Hi Maya! Would love your take on our go-to-market plan.', 'pending', interval '3 hours'),
  ('olivia@example.com', 'maya@example.com', null, 'pending', interval '1 day'),
  ('chloe@example.com', 'maya@example.com', 'Our gala committee could use a marketing mind like yours!', 'pending', interval '2 days'),
  ('zoe@example.com', 'amara@example.com', 'Fellow founder here. Let''s swap notes on packaging design.', 'pending', interval '4 days'),
  ('maya@example.com', 'amara@example.com', 'Atlanta founders unite!', 'approved', interval '30 days'),
  ('keisha@example.com', 'maya@example.com', 'Welcome to the Atlanta chapter!', 'approved', interval '40 days'),
  ('elena@example.com', 'maya@example.com', null, 'approved', interval '21 days'),
  ('maya@example.com', 'hannah@example.com', 'Loved your post about introductions.', 'approved', interval '18 days'),
  ('amara@example.com', 'sofia@example.com', 'Would love to learn from your fundraising experience.', 'approved', interval '25 days'),
  ('naomi@example.com', 'olivia@example.com', null, 'approved', interval '35 days'),
  ('fatima@example.com', 'zoe@example.com', null, 'denied', interval '15 days'),
  ('hannah@example.com', 'elena@example.com', 'Hi Elena, quick question about retail ops.', 'denied', interval '9 days')
) as c (requester, requested, message, status, age)
join demo_members r on r.email = c.requester
join demo_members q on q.email = c.requested;

insert into public.saved_connections (user_id, connected_user_id, created_at)
select a.id, b.id, now() - interval '1 day' * s.days_ago
from (values
  ('maya@example.com', 'amara@example.com', 29), ('maya@example.com', 'keisha@example.com', 39),
  ('amara@example.com', 'maya@example.com', 29), ('hannah@example.com', 'maya@example.com', 17)
) as s (owner, other, days_ago)
join demo_members a on a.email = s.owner
join demo_members b on b.email = s.other
-- An approved request above has already written the pair (the server keeps saved_connections since 20261127210000).
on conflict (user_id, connected_user_id) do nothing;

-- Conversations and messages (each message notifies the other participant) ---------------------------------------
insert into public.conversations (id, participant_1, participant_2, created_at, last_message_at, updated_at)
select c.id::uuid, a.id, b.id, now() - c.age, now() - c.age, now() - c.age
from (values
  ('c0000000-0000-4000-8000-000000000001', 'maya@example.com', 'amara@example.com', interval '28 days'),
  ('c0000000-0000-4000-8000-000000000002', 'keisha@example.com', 'maya@example.com', interval '38 days'),
  ('c0000000-0000-4000-8000-000000000003', 'maya@example.com', 'hannah@example.com', interval '17 days'),
  ('c0000000-0000-4000-8000-000000000004', 'amara@example.com', 'sofia@example.com', interval '24 days'),
  ('c0000000-0000-4000-8000-000000000005', 'naomi@example.com', 'olivia@example.com', interval '30 days')
) as c (id, p1, p2, age)
join demo_members a on a.email = c.p1
join demo_members b on b.email = c.p2;

insert into public.messages (conversation_id, sender_id, content, created_at)
select c.conv::uuid, m.id, c.content, now() - c.age
from (values
  ('c0000000-0000-4000-8000-000000000001', 'maya@example.com', interval '28 days', 'Amara! So glad we connected at the mixer.'),
  ('c0000000-0000-4000-8000-000000000001', 'amara@example.com', interval '27 days 23 hours', 'Me too! Your launch checklist idea was brilliant.'),
  ('c0000000-0000-4000-8000-000000000001', 'maya@example.com', interval '21 hours', 'Congratulations on the round!! Celebration lunch next week?'),
  ('c0000000-0000-4000-8000-000000000001', 'amara@example.com', interval '19 hours', 'Yes please! Tuesday at noon?'),
  ('c0000000-0000-4000-8000-000000000001', 'maya@example.com', interval '18 hours', 'Perfect. I will book the usual place.'),
  ('c0000000-0000-4000-8000-000000000001', 'amara@example.com', interval '35 minutes', 'Also, could you look at our launch email draft before Friday?'),
  ('c0000000-0000-4000-8000-000000000002', 'keisha@example.com', interval '38 days', 'Welcome to Atlanta Divas, Maya! Let me know if you want to help with events.'),
  ('c0000000-0000-4000-8000-000000000002', 'maya@example.com', interval '37 days', 'I would love to! Marketing for the Founders Breakfast?'),
  ('c0000000-0000-4000-8000-000000000002', 'keisha@example.com', interval '6 hours', 'The breakfast flyer looks amazing. Thank you!'),
  ('c0000000-0000-4000-8000-000000000003', 'maya@example.com', interval '17 days', 'Hannah, I have a fractional CFO recommendation for you.'),
  ('c0000000-0000-4000-8000-000000000003', 'hannah@example.com', interval '16 days', 'You are a lifesaver. Please send the intro!'),
  ('c0000000-0000-4000-8000-000000000004', 'amara@example.com', interval '24 days', 'Sofia, any tips for the final partner meeting?'),
  ('c0000000-0000-4000-8000-000000000004', 'sofia@example.com', interval '23 days', 'Lead with traction, then the team. Happy to do a practice run.'),
  ('c0000000-0000-4000-8000-000000000005', 'naomi@example.com', interval '30 days', 'Olivia, would you host a leadership session for new members?'),
  ('c0000000-0000-4000-8000-000000000005', 'olivia@example.com', interval '29 days', 'Absolutely. Let us pick a date.')
) as c (conv, email, age, content)
join demo_members m on m.email = c.email;

-- Events: approved chapter and network events, pending ones, a past one and a full one ------------------------------
insert into public.events (
  id, title, description, date, time, location, type, chapter_id, max_attendees, price, image_url, address,
  show_address_before_rsvp, created_by, approved, approved_at, created_at
)
select e.id::uuid, e.title, e.description, current_date + e.days, e.at::time, e.location, e.type, e.chapter,
  e.max_attendees, e.price, pg_temp.cover(e.title, e.hue), e.address, e.show_address, m.id, e.approved,
  case when e.approved then now() - interval '1 day' * e.created_days_ago + interval '2 hours' end,
  now() - interval '1 day' * e.created_days_ago
from (values
  ('e0000000-0000-4000-8000-000000000001', 'Founders Breakfast', 'Coffee, pastries and warm introductions with Atlanta''s women founders. Bring your elevator pitch.', 10, '08:30', 'Ponce City Market', 'in-person', 1, 40, 25.00, '675 Ponce De Leon Ave NE, Atlanta, GA', true, 'keisha@example.com', true, 6, 330),
  ('e0000000-0000-4000-8000-000000000002', 'Pitch Night', 'Five founders, five minutes each, real investors in the room. Audience vote for the people''s choice award.', 18, '18:30', 'Luz Media Studios', 'in-person', 11, 60, 0.00, '1200 Sunset Blvd, Los Angeles, CA', false, 'sofia@example.com', true, 3, 20),
  ('e0000000-0000-4000-8000-000000000003', 'Diva Network Summit', 'Our flagship annual summit: keynotes, masterclasses and a networking gala with members from all 26 chapters.', 45, '09:00', 'Marriott Marquis', 'in-person', null, 500, 297.00, '265 Peachtree Center Ave NE, Atlanta, GA', true, 'admin@example.com', true, 20, 210),
  ('e0000000-0000-4000-8000-000000000004', 'LinkedIn Branding Workshop', 'A hands-on online session: rewrite your headline, about section and featured posts with live feedback.', 5, '12:00', 'Online (link sent after RSVP)', 'online', null, 100, 0.00, null, true, 'naomi@example.com', true, 9, 280),
  ('e0000000-0000-4000-8000-000000000005', 'Intimate Mastermind Dinner', 'Four seats, one long table, honest conversation about scaling a service business.', 8, '19:00', 'The Chef''s Table', 'in-person', 1, 4, 75.00, '99 Krog St NE, Atlanta, GA', false, 'keisha@example.com', true, 5, 340),
  ('e0000000-0000-4000-8000-000000000006', 'Holiday Networking Gala', 'Our end-of-year celebration with awards, music and the best dressed in Atlanta.', -20, '19:00', 'The Biltmore Ballrooms', 'in-person', 1, 120, 45.00, '817 W Peachtree St NW, Atlanta, GA', true, 'keisha@example.com', true, 50, 300),
  ('e0000000-0000-4000-8000-000000000007', 'Coffee & Careers Meetup', 'An informal Saturday coffee for members exploring a career change.', 12, '10:00', 'Wicker Park Coffee House', 'in-person', 5, 20, 0.00, '1530 N Milwaukee Ave, Chicago, IL', true, 'hannah@example.com', false, 2, 240),
  ('e0000000-0000-4000-8000-000000000008', 'Book Club: Lean In Revisited', 'Ten years on, what still holds? An online discussion.', 15, '20:00', 'Online', 'online', null, 30, 0.00, null, true, 'olivia@example.com', false, 1, 300)
) as e (id, title, description, days, at, location, type, chapter, max_attendees, price, address, show_address, creator, approved, created_days_ago, hue)
join demo_members m on m.email = e.creator;

insert into public.event_rsvps (event_id, user_id, status, created_at)
select r.event::uuid, m.id, r.status, now() - interval '1 day' * r.days_ago
from (values
  ('e0000000-0000-4000-8000-000000000001', 'maya@example.com', 'attending', 4),
  ('e0000000-0000-4000-8000-000000000001', 'amara@example.com', 'attending', 4),
  ('e0000000-0000-4000-8000-000000000001', 'jasmine@example.com', 'attending', 3),
  ('e0000000-0000-4000-8000-000000000001', 'hannah@example.com', 'maybe', 2),
  ('e0000000-0000-4000-8000-000000000002', 'elena@example.com', 'attending', 2),
  ('e0000000-0000-4000-8000-000000000002', 'chloe@example.com', 'attending', 2),
  ('e0000000-0000-4000-8000-000000000002', 'amara@example.com', 'attending', 1),
  ('e0000000-0000-4000-8000-000000000003', 'maya@example.com', 'attending', 15),
  ('e0000000-0000-4000-8000-000000000003', 'amara@example.com', 'attending', 14),
  ('e0000000-0000-4000-8000-000000000003', 'naomi@example.com', 'attending', 14),
  ('e0000000-0000-4000-8000-000000000003', 'olivia@example.com', 'attending', 12),
  ('e0000000-0000-4000-8000-000000000003', 'fatima@example.com', 'attending', 10),
  ('e0000000-0000-4000-8000-000000000003', 'zoe@example.com', 'maybe', 9),
  ('e0000000-0000-4000-8000-000000000004', 'maya@example.com', 'attending', 6),
  ('e0000000-0000-4000-8000-000000000004', 'priya@example.com', 'attending', 5),
  ('e0000000-0000-4000-8000-000000000004', 'zoe@example.com', 'attending', 4),
  ('e0000000-0000-4000-8000-000000000005', 'amara@example.com', 'attending', 4),
  ('e0000000-0000-4000-8000-000000000005', 'jasmine@example.com', 'attending', 4),
  ('e0000000-0000-4000-8000-000000000005', 'elena@example.com', 'attending', 3),
  ('e0000000-0000-4000-8000-000000000005', 'fatima@example.com', 'attending', 3),
  ('e0000000-0000-4000-8000-000000000006', 'maya@example.com', 'attending', 40),
  ('e0000000-0000-4000-8000-000000000006', 'amara@example.com', 'attending', 38),
  ('e0000000-0000-4000-8000-000000000006', 'jasmine@example.com', 'attending', 35),
  ('e0000000-0000-4000-8000-000000000006', 'olivia@example.com', 'attending', 33)
) as r (event, email, status, days_ago)
join demo_members m on m.email = r.email;

-- Goals at several stages, a goal-coach conversation, practice sessions ----------------------------------------
insert into public.user_goals (id, user_id, title, description, target_date, status, category, created_at, updated_at)
select g.id::uuid, m.id, g.title, g.description, current_date + g.target_in, g.status, g.category,
  now() - interval '1 day' * g.age, now() - interval '1 day' * g.age / 2
from (values
  ('f0000000-0000-4000-8000-000000000001', 'maya@example.com', 'Find a mentor who has scaled a consultancy past $1M', 'Someone two or three steps ahead who can help me price and package retainers.', 60, 'outreach_initiated', 'mentor', 20),
  ('f0000000-0000-4000-8000-000000000002', 'maya@example.com', 'Partner with a designer for brand-launch packages', null, 90, 'goal_created', 'collaborator', 6),
  ('f0000000-0000-4000-8000-000000000003', 'maya@example.com', 'Get introduced to three podcast hosts', 'Build visibility with audiences of women founders.', -5, 'goal_completed', 'authority', 45),
  ('f0000000-0000-4000-8000-000000000004', 'amara@example.com', 'Meet retail buyers for clean beauty', null, 45, 'connection_identified', 'networking', 12),
  ('f0000000-0000-4000-8000-000000000005', 'jasmine@example.com', 'Find a clinical advisor', 'A practice manager who can open doors to clinic networks.', 30, 'connection_acquired', 'mentor', 25),
  ('f0000000-0000-4000-8000-000000000006', 'hannah@example.com', 'Turn happy clients into referrers', null, 60, 'initial', 'raving_fan', 3)
) as g (id, email, title, description, target_in, status, category, age)
join demo_members m on m.email = g.email;

insert into public.goal_chat_history (user_id, goal_id, stage, message_role, message_content, message_type, created_at)
select m.id, h.goal::uuid, h.stage, h.role, h.content, 'chat', now() - interval '20 days' + h.n * interval '2 minutes'
from (values
  (1, 'f0000000-0000-4000-8000-000000000001', 'goal_created', 'user', 'I want a mentor who has grown a consultancy past a million in revenue.'),
  (2, 'f0000000-0000-4000-8000-000000000001', 'goal_created', 'assistant', 'Great goal. What would a mentor help you decide in the next 90 days: pricing, hiring or positioning?'),
  (3, 'f0000000-0000-4000-8000-000000000001', 'connection_identified', 'user', 'Pricing and packaging retainers, mostly.'),
  (4, 'f0000000-0000-4000-8000-000000000001', 'connection_identified', 'assistant', 'Then look for members who run retainer-based agencies. Keisha Monroe and Naomi Brooks both fit; start with a specific question rather than a general ask.')
) as h (n, goal, stage, role, content)
join demo_members m on m.email = 'maya@example.com';

insert into public.practice_sessions (
  user_id, scenario_type, scenario_name, goal_description, event_type, target_audience, chat_history, status, score,
  created_at, updated_at
)
select m.id, s.scenario_type, s.name, s.goal, s.event_type, s.audience, s.chat::jsonb, s.status, s.score,
  now() - interval '1 day' * s.age, now() - interval '1 day' * s.age + interval '25 minutes'
from (values
  ('maya@example.com', 'preset', 'First-time Networking Event', null, null, null,
   '[{"role":"assistant","content":"Welcome! Imagine you have just walked into a busy mixer. I am a founder standing by the coffee station. How do you open?"},{"role":"user","content":"Hi, I am Maya. I love your tote bag, is that your brand?"},{"role":"assistant","content":"It is! Great opener: specific and genuine. Now, how do you move from small talk to what you do?"}]',
   'completed', 78, 14),
  ('maya@example.com', 'custom', 'Custom Practice Session', 'Ask a senior consultant to mentor me', 'Chapter mixer', 'Agency founders',
   '[{"role":"assistant","content":"Let us practise your mentor ask. I am an agency founder you admire. Go ahead."},{"role":"user","content":"I have followed your work on retainer pricing. Could I ask you two questions over coffee next month?"},{"role":"assistant","content":"Clear, respectful of time and specific. That is a strong ask."}]',
   'completed', 86, 6),
  ('maya@example.com', 'preset', 'Investor Pitch Preparation', null, null, null,
   '[{"role":"assistant","content":"I am an angel investor with ten minutes. Tell me what you are building."}]',
   'active', null, 1),
  ('amara@example.com', 'preset', 'Investor Pitch Preparation', null, null, null,
   '[{"role":"assistant","content":"I am a partner at a seed fund. Walk me through your traction."},{"role":"user","content":"We grew 30% month over month for six months with zero paid acquisition."},{"role":"assistant","content":"Lead with that number next time. Strong."}]',
   'completed', 91, 30),
  ('jasmine@example.com', 'preset', 'Industry Conference Networking', null, null, null,
   '[{"role":"assistant","content":"We are at a health-tech conference. I run a clinic network. Say hello."}]',
   'completed', 72, 9)
) as s (email, scenario_type, name, goal, event_type, audience, chat, status, score, age)
join demo_members m on m.email = s.email;

-- Older notifications have been read; the last two days stay unread.
update public.notifications set read = true where created_at < now() - interval '2 days';

drop table demo_members;
