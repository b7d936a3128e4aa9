import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { launchBrowser } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { admin, invitedPupil, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
// The teacher's browser speaks Turkish; the pupil's is an English one whose account chose Turkish.
const teacherBrowser = browserForFile({ locale: 'tr-TR', viewport: { width: 1280, height: 900 } });

/** Words of the screens this test visits as they read in English: none may show in Turkish. */
const englishLeftovers = [
  'Back to My Texts',
  'Add Content',
  'Read a .txt file',
  'Assign Text',
  'Resend Invitation',
  'Due date',
  'Practice',
  'Download CSV',
  'Questions, hardest first',
  'not answered',
  'average score',
  'Save Changes',
  'Generate questions for',
  'Write a question',
  'Search paragraphs',
  'Previous',
  'Create class',
  'No classes yet',
  'Mark all read',
  'notification(s)',
  'Your Profile',
  'Change password',
  'Profile information',
  'Loading',
  'You have a new reading assignment',
  'already been assigned',
  // The server's and the contract's refusals with values in them (docs/i18n.md).
  'must not be greater than',
  'must be at least',
  'Please write the question',
];

/** Waits for each Turkish text, then checks that no English word of the list is on the screen. */
async function expectTurkish(page: Page, ...turkish: (string | RegExp)[]) {
  for (const text of turkish) await page.getByText(text).filter({ visible: true }).first().waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered words count, not a closed menu's
  const shown = await page.locator('body').innerText();
  expect(englishLeftovers.filter((english) => shown.includes(english))).toEqual([]);
}

/** The language the server keeps for the account (GET /api/user answers `{ user }` or the user). */
async function savedLocale(token: string) {
  type Me = { locale?: string | null };
  const me = await callJson<Me | { user: Me }>(baseUrl, 'GET', '/api/user', token);
  return 'user' in me ? me.user.locale : me.locale;
}

async function setLocale(token: string, name: string, locale: 'tr' | 'en' | null) {
  await callJson(baseUrl, 'PUT', '/api/user/profile', token, { name, locale });
}

/** The admin's name and language, to put back after the test (other files expect English). */
async function adminAccount() {
  const { token } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  type Me = { name: string; locale?: 'tr' | 'en' | null };
  const me = await callJson<Me | { user: Me }>(baseUrl, 'GET', '/api/user', token);
  const { name, locale } = 'user' in me ? me.user : me;
  return { token, name, locale: locale ?? null };
}

/**
 * Through the real API: the admin (the one who may add texts) chose Turkish and owns a text with
 * questions in two sections, assigned to a pupil who chose Turkish too.
 */
async function turkishClassroom(adminToken: string, adminName: string) {
  const stamp = Date.now();
  await setLocale(adminToken, adminName, 'tr');
  const title = `Kayıp Uçurtma ${stamp}`;
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title,
    author: 'Okuma Odaları',
    content: storyParagraphs(8).join('\n\n'),
  });
  const textId = text.data.id;
  for (const chunk of [0, 1]) {
    await callJson(baseUrl, 'POST', `/api/texts/${textId}/generate-questions`, adminToken, {
      chunk_index: chunk,
    });
  }
  const pupil = { email: `ogrenci-${stamp}@example.test`, password: 'kitap-kurdu-42', name: 'Can Okur' };
  const { token: pupilToken } = await invitedPupil(baseUrl, mailDir, {
    adminToken,
    textId,
    pupil,
    approve: true,
  });
  await setLocale(pupilToken, pupil.name, 'tr');
  // A second text for the pupil, who has an account now: an in-app notification with its words.
  const secondTitle = `Deniz Feneri ${stamp}`;
  const second = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title: secondTitle,
    author: 'Okuma Odaları',
    content: storyParagraphs(4).join('\n\n'),
  });
  await callJson(baseUrl, 'POST', `/api/texts/${second.data.id}/assign`, adminToken, { email: pupil.email });
  return { pupil, pupilToken, textId, title, secondTitle };
}

/** The due date's calendar names this month and the days of the week in Turkish, not English. */
async function expectTurkishCalendar(page: Page) {
  await page.getByRole('button', { name: 'Teslim tarihi' }).click();
  const day = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long' }).format(new Date()); // "26 Kasım 2026"
  await page.getByRole('button', { name: day, exact: true }).waitFor();
  await page.getByText('Pt', { exact: true }).first().waitFor();
  const englishMonth = new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date());
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered words count
  expect(await page.locator('body').innerText()).not.toContain(englishMonth);
  await page.keyboard.press('Escape');
}

async function teacherScreens(page: Page, textId: number, title: string, pupilEmail: string) {
  await page.goto(`${baseUrl}/texts`);
  await expectTurkish(page, 'Metinlerim', title);
  await page.getByRole('button', { name: 'İçerik ekle' }).click();
  const upload = page.getByRole('dialog', { name: 'İçerik ekle' });
  await expectTurkish(page, '.txt dosyasından oku', 'Yükle');
  await page.keyboard.press('Escape');
  await upload.waitFor({ state: 'hidden' });

  await page.goto(`${baseUrl}/texts/${textId}/assignments`);
  await expectTurkish(page, `Ödevler: ${title}`, 'Metinlerime dön', 'Can Okur');
  await page.getByRole('button', { name: 'Ödev ver' }).click();
  const assign = page.getByRole('dialog', { name: 'Metni ödev ver' });
  await expectTurkish(page, 'Teslim tarihi', 'Alıştırma', 'Değerlendirme');
  await expectTurkishCalendar(page);
  // The server's English refusal, shown in Turkish.
  await assign.getByLabel(/^E-posta/).fill(pupilEmail);
  await assign.getByRole('button', { name: 'Ödev ver' }).click();
  await expectTurkish(page, 'Bu metin bu e-posta adresine zaten ödev olarak verilmiş.');
  await page.keyboard.press('Escape');
  await assign.waitFor({ state: 'hidden' });

  await page.goto(`${baseUrl}/texts/${textId}/results`);
  await expectTurkish(page, `Sonuçlar: ${title}`, 'Sorular, en zordan başlayarak', 'CSV indir', '1 öğrenci');
  await page.getByRole('table', { name: 'Öğrencilere göre sonuçlar' }).waitFor();

  await page.goto(`${baseUrl}/texts/${textId}/edit`);
  await expectTurkish(page, 'Değişiklikleri kaydet', 'Bu bölüm için soru oluştur', 'Bölüm 1 / 2');
  await page.getByLabel('Paragraflarda ara').fill('ab');
  await expectTurkish(page, 'Aramak için en az 3 harf yazın');
  // The question form checks with the contract's schema: its words, in Turkish.
  await page.getByRole('button', { name: 'Soru yaz' }).click();
  const questionForm = page.getByRole('dialog', { name: 'Soru yaz' });
  await questionForm.getByRole('button', { name: 'Soruyu ekle' }).click();
  await expectTurkish(page, 'Lütfen soruyu yazın.', 'Lütfen cevabın neden doğru olduğunu yazın.');
  await page.keyboard.press('Escape');
  await questionForm.waitFor({ state: 'hidden' });

  // The e2e files share one server and its admin: another file may have made classes already, so
  // the list's empty state is not asserted, only words every classes screen shows.
  await page.goto(`${baseUrl}/classes`);
  await expectTurkish(
    page,
    'Sınıflar',
    'Sınıf oluştur',
    'Sınıftaki öğrenciler ortak bir tablette sınıf kodu, adları ve üç resimle giriş yapar: e-posta gerekmez.',
  );
  // The server's refusal with its limit in it ("… greater than 100 characters."), in Turkish.
  await page.getByLabel('Yeni sınıf').fill('Uzun ad '.repeat(13));
  await page.getByRole('button', { name: 'Sınıf oluştur' }).click();
  await expectTurkish(page, 'Ad en fazla 100 karakter olabilir.');

  await page.goto(`${baseUrl}/profile`);
  await expectTurkish(page, 'Profilim', 'Profil bilgileri', 'Şifreni değiştir');
  // A field error from the server, under its field, in Turkish with its number.
  await page.getByLabel(/^Şu anki şifre/).fill('yanlis-sifre');
  await page.getByLabel(/^Yeni şifre\s*\*?$/).fill('kisa');
  await page.getByLabel(/^Yeni şifreyi tekrar yaz/).fill('kisa');
  await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expectTurkish(page, 'Şifre en az 8 karakter olmalı.');
}

it('a teacher and a pupil who chose Turkish see the teacher screens, notifications and profile in Turkish, and the pupil switches back to English', async () => {
  const teacher = await adminAccount();
  try {
    const classroom = await turkishClassroom(teacher.token, teacher.name);
    await teacherInTurkish(classroom.textId, classroom.title, classroom.pupil.email);
    await pupilInTurkishThenEnglish(classroom);
  } finally {
    await setLocale(teacher.token, teacher.name, teacher.locale);
  }
}, 150_000);

/** A Turkish browser: the sign-in form is Turkish before anyone is known, then every screen. */
async function teacherInTurkish(textId: number, title: string, pupilEmail: string) {
  const { page } = teacherBrowser;
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('E-posta adresi').fill(admin.email);
  await page.getByLabel(/^Şifre/).fill(admin.password);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  expect(await page.locator('html').getAttribute('lang')).toBe('tr');
  await teacherScreens(page, textId, title, pupilEmail);
}

/** An English browser: the account's choice (Turkish) wins once the pupil has signed in; Settings switches back. */
async function pupilInTurkishThenEnglish({
  pupil,
  pupilToken,
  title,
  secondTitle,
}: Awaited<ReturnType<typeof turkishClassroom>>) {
  const english = await launchBrowser({ viewport: { width: 1024, height: 768 } });
  try {
    const pupilPage = english.page;
    await signInThroughForm(baseUrl, pupilPage, pupil.email, pupil.password);
    await pupilPage.goto(`${baseUrl}/assignments`);
    await expectTurkish(pupilPage, 'Ödevlerim', title);
    await pupilPage.goto(`${baseUrl}/notifications`);
    await expectTurkish(
      pupilPage,
      'Bildirimler',
      /bildirim gösteriliyor/,
      `Yeni bir okuma ödevin var: ${secondTitle}`,
    );
    expect(await pupilPage.getByRole('combobox', { name: 'Süz' }).inputValue()).toBe('Tüm bildirimler');

    await pupilPage.goto(`${baseUrl}/settings`);
    await pupilPage.getByRole('combobox', { name: 'Uygulamanın dili' }).click();
    await pupilPage.getByRole('option', { name: 'English' }).click();
    await pupilPage.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect.poll(() => savedLocale(pupilToken)).toBe('en');
    await pupilPage.goto(`${baseUrl}/notifications`);
    await pupilPage.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await pupilPage.getByText(/Showing \d+ notification\(s\)/).waitFor();
    await pupilPage.getByText(`You have a new reading assignment: ${secondTitle}`).waitFor();
    expect(await pupilPage.getByRole('combobox', { name: 'Filter' }).inputValue()).toBe('All notifications');
    expect(await pupilPage.locator('html').getAttribute('lang')).toBe('en');
  } finally {
    await english.close();
  }
}
