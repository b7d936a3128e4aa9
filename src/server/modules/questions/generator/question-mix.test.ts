import { describe, expect, it } from 'vitest';
import type { QuestionType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { mixQuestions } from './question-mix.ts';

let next = 0;
/** A question of `type` answered by `answer`, from its own sentence unless `sentence` is given. */
function question(type: QuestionType, answer: string, sentence = `Sentence ${next++}.`): GeneratedQuestion {
  return {
    paragraph_index: 0,
    type,
    content: `${type} question ${next++}?`,
    choices: [answer, 'w1', 'w2', 'w3'].map((text, index) => ({ text, is_correct: index === 0 })),
    explanation: 'Because.',
    evidence: { paragraph_index: 0, sentence },
  };
}

const answerOf = (q: GeneratedQuestion) => q.choices.find((choice) => choice.is_correct)?.text;

const byType = (...questions: GeneratedQuestion[]) => {
  const map = new Map<QuestionType, GeneratedQuestion[]>();
  for (const q of questions) map.set(q.type, [...(map.get(q.type) ?? []), q]);
  return map;
};

describe('mixing a section’s questions', () => {
  // From childrens-literature.epub: dialogue sections got three said_who and one word's meaning.
  it('makes a full mix of two types three when the section offers a third', () => {
    const speakers = ['Mia', 'Leo', 'Ann'].map((name) => question('said_who', name));
    const meaning = question('vocabulary', 'a def');
    const blank = question('cloze', 'kite');
    const mixed = mixQuestions(byType(...speakers, meaning), [blank], 4, 0, 'beside-one-in-a-story');
    expect(mixed).toHaveLength(4);
    expect(new Set(mixed.map((q) => q.type))).toEqual(new Set(['said_who', 'vocabulary', 'cloze']));
    expect(mixed.filter((q) => q.type === 'said_who')).toHaveLength(2);
    // A blank on a speaker ("said the _____") asks who spoke again: it is no third type.
    const speakerBlank = { ...question('cloze', 'fox'), content: '"Go home," said the _____.' };
    const withSpeakerBlank = mixQuestions(
      byType(...speakers, meaning),
      [speakerBlank],
      4,
      0,
      'beside-one-in-a-story',
    );
    expect(withSpeakerBlank.map((q) => q.type)).not.toContain('cloze');
    // Nor is a blank on how a line is said, where any speech verb fits: "“…?” _____ the witch".
    const verbBlank = { ...question('cloze', 'asked'), content: '"Have you the box?" _____ the witch.' };
    const withVerbBlank = mixQuestions(
      byType(...speakers, meaning),
      [verbBlank],
      4,
      0,
      'beside-one-in-a-story',
    );
    expect(withVerbBlank.map((q) => q.type)).not.toContain('cloze');
    // With nothing of a third type offered, the two types stay.
    expect(new Set(mixQuestions(byType(...speakers, meaning), [], 4, 0).map((q) => q.type)).size).toBe(2);
  });

  // childrens-literature.epub, "The Happy Prince": "“What a lovely bit of glass,” cried the little
  // girl; and she ran home" asked two lines and a blank, never what the little girl did.
  it('lets a line of dialogue give way to what its speaker did, for a third type', () => {
    const girlsLine = question('said_who', 'The little girl');
    const princesLine = question('said_who', 'The poor Prince');
    const ranHome = question('who', 'The little girl');
    const blank = question('cloze', 'swooped');
    const mixed = mixQuestions(
      byType(girlsLine, princesLine, ranHome),
      [blank],
      4,
      0,
      'beside-one-in-a-story',
    );
    expect(mixed).toEqual(expect.arrayContaining([ranHome, princesLine, blank]));
    expect(mixed).not.toContain(girlsLine);
  });

  // childrens-literature.epub, "The King of the Golden River": three lines and a blank, two types,
  // though "who spoke next?" could be asked — it shares Schwartz's answer and shows the old
  // gentleman's line, so it takes both their places.
  it('lets a question of a missing type take the place of every question in its way', () => {
    const line = (speaker: string, quote: string) => ({
      ...question('said_who', speaker),
      content: `Who said “${quote}”?`,
    });
    const gentlemansLine = line('The old gentleman', 'A little bit');
    const schwartzsLine = line('Schwartz', 'Be off!');
    const hanssLine = line('Hans', 'Off, and be hanged!');
    const next = {
      ...question('sequence', 'Schwartz'),
      content: 'After the old gentleman said “A little bit”, who spoke next?',
    };
    const blank = question('cloze', 'collar');
    const mixed = mixQuestions(
      byType(gentlemansLine, schwartzsLine, hanssLine, next),
      [blank],
      4,
      0,
      'beside-one-in-a-story',
    );
    expect(mixed).toEqual(expect.arrayContaining([next, hanssLine, blank]));
    expect(mixed).not.toContain(schwartzsLine);
    expect(mixed).not.toContain(gentlemansLine);
    // Never for fewer than three questions: with no blank to go beside them, the lines stay.
    const lines = mixQuestions(byType(gentlemansLine, schwartzsLine, next), [], 4, 0);
    expect(lines).toHaveLength(2);
  });

  // epub30-spec.epub §12: two words' meanings and a what-question; the one blank that fits shares
  // its sentence with the first meaning, not the last, and the section stayed at two types.
  it('lets a blank take the place of a question of a repeated type that stands in its way', () => {
    const enumerate = question(
      'vocabulary',
      'specify individually',
      'A Web site embeds references to its resources.',
    );
    const represents = question('what', 'The Package Document');
    const metadata = question('vocabulary', 'data about data');
    const blank = question('cloze', 'resources', 'A Web site embeds references to its resources.');
    const mixed = mixQuestions(byType(enumerate, represents, metadata), [blank], 4, 0);
    expect(mixed).toEqual(expect.arrayContaining([represents, metadata, blank]));
    expect(mixed).not.toContain(enumerate);
    // Never at the price of a type: a blank with the one what-question's answer waits.
    const onWhat = question('cloze', 'The Package Document');
    const kept = mixQuestions(byType(enumerate, represents, metadata), [onWhat], 4, 0);
    expect(kept).toContain(represents);
    expect(kept).not.toContain(onWhat);
  });

  // The lines "Which of these did the chief say?" offers are shown like statements: a blank on one
  // of their words, or a line asked elsewhere, would be answered by them.
  it('counts the lines a which-did-they-say question offers as shown', () => {
    const saidWhat = {
      ...question('what', 'To confess the truth'),
      content: 'Which of these did Alexander say?',
    };
    saidWhat.choices = ['To confess the truth', "For the king's use!", 'Oh, yes', 'It rains'].map(
      (text, index) => ({ text, is_correct: index === 0 }),
    );
    const who = question('who', 'The boy');
    const blankOnALine = question('cloze', 'use');
    const mixed = mixQuestions(byType(saidWhat, who), [blankOnALine], 4, 0, 'beside-one-in-a-story');
    expect(mixed).toEqual(expect.arrayContaining([saidWhat, who]));
    expect(mixed).not.toContain(blankOnALine);
  });

  // childrens-literature.epub §66, "The Nightingale": two lines and "what happened first?", whose
  // choices show the only blank ("It sang of the quiet churchyard"); which is true, and the blank
  // beside it, make three types.
  it('counts a blank as a type when it searches for three that fit together', () => {
    const thanks = question('said_who', 'The Emperor');
    const rewarded = question('said_who', 'The Nightingale');
    const first = question('sequence', 'Death gave up each treasure', 'Death gave up each treasure.');
    first.choices = ['Death gave up each treasure', 'It sang of the churchyard', 'w2', 'w3'].map(
      (text, index) => ({ text, is_correct: index === 0 }),
    );
    const isTrue = question('true_statement', 'Death gave up each treasure', 'Death gave up each treasure.');
    const blank = question('cloze', 'sang');
    const mixed = mixQuestions(
      byType(thanks, rewarded, first, isTrue),
      [blank],
      4,
      0,
      'beside-one-in-a-story',
    );
    expect(new Set(mixed.map((q) => q.type))).toEqual(new Set(['said_who', 'true_statement', 'cloze']));
    expect(mixed.filter((q) => q.type === 'cloze')).toHaveLength(1);
  });

  // childrens-literature.epub §200, "Old Pipes and the Dryad": "Who told his mother …? → Old Pipes"
  // and a blank shut out what happened last (a choice names Old Pipes) and when he told her.
  it('gives up a question of a type asked once when two others take its place', () => {
    const told = question('who', 'Old Pipes', 'The next day Old Pipes told his mother.');
    const when = {
      ...question('when', 'The next day', 'The next day Old Pipes told his mother.'),
      content: 'When did Old Pipes tell his mother?',
    };
    const last = question('sequence', 'He grew to be a good boy');
    last.choices = ['He grew to be a good boy', 'Old Pipes told his mother', 'He worked', 'He slept'].map(
      (text, index) => ({ text, is_correct: index === 0 }),
    );
    const blank = question('cloze', 'eleven');
    const mixed = mixQuestions(byType(told, last, when), [blank], 4, 0, 'beside-one-in-a-story');
    expect(mixed).toEqual(expect.arrayContaining([last, when, blank]));
    expect(mixed).not.toContain(told);
  });

  // childrens-literature.epub, "Old Pipes and the Dryad": "What is this part mostly about? → … |
  // The Dryad sped away to the woods | She arose and went into the cottage" was the only question
  // beside a blank, for its choices tell who sped away and where she went.
  // childrens-literature.epub §97, "The Tinder-Box": the turns took "Who ran back with the
  // Princess? → The dog", whose answer the statement question's choices show ("The dog had kissed
  // her"), and left the section two types; "Who had kissed her? → The soldier" lets the third join.
  it('searches for three types that fit together when the turns and swaps leave fewer', () => {
    const soldiersLine = question('said_who', 'The soldier');
    const queensLine = question('said_who', 'The Queen');
    const kissed = question('who', 'The soldier');
    const ranBack = question('who', 'The dog');
    const statement = {
      ...question('true_statement', 'She sat upon its back'),
      choices: ['She sat upon its back', 'The dog had kissed her', 'w2', 'w3'].map((text, index) => ({
        text,
        is_correct: index === 0,
      })),
    };
    const mixed = mixQuestions(byType(soldiersLine, queensLine, kissed, ranBack, statement), [], 4, 0);
    expect(new Set(mixed.map((q) => q.type))).toEqual(new Set(['said_who', 'who', 'true_statement']));
    expect(mixed).toContain(kissed);
    expect(mixed).not.toContain(ranBack);
    // Never at the price of a rule: two questions answered "The soldier" are still not asked.
    expect(mixed.filter((q) => answerOf(q) === 'The soldier')).toHaveLength(1);
  });

  it('asks a question of statements last in a story when that leaves room for more', () => {
    const who = question('who', 'Mia');
    const where = question('where', 'In the park');
    const mostly = question('main_idea', 'Mia played in the park');
    const mixed = mixQuestions(byType(who, where, mostly), [], 4, 1, 'beside-one-in-a-story');
    expect(mixed).toEqual(expect.arrayContaining([who, where]));
    // Without a character's question it is no story: the order stays as it was.
    const place = question('where', 'In the garden');
    const about = question('main_idea', 'The rules apply in the garden');
    expect(mixQuestions(byType(place, about), [], 4, 0)).toEqual([about]);
    // "Old Pipes and the Dryad": where someone did something is a story's too, though "he" did it.
    const heard = { ...question('where', 'Inside the tree'), content: 'Where did he hear a knocking?' };
    const stepped = question('sequence', 'A Dryad stepped out');
    const told = question('main_idea', 'He heard a knocking inside the tree');
    told.choices = [
      told.choices[0],
      { text: 'A Dryad stepped out', is_correct: false },
      ...told.choices.slice(2),
    ].filter((choice) => choice !== undefined);
    const asked = mixQuestions(byType(heard, stepped, told), [], 4, 1);
    expect(asked).toHaveLength(2);
    expect(asked).toEqual(expect.arrayContaining([heard, stepped]));
  });

  // The sample story "The Fox and the Crow" lost its "What happened just after …?" and blank for a
  // where and a main idea: as many types, no more questions.
  it('keeps the usual order when asking statements last gives no more types or questions', () => {
    const speaker = question('said_who', 'The fox');
    const finder = question('who', 'The crow');
    const next = question('sequence', 'It ate the cheese');
    next.choices = ['It ate the cheese', 'He sat under the tree', 'The cheese fell down', 'It flew'].map(
      (text, index) => ({ text, is_correct: index === 0 }),
    );
    const sat = question('where', 'Under the tree');
    const mostly = question('main_idea', 'The cheese fell down');
    const blank = question('cloze', 'voice');
    const mixed = mixQuestions(
      byType(speaker, finder, next, sat, mostly),
      [blank],
      4,
      0,
      'beside-one-in-a-story',
    );
    expect(mixed).toEqual([speaker, finder, next, blank]);
  });

  it('takes one of each type before a second of any', () => {
    const mixed = mixQuestions(
      byType(
        question('who', 'Mia'),
        question('who', 'Leo'),
        question('where', 'park'),
        question('vocabulary', 'a def'),
      ),
      [],
      3,
      0,
    );
    expect(mixed.map((q) => q.type).sort()).toEqual(['vocabulary', 'where', 'who']);
  });

  it('lets a word of another question’s wording stand when it only contains the answer (“cold”, “old”)', () => {
    const old = question('what', 'old');
    const cold = { ...question('where', 'the hill'), content: 'Where was the cold wind blowing?' };
    expect(mixQuestions(byType(old, cold), [], 4, 0)).toHaveLength(2);
  });

  it('lets a speaker be named in another question, unless beside the line they speak', () => {
    const saidWho = {
      ...question('said_who', 'Hans'),
      content: 'Who said “Good morning, brother, how are you”?',
    };
    const when = { ...question('when', 'In the evening'), content: 'When did Hans go to vespers?' };
    const quoting = {
      ...question('vocabulary', 'an evening service'),
      content: 'In the sentence “Good morning, brother, said Hans at vespers”, what does “vespers” mean?',
    };
    expect(mixQuestions(byType(saidWho, when), [], 4, 0)).toHaveLength(2);
    expect(mixQuestions(byType(saidWho, quoting), [], 4, 0)).toHaveLength(1);
  });

  it('asks who did something beside a line that names them, unless the line says what they did', () => {
    const naming = {
      ...question('said_who', 'The little old man'),
      content: 'Who said “Are you Sir Roland?”?',
    };
    const who = { ...question('who', 'Sir Roland'), content: 'Who opened the gate?' };
    expect(mixQuestions(byType(naming, who), [], 4, 0)).toHaveLength(2);
    const telling = { ...naming, content: 'Who said “Sir Roland opens the gates at dawn”?' };
    expect(mixQuestions(byType(telling, who), [], 4, 0)).toHaveLength(1);
  });

  it('does not blank a word that is part of another question’s answer (“Swallows”, “The other Swallows”)', () => {
    const saidWho = {
      ...question('said_who', 'The other Swallows'),
      content: 'Who said “It is a ridiculous attachment”?',
    };
    const blank = {
      ...question('cloze', 'Swallows'),
      content: '“It is a ridiculous attachment,” twittered the other _____.',
    };
    const mixed = mixQuestions(byType(saidWho, question('vocabulary', 'bending the knees')), [blank], 4, 0);
    expect(mixed.map((q) => q.type).sort()).toEqual(['said_who', 'vocabulary']);
  });

  it('asks why beside who when the reason names the character: a reason is more than a name', () => {
    const who = question('who', 'The Emperor');
    const why = question('why', 'Because the Emperor was ill');
    expect(mixQuestions(byType(who, why), [], 4, 0)).toHaveLength(2);
  });

  it('never repeats an answer, nor asks what another question’s wording shows', () => {
    const mia = question('who', 'Mia');
    const shown = { ...question('where', 'park'), content: 'Where did Mia fly the kite?' };
    const mixed = mixQuestions(byType(mia, question('said_who', 'mia'), shown), [], 4, 0);
    expect(mixed.filter((q) => q.choices.some((c) => c.is_correct && /mia/i.test(c.text)))).toHaveLength(1);
    expect(mixed).not.toContainEqual(shown);
  });

  it('asks who said two lines of one section, though each one’s wrong answers name the other speaker', () => {
    const cook = { ...question('said_who', 'The cook'), content: 'Who said “She sings by the sea”?' };
    cook.choices = ['The cook', 'The Emperor', 'The cavalier', 'The maid'].map((text, index) => ({
      text,
      is_correct: index === 0,
    }));
    const emperor = { ...question('said_who', 'The Emperor'), content: 'Who said “I will hear her”?' };
    const mixed = mixQuestions(byType(cook, emperor), [], 4, 0);
    expect(mixed).toHaveLength(2);
  });

  it('adds one blank beside two others or more (to top a section up to three), alone only when allowed', () => {
    const three = byType(question('who', 'Alpha'), question('where', 'Bravo'), question('what', 'Charlie'));
    const blanks = [question('cloze', 'Delta'), question('cloze', 'Echo')];
    expect(mixQuestions(three, blanks, 4, 0).filter((q) => q.type === 'cloze')).toHaveLength(1);
    expect(mixQuestions(three, blanks, 3, 0).filter((q) => q.type === 'cloze')).toHaveLength(0);
    const two = byType(question('who', 'Alpha'), question('where', 'Bravo'));
    expect(mixQuestions(two, blanks, 4, 0).map((q) => q.type)).toEqual(['who', 'where', 'cloze']);
    const one = byType(question('who', 'Alpha'));
    expect(mixQuestions(one, blanks, 4, 0).map((q) => q.type)).toEqual(['who']);
    expect(mixQuestions(new Map(), blanks, 4, 0)).toEqual([]);
    expect(mixQuestions(two, blanks, 4, 0, 'or-alone').map((q) => q.type)).toEqual(['who', 'where', 'cloze']);
    expect(mixQuestions(one, blanks, 4, 0, 'or-alone').map((q) => q.type)).toEqual(['who']);
    expect(mixQuestions(one, blanks, 4, 0, 'beside-one-in-a-story').map((q) => q.type)).toEqual([
      'who',
      'cloze',
    ]);
    expect(mixQuestions(new Map(), blanks, 4, 0, 'beside-one-in-a-story')).toEqual([]);
    expect(mixQuestions(new Map(), blanks, 4, 0, 'or-alone').map((q) => q.type)).toEqual(['cloze']);
    expect(mixQuestions(new Map(), blanks, 4, 0, 'any').map((q) => q.type)).toEqual(['cloze', 'cloze']);
  });

  it('turns the order of types with the section, so a book gets every type', () => {
    const all = byType(
      question('who', 'Alpha'),
      question('where', 'Bravo'),
      question('what', 'Charlie'),
      question('vocabulary', 'Delta'),
    );
    const types = new Set([0, 1, 2, 3].flatMap((turn) => mixQuestions(all, [], 1, turn).map((q) => q.type)));
    expect(types.size).toBe(4);
  });

  it('asks a statement question only about a sentence no other question uses', () => {
    const shared = 'Mia flew the kite in the park.';
    const mixed = mixQuestions(
      byType(
        question('who', 'Mia', shared),
        question('true_statement', 'Mia flew the kite in the park', shared),
      ),
      [],
      4,
      0,
    );
    expect(mixed).toHaveLength(1);
  });

  it('asks a vocabulary question last when its quoted sentence would give other answers away', () => {
    const vocabulary = question('vocabulary', 'a def');
    vocabulary.content = 'In the sentence “Mia flew to Paris with Leo”, what does “flew” mean?';
    const mixed = mixQuestions(
      byType(vocabulary, question('who', 'Mia'), question('where', 'Paris'), question('what', 'kite')),
      [],
      3,
      // This turn puts vocabulary first: taken first, it left room for "what" only.
      1,
    );
    expect(mixed.map((q) => q.type).sort()).toEqual(['what', 'where', 'who']);
  });
});

describe('a poem’s stanza in the mix', () => {
  it('asks two sequence questions at most beside a question of another kind, and all four when there is none', () => {
    const sequence = [1, 2, 3, 4].map((n) => question('sequence', `line ${n}`));
    const mixed = mixQuestions(byType(...sequence, question('vocabulary', 'a def')), [], 4, 0);
    expect(mixed.filter((q) => q.type === 'sequence')).toHaveLength(2);
    expect(mixed.map((q) => q.type)).toContain('vocabulary');
    expect(mixQuestions(byType(...sequence), [], 4, 0)).toHaveLength(4);
  });
});
