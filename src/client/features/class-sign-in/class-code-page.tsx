import { Button, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AuthCard } from '#client/ui/auth-card.tsx';

/** A child (or the teacher, once per tablet) types the class code from the card or the board. */
export function ClassCodePage() {
  const { t } = useTranslation('classSignIn');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const typed = code.replace(/[\s-]/g, '').toUpperCase();
  return (
    <AuthCard variant="child" title={t('codeTitle')} subtitle={t('codeSubtitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed) void navigate({ to: '/class/$code', params: { code: typed } });
        }}
      >
        <Stack>
          <TextInput
            label={t('codeLabel')}
            size="xl"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            styles={{ input: { letterSpacing: '0.2em', fontWeight: 700, textAlign: 'center' } }}
          />
          <Button type="submit" size="xl" disabled={!typed}>
            {t('next')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
