import { describe, expect, it } from 'vitest';
import { type NotificationWords, pushPayloadFor, wordedNotification } from './notification-words.ts';

const data = { text_id: 7, text_title: 'Çalıkuşu', text_author: 'Reşat Nuri', assignment_uuid: 'a-1' };
const newAssignment: NotificationWords = { key: 'assignmentNew', values: { title: 'Çalıkuşu' } };

describe('wordedNotification', () => {
  it('stores the English message, worded as the spec words it (docs/product.md §7)', () => {
    expect(wordedNotification('assignment_notification', newAssignment, data).data.message).toBe(
      'You have a new reading assignment: Çalıkuşu',
    );
    const partly: NotificationWords = {
      key: 'questionsPartlyReady',
      values: { title: 'The Fox', failed: 1, total: 3 },
    };
    expect(wordedNotification('questions_generated', partly, {}).data.message).toBe(
      'Questions are ready for "The Fox" (1 of 3 sections could not be generated)',
    );
    const done: NotificationWords = {
      key: 'assignmentCompleted',
      values: { pupil: 'Ada', title: 'The Fox' },
    };
    expect(wordedNotification('assignment_completed', done, {}).data.message).toBe('Ada completed "The Fox"');
  });

  it('stores the words too, so the app can write the message in the reader’s language', () => {
    expect(wordedNotification('assignment_notification', newAssignment, data).data.words).toEqual(
      newAssignment,
    );
  });
});

describe('pushPayloadFor', () => {
  const row = wordedNotification('assignment_notification', newAssignment, data);

  it('writes the push in the recipient’s language', () => {
    expect(pushPayloadFor('tr', row, newAssignment)).toEqual({
      title: 'Yeni bir okuma ödevin var: Çalıkuşu',
      body: 'Metin: Çalıkuşu',
      url: '/assignments/a-1',
    });
    expect(pushPayloadFor('en', row, newAssignment)).toEqual({
      title: 'You have a new reading assignment: Çalıkuşu',
      body: 'Text: Çalıkuşu',
      url: '/assignments/a-1',
    });
  });

  it('counts failed sections in Turkish too', () => {
    const partly: NotificationWords = {
      key: 'questionsPartlyReady',
      values: { title: 'Çalıkuşu', failed: 1, total: 3 },
    };
    const questions = wordedNotification('questions_generated', partly, {
      text_id: 7,
      text_title: 'Çalıkuşu',
    });
    expect(pushPayloadFor('tr', questions, partly)).toEqual({
      title: '“Çalıkuşu” için sorular hazır (3 bölümden 1 tanesi için soru oluşturulamadı)',
      body: 'Metin: Çalıkuşu',
      url: '/texts/7/edit',
    });
  });

  it('shows the stored message of a notification without words, in any language', () => {
    const plain = { type: 'announcement', data: { message: 'School closes early' } };
    expect(pushPayloadFor('tr', plain, undefined)).toEqual({
      title: 'School closes early',
      body: 'Metin: ',
      url: '/notifications',
    });
  });
});
