-- A goal's named member references the auth user, not profiles: a second user_goals → profiles foreign key made
-- the embed profiles → user_goals (the AI functions' member data) ambiguous for the API.
alter table public.user_goals drop constraint user_goals_target_member_id_fkey;
alter table public.user_goals
  add constraint user_goals_target_member_id_fkey foreign key (target_member_id) references auth.users (id) on delete set null;
