// No zod here: the client's first chunk flattens error maps and must not carry the schema library.

/**
 * Every message of an errors map, in field order: the one place a Laravel-shaped map is flattened
 * (the server's 422 message is the first of them; the client shows them joined or as a list).
 */
export function errorMessages(errors: Record<string, string[]> | undefined): string[] {
  return errors ? Object.values(errors).flat() : [];
}
