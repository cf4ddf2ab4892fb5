/**
 * Where a remote running alone finds the backend when its dev server has no /config.json: local-supabase
 * (or `supabase start`) on the CLI's port with the CLI's well-known public demo anon key.
 */
export const LOCAL_BACKEND = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
} as const;
