import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as texts from '../src/texts/index.ts';
import {
  accountPending,
  achievementPostText,
  connectionSaveFailure,
  failedToAdd,
  failedToRemove,
  postFailureMessage,
  sendPracticeMessageFailed,
  signInFailureMessage,
  signUpFailure,
  tooLong,
  unexpectedFailureMessage,
} from '../src/texts/index.ts';

// The product spec lives beside the repository (README: ../shared/spec/); DIVA_SPEC_DIR points elsewhere.
const here = path.dirname(fileURLToPath(import.meta.url));
const specDir = process.env.DIVA_SPEC_DIR ?? path.resolve(here, '../../../../shared/spec');
const readSpec = (name: string) => {
  const file = path.join(specDir, name);
  if (!fs.existsSync(file)) throw new Error(`The spec document ${file} is missing: set DIVA_SPEC_DIR to the spec folder`);
  return fs.readFileSync(file, 'utf8');
};
const specs = [readSpec('01-core-network.md'), readSpec('02-who-coach-chapters-events-portals.md')];
const spec = specs.join('\n');

/** Catalogue texts the spec does not word: a title it gives without a description, or the UI's own words. */
const NOT_IN_SPEC = new Set([
  'AUTH_TEXTS.signedOut.message',
  'AUTH_TEXTS.welcomeBack.message',
  'AUTH_TEXTS.signUpSuccess.title',
  'AUTH_TEXTS.signInErrorTitle',
  'AUTH_TEXTS.signOutFailed',
  'FEED_TEXTS.postSignedOut.message',
  'FEED_TEXTS.commentSignedOut.message',
]);

/** Every text function, called with the spec's own placeholders, and the text the spec shows for it. */
const FUNCTION_FORMS: Record<string, () => string[]> = {
  failedToAdd: () => [failedToAdd('{type}')],
  failedToRemove: () => [failedToRemove('{type}')],
  errorToast: () => [],
  tooLong: () => [tooLong('{type}', '{limit}' as unknown as number), tooLong('Message', 'N' as unknown as number), tooLong('Message', 1000)],
  achievementPostText: () => [achievementPostText('{title}', '{category}')],
  sendPracticeMessageFailed: () => [sendPracticeMessageFailed('{reason}')],
  accountPending: () => {
    const toast = accountPending('{role}');
    return [`${toast.title}: ${toast.message}`];
  },
};
/** Toasts whose title and description the spec gives apart (title in §8, description in §5). */
const JOINED_HERE = new Set(['PRESIDENT_TEXTS.invalidChapter']);
const MAPPERS = new Set(['signInFailureMessage', 'signUpFailure', 'connectionSaveFailure', 'postFailureMessage', 'unexpectedFailureMessage']);

/** Every string of the catalogue objects, by path ('FEED_TEXTS.likeFailed.message'); tones are not texts. */
function leaves(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'tone' ? [] : leaves(inner, `${at}.${key}`)));
  }
  return [];
}
type Group = Record<string, string | { title?: string; message?: string }>;
const catalogue = (Object.entries(texts) as [string, unknown][]).filter((entry): entry is [string, Group] => typeof entry[1] === 'object');
const strings = catalogue.flatMap(([name, value]) => leaves(value, name));

describe('the text catalogue', () => {
  it('has every text in the spec verbatim, but for the few the spec leaves unworded', () => {
    expect(strings.length).toBeGreaterThan(100);
    for (const [at, text] of strings) {
      if (NOT_IN_SPEC.has(at)) expect(spec, `${at} is in the spec now: take it off NOT_IN_SPEC`).not.toContain(text);
      else expect(spec, `${at}: '${text}' is not verbatim in the spec`).toContain(text);
    }
  });

  it('words every text function as the spec does, placeholders included', () => {
    const functions = Object.entries(texts).filter(([, value]) => typeof value === 'function').map(([name]) => name);
    for (const name of functions) expect(FUNCTION_FORMS[name] ?? MAPPERS.has(name), `no spec form for ${name}`).toBeTruthy();
    for (const [name, forms] of Object.entries(FUNCTION_FORMS)) {
      for (const form of forms()) expect(spec, `${name}: '${form}'`).toContain(form);
    }
  });

  it('pairs each toast title and description as the spec writes them together', () => {
    const pairs = catalogue.flatMap(([name, group]) =>
      Object.entries(group).flatMap(([key, toast]) => {
        const worded = !NOT_IN_SPEC.has(`${name}.${key}.message`) && !NOT_IN_SPEC.has(`${name}.${key}.title`);
        return typeof toast === 'object' && toast.title && toast.message && worded ? [[`${name}.${key}`, toast.title, toast.message]] : [];
      }),
    );
    expect(pairs.length).toBeGreaterThan(15);
    for (const [at, title, message] of pairs) {
      const together = [`${title}: ${message}`, `'${title}' / '${message}'`, `${title}' / '${message}`];
      // Spec 01 §8 lists some titles once for several descriptions ('Error' / 'A'; 'B'): those need both texts.
      const paired =
        together.some((form) => spec.includes(form!)) || (title === 'Error' && spec.includes(message!)) || JOINED_HERE.has(at!);
      expect(paired, `${at}: '${title}' with '${message}'`).toBe(true);
    }
  });

  it('writes each text once (no string literal twice in the catalogue sources)', () => {
    const folder = path.resolve(here, '../src/texts');
    const literals = fs
      .readdirSync(folder)
      .map((file) => fs.readFileSync(path.join(folder, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
      .flatMap((source) => [...source.matchAll(/(?<![\w`])(['"])((?:(?!\1)[^\\\n])+)\1/g)])
      .map((match) => match[2]!)
      // Module paths, codes and tags (kind: 'account-exists', tone: 'success') are not texts.
      .filter((literal) => !literal.startsWith('.') && !/^[a-z][a-z-]*$/.test(literal) && !/^[A-Z0-9]+$/.test(literal));
    const seen = new Set<string>();
    const repeated = literals.filter((literal) => (seen.has(literal) ? true : (seen.add(literal), false)));
    expect(repeated).toEqual([]);
  });

  it("holds every text of both spec documents' error catalogues (§8) and validation rules (§5)", () => {
    const forms = new Set(strings.map(([, text]) => text));
    for (const [, group] of catalogue) {
      for (const value of Object.values(group)) {
        if (typeof value === 'object' && value.title && value.message) forms.add(`${value.title}: ${value.message}`);
      }
    }
    for (const make of Object.values(FUNCTION_FORMS)) for (const form of make()) forms.add(form);
    // Not texts of ours: what the sign-in and sign-up mappers look for in the provider's message, and spec 02's
    // shorthand for the two texts failedToAdd and failedToRemove give.
    const inputs = new Set(['Invalid login credentials', 'Email not confirmed', 'already registered', 'Failed to add/remove {item}']);
    const sections = specs.flatMap((doc) => doc.split(/^## /m).filter((section) => /^(5|8)\. /.test(section)));
    expect(sections).toHaveLength(4);
    // A quoted text: '...' (an apostrophe inside a word does not end it) or "...".
    const quoted = sections.flatMap((section) =>
      [...section.matchAll(/'((?:[^'\n]|'(?=[a-z]))+)'|"([^"\n]+)"/g)].map((match) => (match[1] ?? match[2])!.replace(/\.$/, '')),
    );
    expect(quoted.length).toBeGreaterThan(80);
    const missing = quoted.filter((text) => !inputs.has(text) && ![...forms].some((form) => form === text || form === `${text}.`));
    expect(missing).toEqual([]);
  });
});

describe('mappings from errors to texts', () => {
  it("words 'Post Failed' by code, then by message", () => {
    expect(postFailureMessage({ code: '23505' })).toBe('Duplicate post detected');
    expect(postFailureMessage({ code: '42501' })).toBe('Permission denied');
    expect(postFailureMessage({ code: 'PGRST301' })).toBe('Database connection issue');
    expect(postFailureMessage({ message: 'Network request failed' })).toBe('Network error. Please check your connection');
    expect(postFailureMessage({ code: 'XX000', message: 'boom' })).toBe('Failed to create post');
    expect(unexpectedFailureMessage(new TypeError('Failed to fetch'))).toBe('Network connection issue. Please try again');
    expect(unexpectedFailureMessage(new Error('x'))).toBe('Unexpected error occurred. Please try again');
  });

  it('maps sign-in and sign-up provider messages', () => {
    expect(signInFailureMessage('Invalid login credentials')).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(signInFailureMessage('Email not confirmed')).toBe('Please check your email and click the verification link before signing in.');
    expect(signInFailureMessage('Too many requests')).toBe('Too many requests');
    expect(signUpFailure('User already registered')).toEqual({
      kind: 'account-exists',
      title: 'Account Exists',
      message: 'This email is already registered. Please sign in instead.',
    });
    expect(signUpFailure('Signups not allowed')).toEqual({ kind: 'error', title: 'Sign Up Error', message: 'Signups not allowed' });
  });

  it('maps a connection save conflict to Already Connected', () => {
    expect(connectionSaveFailure({ code: '23505' })).toEqual({ title: 'Already Connected', message: "You've already saved this connection" });
    expect(connectionSaveFailure({ code: '1' }).message).toBe('Failed to save connection');
  });

  it('joins the achievement headline and description', () => {
    expect(achievementPostText('Closed seed round', 'Fundraisers', ' Thanks all ')).toBe(
      'Exciting news! I just achieved: Closed seed round in Fundraisers\n\nThanks all',
    );
    expect(achievementPostText('Keynote', 'Appearances', '')).toBe('Exciting news! I just achieved: Keynote in Appearances');
  });
});
