import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ClassPictureImage } from '#client/ui/class-picture.tsx';
import { type ClassPicture, classPictures } from '#contract/class-pictures.ts';

interface PictureGridProps {
  chosen: ClassPicture[];
  disabled: boolean;
  onToggle: (picture: ClassPicture) => void;
}

/**
 * The sixteen pictures as big buttons (4 × 4 on a tablet); a chosen one is framed and pressed. On a
 * phone four columns are narrower than a picture and a name such as "gökkuşağı": there it is 3 wide.
 */
export function PictureGrid({ chosen, disabled, onToggle }: PictureGridProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 3, xs: 4 }}
      spacing={{ base: 'xs', xs: 'sm' }}
      role="group"
      aria-label={t('pictures', { ns: 'classSignIn' })}
    >
      {classPictures.map((picture) => {
        const pressed = chosen.includes(picture);
        return (
          <UnstyledButton
            key={picture}
            aria-pressed={pressed}
            aria-label={t(`pictures.${picture}`)}
            disabled={disabled}
            onClick={() => onToggle(picture)}
            style={{
              minHeight: 104,
              padding: 4,
              borderRadius: 16,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              border: pressed
                ? '4px solid var(--mantine-color-indigo-6)'
                : '2px solid var(--mantine-color-gray-4)',
              background: pressed ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-body)',
            }}
          >
            <ClassPictureImage picture={picture} size={64} />
            <Text fz={{ base: 'sm', xs: 'md' }} c="var(--mantine-color-text)">
              {t(`pictures.${picture}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
