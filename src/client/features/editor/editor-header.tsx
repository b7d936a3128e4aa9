import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { TextDetail, TextStatus } from '#contract/texts.ts';

interface EditorHeaderProps {
  text: TextDetail;
  textStatus: TextStatus;
  dirty: boolean;
  saving: boolean;
  online: boolean;
  onStatusChange: (status: TextStatus) => void;
  onSave: () => void;
}

/** Title, the status dropdown (draft, published) and 'Save Changes'. */
export function EditorHeader({
  text,
  textStatus,
  dirty,
  saving,
  online,
  onStatusChange,
  onSave,
}: EditorHeaderProps) {
  const { t } = useTranslation('editor');
  return (
    <Group justify="space-between" align="flex-end" mb="md">
      <Stack gap={0}>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed">{t('by', { author: text.author })}</Text>
      </Stack>
      <Group align="flex-end">
        {dirty && <Badge color="yellow">{t('unsaved')}</Badge>}
        <Select
          label={t('status.label')}
          w={140}
          allowDeselect={false}
          value={textStatus}
          onChange={(value) => value && onStatusChange(value as TextStatus)}
          data={[
            { value: 'draft', label: t('status.draft') },
            { value: 'published', label: t('status.published') },
          ]}
        />
        <Button loading={saving} disabled={!online} onClick={onSave}>
          {t('saveChanges')}
        </Button>
      </Group>
    </Group>
  );
}
