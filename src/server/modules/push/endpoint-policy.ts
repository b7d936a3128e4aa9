import { isIP } from 'node:net';

/**
 * Why the server must not POST to this push endpoint, or null. Browsers' push services are public
 * https hosts; in production anything else (plain http, an IP address, localhost or an internal name)
 * would let a user make the server send requests into its own network. Tests use a plain-http push
 * service on loopback, so only production applies the rule.
 */
export function pushEndpointProblem(
  endpoint: string,
  { production }: { production: boolean },
): string | null {
  if (!production) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'The endpoint must be an https URL.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const internal = isIP(host) !== 0 || !host.includes('.') || /\.(localhost|local|internal)$/i.test(host);
  return internal ? 'The endpoint must be a push service on the internet.' : null;
}
