/**
 * The one way to read the messages of a Laravel errors map (`{field: [message, …]}`), on both sides:
 * in field order, each field's messages in order. Zod-free, so the first screen can use it.
 */
export function errorMessagesOf(errors: Readonly<Record<string, readonly string[]>> | undefined): string[] {
  return errors ? Object.values(errors).flat() : [];
}

/** Every message joined into one string (docs/product.md §8 sign-up rule); empty for none. */
export function joinErrorMessages(errors: Readonly<Record<string, readonly string[]>> | undefined): string {
  return errorMessagesOf(errors).join(' ');
}

/** The first message, which a 422 also carries as its `message`. */
export function firstErrorMessage(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
): string | undefined {
  return errorMessagesOf(errors)[0];
}
