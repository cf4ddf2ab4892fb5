// Field messages of the validators (spec 01 §5, spec 02 §5); @diva/core's schemas use them.

export const VALIDATION_TEXTS = {
  required: 'This field is required',
  prohibitedInput: 'Input contains prohibited content',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  postContentRequired: 'Please write something to share',
  messageContentRequired: 'Message content cannot be empty',
  aiMessageRequired: 'Message cannot be empty',
  aiMessageMarkup: 'Message contains invalid content',
  aiMessageInjection: 'Message contains prohibited content',
  imageRequired: 'You must select an image to upload.',
  otpContactRequired: 'You must provide either an email or phone number.',
} as const;

/** '{type} must be {limit} characters or less' ('Message must be 5000 characters or less'). */
export const tooLong = (label: string, limit: number): string => `${label} must be ${limit} characters or less`;
