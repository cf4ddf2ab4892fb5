import { mountStandalone } from '@diva/dev-harness';
import RemoteApp from './remote-app.tsx';

// Standalone development: this remote inside the shared harness (providers + sign-in against local-supabase).
void mountStandalone('who', RemoteApp);
