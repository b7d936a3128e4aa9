import { Center, Loader } from '@mantine/core';

/** The spinner a screen shows while its data loads, centred, named for screen readers. */
export function ScreenLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
