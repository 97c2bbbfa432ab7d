import { z } from 'zod';
import { ENV_VAR_NAME, envVarNameProblem } from '../env-var-name';

/*
 * A setting ending in _env (stock_token_env, signing_key_env, user_env, pass_env): the NAME of the environment
 * variable holding a secret. The message is the rule's reason and never the value: a pasted secret must not
 * reach the log or /admin. The pattern is what dealer.schema.json can say; the refinement adds the key-shaped
 * names it cannot.
 */
export const envName = z
  .string()
  .regex(ENV_VAR_NAME, 'must be the NAME of an environment variable (A-Z, 0-9, _, e.g. LEAD_WEBHOOK_KEY), not a value')
  .superRefine((value, ctx) => {
    const problem = ENV_VAR_NAME.test(value) ? envVarNameProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: undefined });
  });
