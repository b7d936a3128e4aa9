/** docs/product.md §8: the verification link's `error` query, in the product's original (Turkish) wording. */
export function verificationErrorMessage(error: string): string {
  if (error === 'invalid_user') return 'Kullanıcı bulunamadı';
  if (error === 'invalid_hash') return 'Geçersiz veya süresi dolmuş doğrulama bağlantısı';
  return 'Doğrulama işlemi sırasında bir hata oluştu';
}

export type VerificationState = 'error' | 'verified' | 'sent' | 'unverified';

/** docs/product.md §2 status line of each state. */
export const statusLine: Record<VerificationState, string> = {
  error: 'Doğrulama hatası',
  verified: 'Your email has been verified successfully!',
  sent: 'Verification email sent',
  unverified: 'Please verify your email address',
};
