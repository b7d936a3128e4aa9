import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';

/**
 * A short Turkish story written for these tests ("Elif ile Kayıp Kedi"): dialogue with “…” and with
 * the dialogue dash, names (Elif, Mert, Zeynep), İ/ı words and a title's abbreviation ("Dr.").
 */
export const lostCatStory: QuestionSection = {
  chunk_index: 0,
  title: 'Elif ile Kayıp Kedi',
  language: 'tr',
  reading_level: 3,
  paragraphs: [
    {
      paragraph_index: 0,
      content:
        'Bir sabah Elif bahçede kedisi Pamuk’u aradı. Pamuk her zaman kapının önünde uyurdu. O gün orada yoktu.',
    },
    {
      paragraph_index: 1,
      content:
        'Elif önce komşusu Mert’in evine koştu. “Pamuk’u gördün mü?” diye sordu Elif. Mert başını salladı. “Hayır, bugün hiç görmedim,” dedi Mert.',
    },
    {
      paragraph_index: 2,
      content:
        'Sonra iki arkadaş parka gittiler. Parkta yaşlı bir ağacın altında Zeynep oturuyordu. — Yukarıya bakın! dedi Zeynep. Pamuk ağacın en yüksek dalında miyavlıyordu.',
    },
    {
      paragraph_index: 3,
      content:
        'Mert hemen itfaiyeyi aradı. İtfaiyeciler uzun bir merdivenle Pamuk’u indirdiler. Elif kedisine sımsıkı sarıldı. Akşam Dr. Kaya Pamuk’u muayene etti ve kedinin çok sağlıklı olduğunu söyledi.',
    },
  ],
};
