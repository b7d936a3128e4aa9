import { z } from 'zod';
import { generatedQuestionsReplySchema } from '#contract/questions.ts';

/** Keywords OpenAI's strict structured outputs reject; the zod check after the reply enforces them instead. */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength']);

function withoutUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsupported);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(([key, value]) => {
    if (UNSUPPORTED.has(key)) return false;
    return !(key === 'maximum' && value === Number.MAX_SAFE_INTEGER);
  });
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutUnsupported(value)]));
}

/** The JSON schema of the reply, from the contract's zod schema, in the subset chat APIs accept. */
export const replyJsonSchema = withoutUnsupported(z.toJSONSchema(generatedQuestionsReplySchema)) as Record<
  string,
  unknown
>;
