import { describe, expect, it } from 'vitest';
import { type ApplicationValues, validateApplication } from '../../src/features/apply/utils/application-schema.ts';
import { EMPTY_EVENT, invalidEventFields } from '../../src/features/events/utils/event-form-schema.ts';
import { validateSettings } from '../../src/features/settings/utils/settings-schema.ts';
import { PRESIDENT_TEXTS } from '../../src/texts.ts';

const application = (over: Partial<ApplicationValues> = {}): ApplicationValues => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.org',
  password: 'secret12',
  role: 'president',
  chapterId: '5',
  ...over,
});

describe('the application form', () => {
  it('accepts a complete president application and a moderator without a chapter', () => {
    expect(validateApplication(application(), true)).toEqual({});
    expect(validateApplication(application({ role: 'moderator', chapterId: '' }), true)).toEqual({});
  });

  it('requires full name, e-mail and password, and a chapter from the 26 for a president', () => {
    const errors = validateApplication(application({ fullName: ' ', email: 'nope', password: '123', chapterId: '' }), true);
    expect(errors).toEqual({
      fullName: PRESIDENT_TEXTS.fullNameRequired,
      email: PRESIDENT_TEXTS.emailRequired,
      password: PRESIDENT_TEXTS.passwordRequired,
      chapterId: 'Please select a valid chapter.',
    });
    expect(validateApplication(application({ chapterId: '27' }), true).chapterId).toBe('Please select a valid chapter.');
    expect(validateApplication(application({ chapterId: '0' }), true).chapterId).toBeDefined();
  });

  it('asks a signed-in member for no e-mail or password (she applies with her account)', () => {
    expect(validateApplication(application({ email: '', password: '' }), false)).toEqual({});
  });
});

describe('the event form', () => {
  const valid = { ...EMPTY_EVENT, title: 'Mixer', date: '2099-01-02', time: '18:30', location: 'Atlanta', address: '1 Peachtree St' };
  it('requires title, date, time, location, an address in person, and at least one seat', () => {
    expect(invalidEventFields(valid).size).toBe(0);
    expect(invalidEventFields(EMPTY_EVENT)).toEqual(new Set(['title', 'date', 'time', 'location', 'address']));
    expect(invalidEventFields({ ...valid, type: 'online', address: '' }).size).toBe(0);
    expect(invalidEventFields({ ...valid, max_attendees: 0 })).toEqual(new Set(['max_attendees']));
  });
});

describe('the chapter settings', () => {
  it('accepts an https cover and an e-mail, or none', () => {
    expect(validateSettings({ description: 'Hi', cover_image_url: 'https://img.example.org/a.jpg', president_email: 'a@b.org' })).toEqual({});
    expect(validateSettings({ description: '', cover_image_url: '', president_email: '' })).toEqual({});
  });

  it('refuses http:, javascript: and data: covers and a malformed e-mail', () => {
    for (const cover of ['http://img.example.org/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AA', 'not a url']) {
      expect(validateSettings({ description: '', cover_image_url: cover, president_email: '' }).cover_image_url).toBe(PRESIDENT_TEXTS.coverHttps);
    }
    expect(validateSettings({ description: '', cover_image_url: '', president_email: 'x@' }).president_email).toBe(PRESIDENT_TEXTS.emailRequired);
    expect(validateSettings({ description: 'x'.repeat(2001), cover_image_url: '', president_email: '' }).description).toBeDefined();
  });
});
