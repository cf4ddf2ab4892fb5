// The request target's path and query read without the URL parser (src/http/request-target.ts): whatever it
// reads must be what `new URL` reads, and whatever the parser would rewrite goes to the parser.
import { describe, expect, it } from 'vitest';
import { plainRequestTarget } from '../src/http/request-target.ts';

const viaUrl = (target: string) => {
  const u = new URL(target, 'http://local');
  return { pathname: u.pathname, search: u.search };
};

describe('plain request targets', () => {
  it('reads the REST and storage requests the product sends', () => {
    for (const target of [
      '/',
      '/health',
      '/rest/v1/posts?select=*,profiles!posts_user_id_fkey(display_name)&order=created_at.desc&limit=50',
      '/rest/v1/profiles?user_id=eq.5b1f0c9e-9f3c-4bd4-8a51-0a3c1e6f2d11&select=*',
      '/rest/v1/posts?content=ilike.*growth%20tips*',
      '/rest/v1/rpc/join_chapter?',
      '/storage/v1/object/avatars/member/photo.webp',
      '/rest/v1/events?starts_at=gte.2026-11-29T00:00:00Z&or=(a.eq.1,b.eq.2)&tags=cs.{Business}',
    ]) {
      expect(plainRequestTarget(target), target).toEqual(viaUrl(target));
    }
  });

  it('leaves to the URL parser what it would rewrite', () => {
    for (const target of ['/a/./b', '/a/../b', '/%2e%2e/secret', '//other.host/x', '/a b', '/a\\b', '/a#frag', '/a?x=é', '/a/é', "/a?x='y'", '/a?x=<y>', '/a^b', '/.well-known/x']) {
      expect(plainRequestTarget(target), target).toBeNull();
    }
  });

  it('agrees with the URL parser on random targets', () => {
    const alphabet = "/abc.%?&=#' \"<>\\^`{}|[]~!$()*+,;:@-_é\t";
    let seed = 35;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let plain = 0;
    for (let i = 0; i < 50_000; i++) {
      let target = '/';
      for (let n = Math.floor(random() * 12); n > 0; n--) target += alphabet[Math.floor(random() * alphabet.length)];
      const read = plainRequestTarget(target);
      if (!read) continue;
      plain++;
      expect(read, JSON.stringify(target)).toEqual(viaUrl(target));
    }
    expect(plain).toBeGreaterThan(1_000); // the comparison covered the plain case, not only refusals
  });
});
