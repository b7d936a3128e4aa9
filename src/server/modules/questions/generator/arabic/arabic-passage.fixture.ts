import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';

/** A short hand-written Arabic section (about cells, like the Arabic fixture book) for the unit tests. */
export const cellPassage: SectionParagraph[] = [
  'الخليّة هي الوحدة الصغيرة التي تتألّف منها الكائنات الحيّة. تعيش الخليّة وتنمو ثمّ تنقسم إلى خليّتين.',
  'تحمل كلّ خليّة الجينات في نواتها. تقرأ الخلايا السليمة الجينات كلّ يوم. الأنزيمات التي تزيل السموم تُدعى أنزيمات المرحلة 2.',
  'تستعمل الخليّة الجينات لتصنع البروتينات من الموادّ الغذائيّة. يحتاج الجسم إلى الطاقة والماء كلّ يوم. تحدث أكثر من 10 آلاف طفرة في الخليّة يوميًّا.',
  'عندما تشيخ الخليّة تضعف الأنظمة الدفاعيّة فيها. تتحوّل الخليّة المريضة أحيانًا إلى خليّة سرطانيّة.',
].map((content, paragraph_index) => ({ paragraph_index, content }));
