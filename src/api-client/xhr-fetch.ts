/** Bytes sent so far of an upload, and its total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` that sends the request with XMLHttpRequest, for its upload progress events: fetch reports
 * upload progress only through request streams, which Chromium allows over HTTP/2 alone. Window-only
 * (a service worker has no XMLHttpRequest); the API client hands it the request with every header already set.
 */
export function xhrFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () => {
        const status = xhr.status;
        const text = status === 204 ? null : xhr.responseText;
        resolve(new Response(text, { status, statusText: xhr.statusText, headers: responseHeaders(xhr) }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
