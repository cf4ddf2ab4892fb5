-- private.is_time_zone (the chapters' time zone check) was executable by everyone, as new functions are; only
-- the roles that write chapters need it.
revoke all on function private.is_time_zone(text) from public, anon;
grant execute on function private.is_time_zone(text) to authenticated, service_role;
