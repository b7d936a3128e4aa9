import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createClass } from '#api-client/classes.ts';
import { withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { classesKey, classListQuery } from '#client/queries/classes.ts';
import { useApi } from '#client/state/use-api.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { classErrorMessage } from './class-messages.ts';

function NewClassForm() {
  const { t } = useTranslation('classes');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : t('list.nameRequired')) },
  });
  const create = useMutation({
    mutationFn: (name: string) => createClass(api, name.trim()),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: classesKey });
      form.reset();
      await navigate({ to: '/classes/$id', params: { id: String(response.data.id) } });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values.name))} noValidate>
      <Group align="flex-end">
        <TextInput
          label={t('list.newClass')}
          placeholder={t('list.newClassExample')}
          // On a phone the button wraps under the field rather than squeezing it.
          miw={240}
          style={{ flex: 1 }}
          {...withErrorInScreenLanguage(form.getInputProps('name'))}
        />
        <Button type="submit" loading={create.isPending}>
          {t('list.create')}
        </Button>
      </Group>
      {create.error && (
        <Alert color="red" role="alert" mt="sm">
          {classErrorMessage(create.error, t('list.createFailed'))}
        </Alert>
      )}
    </form>
  );
}

/** The teacher's classes (docs/classrooms.md): create one, open one to add pupils, print cards, assign. */
export function ClassesPage() {
  const { t } = useTranslation('classes');
  const classes = useQuery(classListQuery(useApi()));
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('list.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('list.intro')}
      </Text>
      <Card withBorder mb="lg">
        <NewClassForm />
      </Card>
      {classes.isPending && <Loader aria-label={t('list.loading')} />}
      {classes.isError && (
        <Alert color="red" role="alert">
          {t('list.failed')}
        </Alert>
      )}
      {classes.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {classes.data?.map((item) => (
          <Card key={item.id} withBorder component="li">
            <Stack gap="xs">
              <Title order={2} fz="lg">
                {item.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light">{t('list.pupils', { count: item.pupils_count })}</Badge>
                <Text size="sm" c="dimmed">
                  {t('list.code', { code: item.code })}
                </Text>
              </Group>
              <ButtonLink to="/classes/$id" params={{ id: String(item.id) }} variant="light">
                {t('list.open', { name: item.name })}
              </ButtonLink>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
