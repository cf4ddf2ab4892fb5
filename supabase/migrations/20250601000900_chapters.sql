-- The 26 local chapters (ids 1-26) the spec keeps as static data, as rows: reference data every install needs,
-- so it is a migration, not seed data. Images are small generated SVG data: URIs (no external URLs).
-- The next event of each chapter is maintained by its president (seed.sql fills in demo dates).

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

create or replace function pg_temp.map_image(city text, hue integer) returns text language sql immutable as $$
  select pg_temp.svg_uri(format(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">'
    '<rect width="600" height="300" fill="#f6eef3"/>'
    '<path d="M0 90H600M0 190H600M120 0V300M260 0V300M420 0V300" stroke="#e2cfdb" stroke-width="14"/>'
    '<path d="M0 240C150 200 260 260 600 150" stroke="#c9e3f2" stroke-width="26" fill="none"/>'
    '<circle cx="300" cy="140" r="18" fill="hsl(%s,75%%,50%%)"/><circle cx="300" cy="140" r="7" fill="#fff"/>'
    '<text x="300" y="200" font-family="Arial,sans-serif" font-size="22" fill="#6b4a5e" text-anchor="middle">%s</text></svg>',
    hue, city))
$$;

insert into public.chapters (
  id, name, slug, location, description, status, founded_year,
  cover_image_url, logo_url, map_image_url,
  president_name, president_title, president_bio, president_email, president_phone, president_photo_url
)
select
  c.id, c.city || ' Divas', c.slug, c.location,
  case c.id % 3
    when 0 then format('The %s chapter brings together women founders, executives and creatives for monthly mixers, skill-sharing workshops and mentoring circles.', c.city)
    when 1 then format('A warm, ambitious community of women entrepreneurs across %s. We meet to trade introductions, celebrate wins and grow together.', c.location)
    else format('From first-time founders to seasoned CEOs, %s Divas is where women in business find their people, their mentors and their next big opportunity.', c.city)
  end,
  case when c.id in (20, 25) then 'forming' else 'active' end,
  2018 + c.id % 6,
  pg_temp.cover(c.city || ' Divas', (c.id * 37) % 360),
  pg_temp.avatar(c.city || ' Divas', (c.id * 37) % 360),
  pg_temp.map_image(c.location, (c.id * 37) % 360),
  c.president, 'Chapter President',
  format('%s has lived in %s for over a decade and leads the chapter''s programming, partnerships and mentoring circles.', c.president, c.city),
  c.slug || '@example.com',
  '+1 555 01' || lpad(c.id::text, 2, '0'),
  pg_temp.avatar(c.president, (c.id * 53) % 360)
from (values
  (1, 'Atlanta', 'atlanta', 'Atlanta, GA', 'Keisha Monroe'),
  (2, 'Austin', 'austin', 'Austin, TX', 'Danielle Ortiz'),
  (3, 'Boston', 'boston', 'Boston, MA', 'Meredith Shaw'),
  (4, 'Charlotte', 'charlotte', 'Charlotte, NC', 'Tamara Jenkins'),
  (5, 'Chicago', 'chicago', 'Chicago, IL', 'Lauren Fischer'),
  (6, 'Dallas', 'dallas', 'Dallas, TX', 'Brianna Cole'),
  (7, 'Denver', 'denver', 'Denver, CO', 'Alicia Romero'),
  (8, 'Detroit', 'detroit', 'Detroit, MI', 'Simone Parker'),
  (9, 'Houston', 'houston', 'Houston, TX', 'Vanessa Nguyen'),
  (10, 'Las Vegas', 'las-vegas', 'Las Vegas, NV', 'Crystal Howard'),
  (11, 'Los Angeles', 'los-angeles', 'Los Angeles, CA', 'Sofia Ramirez'),
  (12, 'Miami', 'miami', 'Miami, FL', 'Gabriela Torres'),
  (13, 'Minneapolis', 'minneapolis', 'Minneapolis, MN', 'Ingrid Larsen'),
  (14, 'Nashville', 'nashville', 'Nashville, TN', 'Whitney Hale'),
  (15, 'New Orleans', 'new-orleans', 'New Orleans, LA', 'Monique Dupre'),
  (16, 'New York', 'new-york', 'New York, NY', 'Rebecca Stein'),
  (17, 'Orlando', 'orlando', 'Orlando, FL', 'Ashley Morgan'),
  (18, 'Philadelphia', 'philadelphia', 'Philadelphia, PA', 'Nicole Bennett'),
  (19, 'Phoenix', 'phoenix', 'Phoenix, AZ', 'Marisol Vega'),
  (20, 'Portland', 'portland', 'Portland, OR', 'Hazel Whitaker'),
  (21, 'Raleigh-Durham', 'raleigh-durham', 'Raleigh-Durham, NC', 'Courtney Ellis'),
  (22, 'San Diego', 'san-diego', 'San Diego, CA', 'Kayla Brooks'),
  (23, 'San Francisco Bay Area', 'san-francisco', 'San Francisco, CA', 'Mei Lin Chen'),
  (24, 'Seattle', 'seattle', 'Seattle, WA', 'Jenna Lindqvist'),
  (25, 'Tampa Bay', 'tampa-bay', 'Tampa, FL', 'Renee Caldwell'),
  (26, 'Washington', 'washington-dc', 'Washington, DC', 'Adrienne Hughes')
) as c (id, city, slug, location, president);
