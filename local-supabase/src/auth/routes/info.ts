import { json } from '../../http/reply.ts';
import { autoconfirm, type RouteHandler } from '../context.ts';

const PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly', 'github',
  'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc',
  'workos', 'twitch', 'twitter', 'email', 'phone', 'zoom',
];

/** GET /settings: what this Auth offers (email and password only). */
export const settings: RouteHandler = async (ctx) =>
  json(200, {
    external: Object.fromEntries(PROVIDERS.map((p) => [p, p === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: autoconfirm(ctx),
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });

/** GET /health */
export const health: RouteHandler = async () =>
  json(200, { version: 'local-supabase', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });

/** GET /.well-known/jwks.json: tokens are signed with the shared HS256 secret, so there are no public keys. */
export const jwks: RouteHandler = async () => json(200, { keys: [] });
