import { render, screen } from '@testing-library/react';
import type { ParseKeys } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** A screen asking for a word by a key the catalogue lacks (only a cast gets past the type check). */
function ScreenWithAMissingWord() {
  const { t } = useTranslation();
  return <p>{t('nav.noSuchWord' as ParseKeys<'common'>)}</p>;
}

describe('a word missing from the catalogue', () => {
  it('is reported as an error, which fails any client test that renders it', () => {
    // Taken out of the collection that fails the test (fail-on-console-error.ts) to look at it here.
    vi.mocked(console.error).mockImplementationOnce(() => {});
    render(<ScreenWithAMissingWord />);
    expect(screen.getByText('nav.noSuchWord')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('Missing translation: en common:nav.noSuchWord');
  });
});
