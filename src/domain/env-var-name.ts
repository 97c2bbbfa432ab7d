/*
 * Settings ending in _env name the environment variable that holds a secret, so dealer.json stays free of secrets.
 * A secret pasted there instead would be kept in the repository and shown wherever the name is shown (the server
 * log, /admin/leads: "environment variable X is not set"). These rules tell a variable name from a pasted key
 * without ever repeating the value. Environment variable names are upper-case words joined by underscores
 * (LEAD_WEBHOOK_KEY, SMTP_PASS, OAUTH2_TOKEN); keys are long, random runs of letters and digits, often with a
 * vendor prefix (whsec_, sk_live_, AKIA..., ghp_...).
 */

/** POSIX-style name: upper-case letters, digits and underscores, not starting with a digit; at most 64 characters. */
export const ENV_VAR_NAME = /^[A-Z_][A-Z0-9_]{0,63}$/;
const NAME = ENV_VAR_NAME;
/** Prefixes of well-known secret formats (Standard Webhooks, Stripe, AWS, GitHub, GitLab, Slack, OpenAI and similar). */
const SECRET_PREFIX = /^(WHSEC_|SK_|RK_|PK_(LIVE|TEST)_|AKIA[A-Z0-9]{12}|ASIA[A-Z0-9]{12}|GH[OPSUR]_|GITHUB_PAT_|GLPAT|XOX[ABPRS]|SG_)/;
/** Longest word of a real variable name ("INTERNATIONALIZATION" is 20). */
const MAX_WORD = 20;

/** How many times a word switches between letters and digits ("OAUTH2" once, "A3F9B2" five times). */
const switches = (word: string) => word.split('').filter((c, i) => i > 0 && /\d/.test(c) !== /\d/.test(word[i - 1]!)).length;

/**
 * Why `value` is not the name of an environment variable (a reason that never quotes the value), or null when it
 * is one.
 */
export function envVarNameProblem(value: string): string | null {
  if (!NAME.test(value)) {
    return value.length > 64
      ? 'is longer than any environment variable name: it looks like a secret value; put the value in an environment variable and write its NAME here'
      : 'must be the NAME of an environment variable (A-Z, 0-9, _, e.g. LEAD_WEBHOOK_KEY), not a value';
  }
  if (SECRET_PREFIX.test(value)) return 'starts like a secret key (whsec_, sk_, AKIA…); put the key in an environment variable and write its NAME here';
  for (const word of value.split('_')) {
    if (word.length > MAX_WORD)
      return `has a ${word.length}-character word, which no variable name has: it looks like a secret value; write the variable's NAME here`;
    if (switches(word) >= 4)
      return 'mixes letters and digits like a random key, not like a variable name; put the key in an environment variable and write its NAME here';
    if (/\d{8,}/.test(word)) return "has a long run of digits like a key or number, not like a variable name; write the variable's NAME here";
  }
  return null;
}
