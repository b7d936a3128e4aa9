import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useTextImageUrl } from '#client/state/use-text-image-url.ts';
import { CoverThumbnail } from '#client/ui/cover-thumbnail.tsx';
import type { MyAssignment } from '#contract/assignments.ts';

function Cover({ src }: { src: string }) {
  return <CoverThumbnail url={useTextImageUrl(src)} />;
}

/** Title ('Unknown Text' without one), 'by {author}' when known, and the "waiting to sync" mark. */
export function AssignmentTextCell({ assignment, waiting }: { assignment: MyAssignment; waiting: boolean }) {
  const { t } = useTranslation('assignments');
  const { title, author, cover } = assignment.text ?? {};
  const cell = (
    <Stack gap={2}>
      <Text fw={600}>{title || t('unknownText')}</Text>
      {author && (
        <Text size="sm" c="dimmed">
          {t('by', { author })}
        </Text>
      )}
      {waiting && (
        <Badge color="gray" variant="outline" size="sm" title={t('waitingTitle')}>
          {t('waiting')}
        </Badge>
      )}
    </Stack>
  );
  if (!cover) return cell;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Cover src={cover.src} />
      {cell}
    </Group>
  );
}
