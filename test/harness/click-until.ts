import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Clicks the button named `name` until `took()` says the click had its effect. On a busy machine a
 * screen can re-render right after it first appears (route chunks settling), and a click on the
 * element found just before lands on a detached node. Use only for clicks that are safe to repeat.
 */
export async function clickUntil(name: string, took: () => boolean, timeout = 15_000) {
  await screen.findByRole('button', { name }, { timeout });
  await waitFor(
    () => {
      const button = took() ? undefined : screen.queryAllByRole('button', { name })[0];
      if (button) fireEvent.click(button);
      if (!took()) throw new Error(`Clicking "${name}" has not taken effect yet.`);
    },
    { timeout },
  );
}
