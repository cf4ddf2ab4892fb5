-- Search finds members by where they are: "atlanta" found the Atlanta chapter but not the members whose
-- profile says Atlanta. A profile's location joins its search vector, weighted like role and company (a name
-- still ranks first). A generated column cannot be altered, so the vector and its index are made again;
-- search_network reads the column by name and needs no change.
drop index if exists public.profiles_search_idx;
alter table public.profiles drop column search_vector;
alter table public.profiles add column search_vector tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, display_name), 'A')
  || setweight(to_tsvector('simple'::regconfig,
       coalesce(role, '') || ' ' || coalesce(company, '') || ' ' || coalesce(location, '')), 'B')
  || setweight(to_tsvector('simple'::regconfig, coalesce(bio, '')), 'D')
) stored;
create index profiles_search_idx on public.profiles using gin (search_vector);
