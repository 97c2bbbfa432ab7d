import { describe, expect, it } from 'vitest';
import { envVarNameProblem } from '../../../../src/domain/env-var-name';
import { withoutInvisible } from '../../../../src/domain/invisible-characters';
import { leadDeliverySchema } from '../../../../src/domain/schemas/lead-delivery';
import { leadPayloadSchema, leadSubmissionSchema } from '../../../../src/domain/schemas/lead';

const enquiry = { form: 'enquiry', category: 'Vehicle Enquiry', name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', message: 'Hi' } as const;
const BIDI_AND_ZERO_WIDTH = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u200C', '\u200D', '\uFEFF'];

describe('lead payload: an e-mail is an e-mail whatever the form', () => {
  it('a rego lookup with any text as email is refused; without one, or with a real one, it is taken', () => {
    const rego = { form: 'rego_lookup', category: 'Trade-In', rego: 'ABC123', regoState: 'QLD' } as const;
    const bad = leadPayloadSchema.safeParse({ ...rego, email: '<script>alert(1)</script>' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['email', 'Please enter a valid email.']);
    expect(leadPayloadSchema.safeParse({ ...rego, email: 'not an email' }).success).toBe(false);
    expect(leadPayloadSchema.safeParse(rego).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...rego, email: '' }).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...rego, email: 'sam@example.com' }).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ form: 'valuation_adjustments', category: 'Trade-In', id: 'L-1', adjustmentAnswers: {}, email: 'x' }).success).toBe(
      false,
    );
  });
});

describe('lead payload: bidirectional controls and zero-width characters are taken out of every text', () => {
  it('each of U+202A-U+202E, U+2066-U+2069, U+200B-U+200D and U+FEFF', () => {
    for (const c of BIDI_AND_ZERO_WIDTH) {
      const lead = leadPayloadSchema.parse({ ...enquiry, name: `Ja${c}ne`, message: `see ${c}attached` });
      expect([lead.name, lead.message], c.codePointAt(0)!.toString(16)).toEqual(['Jane', 'see attached']);
    }
  });

  it('a name that displays reversed reaches the store as typed, without the override', () => {
    const lead = leadSubmissionSchema.parse({
      userData: { ...enquiry, name: 'Jane\u202Egpj.exe', last_name: '\u2067Smith\u2069', 'Vehicle Make': 'Ma\u200Bzda' },
    }).userData;
    expect(lead).toMatchObject({ name: 'Janegpj.exe', last_name: 'Smith', 'Vehicle Make': 'Mazda' });
  });

  it('nested answers and keys too; other characters (accents, emoji, Arabic) untouched', () => {
    const lead = leadPayloadSchema.parse({
      form: 'valuation_adjustments',
      category: 'Trade-In',
      id: 'L-1',
      adjustmentAnswers: { 'acc\u200Bident': 'n\u202Eo', list: ['a\uFEFFb', 3] },
      message: 'Zoë 🚗 مرحبا',
    });
    expect(lead.adjustmentAnswers).toEqual({ accident: 'no', list: ['ab', 3] });
    expect(lead.message).toBe('Zoë 🚗 مرحبا');
  });

  it('a required name made only of invisible characters is empty, so it is refused', () => {
    const r = leadPayloadSchema.safeParse({ ...enquiry, name: '\u200B\u202E\uFEFF' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain('name');
    expect(withoutInvisible('\u200B\u202E\uFEFF')).toBe('');
  });
});

describe('*_env settings name a variable; a pasted secret is refused and never repeated', () => {
  const webhook = (signing_key_env: string) => leadDeliverySchema.safeParse({ webhook: { url: 'https://crm.example.com/leads', signing_key_env } });
  const secrets = [
    'WHSEC_MFRGGZDFMZTWQ2LKNNWXI2DBMVXHE3LP', // a Standard Webhooks secret in capitals
    'SK_LIVE_51H8XABCDEF',
    'AKIAIOSFODNN7EXAMPLE', // Stripe- and AWS-shaped
    'A3F9B2C4D5E6F7A8B9C0D1E2F3A4B5C6', // 32 hex digits
    'JBSWY3DPEHPK3PXP', // base32
    'KEY_1234567890',
    'whsec_MfRgGzDfMzTwQ2LkNnWxI2DbMvXhE3Lp',
    'x'.repeat(80),
  ];

  it.each(secrets)('%s is refused, and the message does not contain it', (value) => {
    const r = webhook(value);
    expect(r.success).toBe(false);
    const text = JSON.stringify(r.error!.issues);
    expect(text).not.toContain(value);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['webhook.signing_key_env']);
  });

  it.each(['LEAD_WEBHOOK_KEY', 'SMTP_PASS', 'OAUTH2_TOKEN', 'S3_BUCKET_KEY', 'AWS_SECRET_ACCESS_KEY', 'ACME_MOTORS_BRISBANE_CRM_WEBHOOK_SIGNING_KEY'])(
    '%s is a variable name',
    (name) => {
      expect(envVarNameProblem(name)).toBeNull();
      expect(webhook(name).success).toBe(true);
    },
  );

  it('the SMTP login names follow the same rule', () => {
    const r = leadDeliverySchema.safeParse({
      email: { smtp: { host: 'smtp.example.com', pass_env: 'A3F9B2C4D5E6F7A8B9C0D1E2F3A4B5C6' }, from: 'a@b.co', to: ['c@d.co'] },
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe('email.smtp.pass_env');
  });
});
