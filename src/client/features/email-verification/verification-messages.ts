/**
 * docs/product.md §8: the verification link's `error` query, as a key of the `emailVerification`
 * catalogue (whose English keeps the product's original Turkish wording).
 */
export function verificationErrorKey(error: string): 'invalid_user' | 'invalid_hash' | 'other' {
  return error === 'invalid_user' || error === 'invalid_hash' ? error : 'other';
}

export type VerificationState = 'error' | 'verified' | 'sent' | 'unverified';
