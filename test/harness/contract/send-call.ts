export interface CallAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: generated cases assert on a few fields of any answer
  body: any;
  /** A redirect's target (links opened from an e-mail answer with one). */
  location: string | null;
  text: string;
}

export interface RawRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as it is. */
  body?: string;
}

/** One request as a client could send it, redirects not followed; the answer parsed if it is JSON. */
export async function sendRaw(baseUrl: string, request: RawRequest): Promise<CallAnswer> {
  const res = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, location: res.headers.get('location'), text };
}

/** A JSON call (the body stringified) with the given headers. */
export function sendJson(
  baseUrl: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  return sendRaw(baseUrl, {
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A refusal a person can read: a 4xx with a message, or a link's redirect to its error page. */
export function isClearRefusal(answer: CallAnswer): boolean {
  if (answer.status >= 300 && answer.status < 400) return /[?&]error=/.test(answer.location ?? '');
  return (
    answer.status >= 400 &&
    answer.status < 500 &&
    typeof answer.body?.message === 'string' &&
    answer.body.message.length > 0
  );
}
