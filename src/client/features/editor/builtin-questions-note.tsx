import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { appConfigQuery } from '#client/queries/app-config.ts';
import { useApi } from '#client/state/use-api.ts';
import { builtinTurkishQuestionTypes, isTurkish } from '#contract/languages.ts';

/**
 * Whether to say it: a Turkish text and a server that says it has no AI service (an older cached
 * config does not say, `undefined`: then nothing is claimed).
 */
export const needsBuiltinTurkishNote = (language: string | undefined, aiQuestions: boolean | undefined) =>
  isTurkish(language) && aiQuestions === false;

/**
 * Says plainly, for a Turkish text on a server without an AI service, which question types the
 * built-in generator writes and that only the AI service gives every type (docs/languages.md).
 */
export function BuiltinQuestionsNote({ language }: { language: string | undefined }) {
  const { t, i18n } = useTranslation('editor');
  const api = useApi();
  const turkish = isTurkish(language);
  const config = useQuery({ ...appConfigQuery(api), enabled: turkish });
  if (!needsBuiltinTurkishNote(language, config.data?.ai_questions)) return null;
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });
  const types = list.format(builtinTurkishQuestionTypes.map((type) => `“${t(`types.${type}`)}”`));
  return (
    <Alert color="blue" variant="light">
      {t('questions.builtinTurkish', { types })}
    </Alert>
  );
}
