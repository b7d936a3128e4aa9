import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import {
  type GeneratedQuestion,
  generatedQuestionsReplySchema,
  normalizeChoiceText,
} from '#contract/questions.ts';
import { AiServiceError } from './ai-service-error.ts';
import { DEFAULT_MAX_QUESTIONS, type QuestionGenerator, type QuestionSection } from './question-generator.ts';
import { questionPrompt } from './question-prompt.ts';
import { replyJsonSchema } from './reply-json-schema.ts';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long one request may take, in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** How many requests to make when replies are not valid questions (default 2: one retry). */
  attempts?: number;
  /**
   * Asked for the section when every reply was invalid (the built-in generator in the app): its
   * questions keep their own `source`, so the teacher sees they did not come from the AI service.
   */
  fallback?: QuestionGenerator;
}

/**
 * Questions from any OpenAI-compatible chat completions API (OpenAI, Azure, Ollama, vLLM, llama.cpp),
 * asking for JSON that follows the contract's schema and checking it with zod. An invalid reply is
 * asked again once; after that the fallback generator, when given, fills the section. Timeouts and
 * HTTP errors are not retried here (the background job retries with backoff).
 * Every failure is an `AiServiceError`.
 */
export function createOpenAiQuestionGenerator(settings: OpenAiSettings): QuestionGenerator {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the client insists on one.
    apiKey: settings.apiKey ?? 'no-key',
    timeout: settings.timeoutMs ?? 30_000,
    maxRetries: 0,
  });
  const attempts = settings.attempts ?? 2;
  return {
    async generate(section, options) {
      const maxQuestions = options?.maxQuestions ?? DEFAULT_MAX_QUESTIONS;
      const problems: string[] = [];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const reply = await requestQuestions(client, settings.model, section, maxQuestions, options?.signal);
        const checked = checkReply(reply, section, maxQuestions);
        if (Array.isArray(checked))
          return checked.map((question) => ({ ...question, source: 'ai' as const }));
        problems.push(`attempt ${attempt}: ${checked}`);
      }
      if (settings.fallback) return settings.fallback.generate(section, options);
      throw new AiServiceError(
        'invalid_reply',
        `The AI service gave no valid questions (${problems.join('; ')})`,
      );
    },
  };
}

async function requestQuestions(
  client: OpenAI,
  model: string,
  section: QuestionSection,
  maxQuestions: number,
  signal: AbortSignal | undefined,
): Promise<string | null | undefined> {
  try {
    const completion = await client.chat.completions.create(
      {
        model,
        messages: questionPrompt(section, maxQuestions),
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'comprehension_questions', strict: true, schema: replyJsonSchema },
        },
      },
      { signal },
    );
    return completion.choices[0]?.message.content;
  } catch (error) {
    throw asAiServiceError(error);
  }
}

function asAiServiceError(error: unknown): AiServiceError {
  if (error instanceof APIConnectionTimeoutError) {
    return new AiServiceError('timeout', 'The AI service did not answer in time', { cause: error });
  }
  if (error instanceof APIUserAbortError)
    return new AiServiceError('aborted', 'The request was cancelled', { cause: error });
  if (error instanceof APIError && error.status !== undefined) {
    return new AiServiceError('http', `The AI service answered HTTP ${error.status}: ${error.message}`, {
      cause: error,
      status: error.status,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new AiServiceError('unreachable', `The AI service could not be reached: ${detail}`, {
    cause: error,
  });
}

/** The valid questions of a reply, or what is wrong with it. */
function checkReply(
  reply: string | null | undefined,
  section: QuestionSection,
  maxQuestions: number,
): GeneratedQuestion[] | string {
  if (!reply) return 'empty reply';
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    return 'reply is not JSON';
  }
  const parsed = generatedQuestionsReplySchema.safeParse(json);
  if (!parsed.success) return `reply does not match the schema: ${parsed.error.issues[0]?.message ?? ''}`;
  const paragraphs = new Map(
    section.paragraphs.map((p) => [p.paragraph_index, normalizeChoiceText(p.content)]),
  );
  const questions = parsed.data.questions.filter(
    (question) =>
      paragraphs.has(question.paragraph_index) &&
      // Evidence is the text's own sentence: one the model made up proves nothing.
      paragraphs
        .get(question.evidence.paragraph_index)
        ?.includes(normalizeChoiceText(question.evidence.sentence)),
  );
  if (questions.length === 0) return 'reply has no question about this section with its evidence';
  return questions.slice(0, maxQuestions);
}
