import { Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { YourDataCard } from './your-data-card.tsx';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Container size={640} py="lg">
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="lg">
          <ProfileDetailsForm />
        </Paper>
        <Paper withBorder p="lg" radius="lg">
          <ChangePasswordForm />
        </Paper>
        <Paper withBorder p="lg" radius="lg">
          <YourDataCard />
        </Paper>
      </Stack>
    </Container>
  );
}
