// JWT verification with its cache of checked signatures: a token checked once is still refused once it
// expires, another byte is another token, and the claims handed out are the caller's own copy.
import { describe, expect, it } from 'vitest';
import { JwtError, signJwt, verifyJwt } from '../src/jwt.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';

describe('verifyJwt', () => {
  it('still checks the time claims of a token whose signature it has checked before', () => {
    const now = 1_900_000_000;
    const token = signJwt({ sub: 'm1', role: 'authenticated', exp: now + 60 }, SECRET);
    expect(verifyJwt(token, SECRET, now).sub).toBe('m1');
    expect(() => verifyJwt(token, SECRET, now + 60 + 30)).toThrow(new JwtError('token has expired', 'expired'));
    expect(verifyJwt(token, SECRET, now + 10).sub).toBe('m1');
  });

  it('refuses a token with a changed signature or payload after the genuine one was accepted, and another secret', () => {
    const token = signJwt({ sub: 'm2', role: 'authenticated' }, SECRET);
    expect(verifyJwt(token, SECRET).role).toBe('authenticated');
    const [h, p, sig] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'm2', role: 'service_role' })).toString('base64url')}.${sig}`;
    expect(() => verifyJwt(forged, SECRET)).toThrow('signature is invalid');
    const flipped = `${h}.${p}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => verifyJwt(flipped, SECRET)).toThrow('signature is invalid');
    expect(() => verifyJwt(token, `${SECRET}x`)).toThrow('signature is invalid');
  });

  it('hands each caller claims of its own', () => {
    const token = signJwt({ sub: 'm3', role: 'authenticated' }, SECRET);
    const first = verifyJwt(token, SECRET);
    first.role = 'service_role';
    expect(verifyJwt(token, SECRET).role).toBe('authenticated');
  });
});
