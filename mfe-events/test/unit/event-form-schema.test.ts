import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/features/events/utils/event-form-schema.ts';

const valid = {
  title: 'Rooftop Mixer', date: '2099-01-01', time: '18:30', location: 'Skyline', type: 'in-person', address: '1 Main St',
  max_attendees: 100, price: 0, image_url: '', description: '', chapter_id: null,
};

describe('event form', () => {
  it('accepts a complete in-person event and an online one without address', () => {
    expect(fieldErrors(valid).ok).toBe(true);
    expect(fieldErrors({ ...valid, type: 'online', address: undefined }).ok).toBe(true);
  });

  it('says what is missing, field by field, in the spec words', () => {
    const result = fieldErrors({ ...valid, title: ' ', date: '', time: '', location: '', address: '', max_attendees: 0, price: -0.01, image_url: 'http://a.example/x.png' });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required', date: 'Date is required', time: 'Time is required', location: 'Location is required', address: 'Address is required for in-person events',
        max_attendees: 'Max attendees must be at least 1', price: 'Price cannot be negative', image_url: 'Image URL must be an https:// URL',
      },
    });
    expect(fieldErrors({ ...valid, address: '' })).toEqual({ ok: false, errors: { address: 'Address is required for in-person events' } });
  });

  it('takes https images only, and an empty number as missing', () => {
    expect(fieldErrors({ ...valid, image_url: 'https://images.example.com/a.png' }).ok).toBe(true);
    for (const url of ['javascript:alert(1)', '//evil.example/a.png', 'https://user@evil.example/a.png']) {
      expect(fieldErrors({ ...valid, image_url: url }).ok).toBe(false);
    }
    expect(fieldErrors({ ...valid, max_attendees: Number.NaN })).toMatchObject({ errors: { max_attendees: 'Max attendees must be at least 1' } });
    expect(fieldErrors({ ...valid, chapter_id: 27 }).ok).toBe(false);
  });
});
