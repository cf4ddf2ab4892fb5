/** The account page's validators: a new address, a new password with its e-mailed code, TOTP codes, the QR source. */
import { describe, expect, it } from 'vitest';
import { isImageDataUri, qrImageSource, newEmailProblem, passwordChangeProblem, totpCodeProblem } from '../../src/features/account/utils/account-forms.ts';

describe('account page validators', () => {
  it('takes a valid address that is not the current one', () => {
    expect(newEmailProblem('', 'ada@example.com')).toEqual({ field: 'email', message: 'Email is required' });
    expect(newEmailProblem('ada@', 'ada@example.com')).toEqual({ field: 'email', message: 'Please enter a valid email address' });
    expect(newEmailProblem(' ADA@example.com ', 'ada@example.com')).toEqual({ field: 'email', message: 'This is already your e-mail address' });
    expect(newEmailProblem('ada.new@example.com', 'ada@example.com')).toBeNull();
  });

  it("holds the new password to sign-up's rules and wants the six-digit code", () => {
    expect(passwordChangeProblem({ password: 'abc12', confirmPassword: 'abc12', nonce: '123456' })).toEqual({
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    expect(passwordChangeProblem({ password: 'abc123', confirmPassword: 'abc124', nonce: '123456' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
    expect(passwordChangeProblem({ password: 'abc123', confirmPassword: 'abc123', nonce: '12345' })?.field).toBe('nonce');
    expect(passwordChangeProblem({ password: 'abc123', confirmPassword: 'abc123', nonce: ' 123456 ' })).toBeNull();
  });

  it('takes six digits from the authenticator app', () => {
    expect(totpCodeProblem('123 456')).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef']) expect(totpCodeProblem(code)?.field).toBe('code');
  });

  it('renders only data images as the QR code', () => {
    expect(isImageDataUri('data:image/svg+xml;utf-8,<svg/>')).toBe(true);
    expect(isImageDataUri('data:image/png;base64,AAAA')).toBe(true);
    for (const source of ['https://example.com/qr.svg', 'javascript:alert(1)', 'data:text/html,<b>x</b>']) expect(isImageDataUri(source)).toBe(false);
  });
  it('turns Auth’s raw SVG data URI into one whose colours do not start a URL fragment', () => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h8v8H0z"/><path stroke="#000000" d="M1 1.5h7"/></svg>';
    const source = qrImageSource(`data:image/svg+xml;utf-8,${markup}`);
    expect(source).not.toContain('#');
    expect(isImageDataUri(source)).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(markup);
    expect(qrImageSource(markup)).toBe(source);
    expect(qrImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
