-- A trigger function runs without its caller's EXECUTE privilege; 20261123223600_president_portal created
-- private.chapters_settings_guard after the blanket revoke of 20250601001000, so anon and members could call it.
revoke all on function private.chapters_settings_guard() from public, anon, authenticated;
