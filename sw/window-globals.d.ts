/**
 * Code shared with the window (`#api-client` reads the XSRF cookie) probes for `document` with
 * `typeof` first; a service worker has none. Declared as possibly undefined so the probe, and only
 * a probed use, typechecks in the worker.
 */
declare const document: { readonly cookie: string } | undefined;
