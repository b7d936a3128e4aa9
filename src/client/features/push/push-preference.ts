/** Per user on this device: they turned notifications on, so sign-in re-subscribes without asking. */
const wantedKey = (userId: number) => `push_wanted_${userId}`;
const dismissedKey = (userId: number) => `notification_prompt_dismissed_${userId}`;

export const pushPreference = {
  wanted: (userId: number) => localStorage.getItem(wantedKey(userId)) === '1',
  setWanted(userId: number, wanted: boolean) {
    if (wanted) localStorage.setItem(wantedKey(userId), '1');
    else localStorage.removeItem(wantedKey(userId));
  },
  promptDismissed: (userId: number) => localStorage.getItem(dismissedKey(userId)) === '1',
  dismissPrompt: (userId: number) => localStorage.setItem(dismissedKey(userId), '1'),
};
