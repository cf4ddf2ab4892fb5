-- Each chapter describes itself: the 26 chapters shipped with one of three template sentences, so every chapter
-- page read alike. Only a description still equal to its template is replaced; one a president or the admin has
-- already written stays as it is.
update public.chapters c
set description = d.description
from (values
  (1, 'Atlanta Divas meets where the city''s founders and executives already gather: breakfasts in Midtown, pitch practice on the BeltLine and an annual showcase of women-owned brands from across Georgia.'),
  (2, 'Austin Divas connects women building companies in Texas''s tech and creative capital, with demo nights on the East Side, investor office hours and a summer retreat in the Hill Country.'),
  (3, 'Boston Divas brings together women in biotech, education and finance around Kendall Square and the Seaport, pairing first-time founders with mentors from the city''s research and venture world.'),
  (4, 'Charlotte Divas grows leaders in banking, fintech and retail across the Queen City, with a monthly leadership circle Uptown and a buyers'' day for local women-owned brands.'),
  (5, 'Chicago Divas gathers women in business from the Loop to the neighbourhoods, with manufacturing and food founders at its heart and a mentoring ladder that runs from first hire to first acquisition.'),
  (6, 'Dallas Divas is a chapter of dealmakers: women in real estate, energy and consulting who trade introductions at Deep Ellum mixers and host a spring summit for founders across North Texas.'),
  (7, 'Denver Divas joins women founders in outdoor, cannabis-adjacent and climate businesses along the Front Range, meeting in RiNo studios and on the trail for walking mentor sessions.'),
  (8, 'Detroit Divas champions women rebuilding the Motor City''s economy, from mobility start-ups to neighbourhood retail, with a Corktown workshop series on capital and contracts.'),
  (9, 'Houston Divas brings together women in energy, medicine and the port economy across the Bayou City, with bilingual workshops and a supplier day that opens doors to the city''s largest buyers.'),
  (10, 'Las Vegas Divas connects women building businesses in hospitality, events and wellness beyond the Strip, with off-hours meetups that fit shift schedules and a yearly pitch night in the Arts District.'),
  (11, 'Los Angeles Divas spans entertainment, fashion and consumer tech from Santa Monica to Downtown, with creator-economy workshops, a founders'' supper club and studio visits across the basin.'),
  (12, 'Miami Divas bridges the Americas: women founders and investors from Brickell to Little Havana who meet in English and Spanish and host a winter conference on cross-border growth.'),
  (13, 'Minneapolis Divas supports women in health care, retail and food innovation across the Twin Cities, with a winter book club on leadership and a mentoring programme run with local co-ops.'),
  (14, 'Nashville Divas brings together women in music, health care and hospitality, with songwriter-style feedback rounds for pitches and a quarterly showcase on Music Row.'),
  (15, 'New Orleans Divas celebrates women running restaurants, design studios and cultural businesses, meeting in the Marigny and the Warehouse District and hosting a Jazz Fest season mixer.'),
  (16, 'New York Divas is the network''s largest chapter: women in media, finance and fashion across the five boroughs, with borough circles, a Flatiron speaker series and an investor matchmaking night.'),
  (17, 'Orlando Divas connects women in tourism, simulation tech and small retail across Central Florida, with lunch-hour masterclasses and a holiday market for members'' products.'),
  (18, 'Philadelphia Divas gathers women in health, education and the arts from Old City to University City, with a founders'' table at Reading Terminal and a legal-clinic series for new businesses.'),
  (19, 'Phoenix Divas brings together women building companies in the Valley of the Sun, from semiconductors to salons, with early-morning meetups before the heat and a spring growth summit.'),
  (20, 'Portland Divas is forming: a circle of women makers, designers and sustainable-brand founders in the Pearl and on the east side who want a chapter of their own. Join to help shape it.'),
  (21, 'Raleigh-Durham Divas links women in research, life sciences and software across the Triangle, with Research Triangle Park lunch-and-learns and a mentoring pairing with the region''s universities.'),
  (22, 'San Diego Divas unites women in biotech, defence and surf-to-wellness brands along the coast, with sunset networking in Little Italy and a cross-border business day with Tijuana founders.'),
  (23, 'San Francisco Bay Area Divas connects women founders, engineers and investors from the city to the South Bay, with fundraising clinics, product teardown nights and a yearly demo day.'),
  (24, 'Seattle Divas brings together women in cloud, aerospace and coffee-to-retail businesses around Puget Sound, with a rainy-season workshop series and a founders'' hike each summer.'),
  (25, 'Tampa Bay Divas is forming: women entrepreneurs from Tampa, St. Petersburg and Clearwater building a chapter around marine, health and hospitality businesses. Join to help launch it.'),
  (26, 'Washington Divas gathers women in policy, government contracting and non-profit leadership across the capital region, with procurement workshops and a Capitol Hill speaker series.')
) as d (id, description)
where c.id = d.id
  and (c.description like 'The % chapter brings together women founders, executives and creatives for monthly mixers, skill-sharing workshops and mentoring circles.'
    or c.description like 'A warm, ambitious community of women entrepreneurs across %. We meet to trade introductions, celebrate wins and grow together.'
    or c.description like 'From first-time founders to seasoned CEOs, % Divas is where women in business find their people, their mentors and their next big opportunity.');
