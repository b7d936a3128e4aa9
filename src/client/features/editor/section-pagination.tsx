import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { paginationDots } from './pagination-dots.ts';

interface SectionPaginationProps {
  total: number;
  current: number;
  onChange: (section: number) => void;
}

/** Prev/next and the dots of docs/product.md §2 (all up to 10 sections; beyond, first 2, last 2, a window of 3). */
export function SectionPagination({ total, current, onChange }: SectionPaginationProps) {
  const { t } = useTranslation('editor');
  if (total === 0) return null;
  return (
    <Group gap="xs" justify="center" component="nav" aria-label={t('sections')}>
      <Button variant="subtle" size="sm" disabled={current === 0} onClick={() => onChange(current - 1)}>
        {t('previous')}
      </Button>
      {paginationDots(total, current).map((dot) =>
        dot.kind === 'ellipsis' ? (
          <Text key={dot.key} c="dimmed" aria-hidden>
            …
          </Text>
        ) : (
          <ActionIcon
            key={dot.index}
            radius="xl"
            size={44}
            variant={dot.index === current ? 'filled' : 'light'}
            aria-label={t('section', { number: dot.index + 1 })}
            aria-current={dot.index === current ? 'step' : undefined}
            onClick={() => onChange(dot.index)}
          >
            <Text size="sm" fw={700}>
              {dot.index + 1}
            </Text>
          </ActionIcon>
        ),
      )}
      <Button
        variant="subtle"
        size="sm"
        disabled={current >= total - 1}
        onClick={() => onChange(current + 1)}
      >
        {t('next')}
      </Button>
    </Group>
  );
}
