-- Issue 19: a practice session's score, status and scorecard are written only by the server.
-- ai-networking-coach scores the transcript and saves them with the service role, on her own row only, after
-- the API has verified her token. Before this, the member could write them herself (the grants of
-- …000400_who_and_coach and …204000_practice_session_scorecard), so a score of 100 was one PATCH away.
-- She still inserts her session (it starts `active`, score and scorecard null) and saves her transcript.
revoke insert (status, score, scorecard), update (status, score, scorecard) on table public.practice_sessions from authenticated;
