/** A language's name in the app's language ('Turkish', or 'Türkçe' in Turkish); the tag itself if unknown. */
export function languageName(tag: string, appLanguage: string): string {
  try {
    return (
      new Intl.DisplayNames([appLanguage], { type: 'language', fallback: 'code' }).of(
        tag.replace('_', '-'),
      ) ?? tag
    );
  } catch {
    return tag;
  }
}
