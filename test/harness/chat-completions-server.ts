import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake AI service answers one request. */
export type Responder = (response: ServerResponse) => void;

/** A request the fake AI service received: its path, bearer token and JSON body. */
export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { strict: boolean; schema: { properties: object } } };
  };
}

/**
 * A real OpenAI-compatible chat-completions endpoint on a loopback port, for the AI adapter's own
 * tests and for an app started with `AI_BASE_URL: baseUrl`. It records every request and answers
 * the n-th with the n-th responder (the last repeats).
 */
export async function startChatServer(responders: Responder[]) {
  const received: ChatRequest[] = [];
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(raw),
    });
    (responders[received.length - 1] ?? responders.at(-1))?.(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { baseUrl: `http://127.0.0.1:${port}/v1`, received, close };
}

export type ChatServer = Awaited<ReturnType<typeof startChatServer>>;

/** Answers `status` with `body` as JSON. */
export function json(status: number, body: unknown): Responder {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

/** An OpenAI-shaped chat completion whose assistant message is `content`. */
export function completion(content: string): Responder {
  return json(200, {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}
