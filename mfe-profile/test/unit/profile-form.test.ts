import { describe, expect, it } from 'vitest';
import { type ProfileFormValues, validateProfileForm } from '../../src/features/profile/utils/profile-form.ts';

const blank: ProfileFormValues = {
  display_name: 'Ada',
  bio: '',
  location: '',
  company: '',
  role: '',
  instagram_url: '',
  facebook_url: '',
  twitter_url: '',
  linkedin_url: '',
  tiktok_url: '',
  youtube_url: '',
};

describe('the profile validator', () => {
  it('joins every failed limit with commas', () => {
    const result = validateProfileForm({
      ...blank,
      display_name: 'x'.repeat(101),
      bio: 'x'.repeat(1001),
      company: 'x'.repeat(201),
      role: 'x'.repeat(101),
      location: 'x'.repeat(101),
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Display name must be 100 characters or less, Bio must be 1000 characters or less, Company must be 200 characters or less, Role must be 100 characters or less, Location must be 100 characters or less',
    });
  });

  it('accepts text at the limits', () => {
    const result = validateProfileForm({ ...blank, display_name: 'x'.repeat(100), bio: 'x'.repeat(1000), company: 'x'.repeat(200) });
    expect(result.ok).toBe(true);
  });

  it('accepts https links only', () => {
    const result = validateProfileForm({ ...blank, instagram_url: 'http://instagram.com/ada', youtube_url: 'javascript:alert(1)', linkedin_url: 'https://linkedin.com/in/ada' });
    expect(result).toEqual({ ok: false, message: 'Instagram URL must be an https:// link, YouTube URL must be an https:// link' });
  });

  it('needs a display name', () => {
    expect(validateProfileForm({ ...blank, display_name: '   ' })).toEqual({ ok: false, message: 'Display name is required' });
    expect(validateProfileForm({ ...blank, display_name: '<script>x</script>' })).toEqual({ ok: false, message: 'Display name is required' });
  });

  it('trims and sanitises text, and clears empty fields to null', () => {
    const result = validateProfileForm({ ...blank, display_name: '  Ada  ', bio: 'Hi <img src=x onerror=alert(1)>there', tiktok_url: ' https://tiktok.com/@ada ' });
    expect(result).toMatchObject({ ok: true, changes: { display_name: 'Ada', bio: 'Hi there', company: null, tiktok_url: 'https://tiktok.com/@ada' } });
  });
});
