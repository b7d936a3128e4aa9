import { Box, Group, Loader } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ClassPictureImage } from '#client/ui/class-picture.tsx';
import { type ClassPicture, PICTURES_PER_PASSWORD } from '#contract/class-pictures.ts';

/**
 * Three places to fill, one per picture of the password: a child sees how many taps are left, and
 * the band above the grid is never an unexplained gap.
 */
export function ChosenSlots({ chosen, busy }: { chosen: ClassPicture[]; busy: boolean }) {
  const { t } = useTranslation('classSignIn');
  const slots = Array.from({ length: PICTURES_PER_PASSWORD }, (_, index) => chosen[index]);
  return (
    <Group gap="sm" role="group" aria-label={t('chosenPictures')} align="center">
      {slots.map((picture, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed places, not a list that reorders.
          key={index}
          w={64}
          h={64}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 14,
            border: picture
              ? '3px solid var(--mantine-color-indigo-6)'
              : '2px dashed var(--mantine-color-gray-5)',
          }}
        >
          {picture && <ClassPictureImage picture={picture} size={48} />}
        </Box>
      ))}
      {busy && <Loader aria-label={t('checking')} />}
    </Group>
  );
}
