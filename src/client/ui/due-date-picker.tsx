import '@mantine/dates/styles.css';
// Only the screens with a due date import this file, so the Turkish month names come with them.
import 'dayjs/locale/tr';
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from '@mantine/dates';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { today } from './due-date.ts';

/** How the picked day reads in the field: "3 Mart 2026" in Turkish, Mantine's "March 3, 2026" otherwise. */
const valueFormats: Record<string, string | undefined> = { tr: 'D MMMM YYYY' };

/**
 * The optional due date of an assignment: a day from today on, clearable, with the month and day
 * names of the language on screen (Mantine's calendar names them through dayjs; docs/i18n.md).
 */
export function DueDatePicker(props: Omit<DatePickerInputProps, 'type' | 'clearable' | 'minDate'>) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DatesProvider settings={{ locale }}>
      <DatePickerInput valueFormat={valueFormats[locale]} {...props} clearable minDate={today()} />
    </DatesProvider>
  );
}
