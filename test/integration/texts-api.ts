/** A JSON call to the test server: status and parsed body (helper for the texts tests). */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are asserted field by field
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: res.status, body: json };
}
