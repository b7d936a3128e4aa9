/** The app's PWA affordances: the update prompt and the install button (filled in by the PWA work). */
export function PwaControls() {
  return null;
}
