-- The practice coach's scorecard kept with the session, so Recent Sessions can show it again (issue 19).
-- Private like the rest of the row (the existing policies: only the owner reads or changes it).
alter table public.practice_sessions
  add column scorecard jsonb check (scorecard is null or (jsonb_typeof(scorecard) = 'object' and octet_length(scorecard::text) <= 20000));

grant insert (scorecard), update (scorecard) on table public.practice_sessions to authenticated;
