import { describe, expect, it } from 'vitest';
import { characterWhoQuestions } from './character-who-question.ts';
import { charactersLike, charactersOf } from './characters.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { speakersIn } from './said-who-question.ts';

function whoQuestions(...texts: string[]) {
  const p = passage(...texts);
  return characterWhoQuestions(p.events, charactersOf(p.pools, p.events, p.analysis.sentences));
}

describe('who-questions about characters', () => {
  it('asks who did something when WordNet calls the subject a person or an animal', () => {
    const questions = whoQuestions(
      'The cavalier ran back to the Emperor.',
      'The old fisherman mended his net.',
    );
    const cavalier = questions.find((q) => q.content === 'Who ran back to the Emperor?');
    expect(cavalier?.type).toBe('who');
    expect(correctChoice(cavalier)).toBe('The cavalier');
    expect(wrongChoices(cavalier)).toContain('The old fisherman');
    expect(wrongChoices(cavalier).every((choice) => /^The /.test(choice))).toBe(true);
    expect(cavalier?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'The cavalier ran back to the Emperor.',
    });
  });

  // childrens-literature.epub, "The Story of Fairyfoot": "Fairyfoot sat in great astonishment"
  // asked nothing, for no one hears Fairyfoot speak nearby and the tagger knows no such name.
  it('asks who did something of a name no dictionary knows, but not of a place it knows', () => {
    const stems = whoQuestions(
      'Fairyfoot sat in great astonishment at this discourse.',
      'The old shepherds mended their nets.',
      'The spiteful fairies flew over the wall.',
      'London lay under a thick yellow fog.',
    ).map((q) => [q.content, correctChoice(q)]);
    expect(stems).toContainEqual(['Who sat in great astonishment at this discourse?', 'Fairyfoot']);
    expect(stems.map(([, answer]) => answer)).not.toContain('London');
  });

  // childrens-literature.epub, "The King of the Golden River": "Who looked out of the window? →
  // Schwartz | The boy | Gluck", where the boy is Gluck, whom the voice calls "my boy".
  it('takes no one the dialogue only calls by a noun (“my boy”, “my dear brother”) for another character', () => {
    const p = passage(
      'Gluck looked out of the window.',
      '"Not at all, my boy," said the voice. "My dear brother," said Gluck.',
      '"Bring me the tinder-box which my grandmother forgot," said the witch.',
    );
    const characters = charactersOf(p.pools, p.events, p.analysis.sentences);
    expect(characters).not.toContain('The boy');
    expect(characters).not.toContain('The brother');
    expect(characters).toContain('The grandmother');
  });

  // childrens-literature.epub: "Who said “I should like to, indeed”? → The knight | The commander |
  // Tom | Sir Roland", where Sir Roland is the knight; Old Pipes is "the piper", Fairyfoot "the boy".
  it('offers beside a name no one person the story only describes in lower case', () => {
    expect(charactersLike('Sir Roland', ['The knight', 'The knights', 'The Dryad', 'Hans'])).toEqual([
      'Hans',
      'The knights',
      'The Dryad',
    ]);
    expect(charactersLike('The old woman', ['The knight', 'Hans', 'The boy'])).toContain('The knight');
  });

  it('keeps the answer’s article in the wrong answers', () => {
    const questions = whoQuestions('A crow found some cheese.', 'A hungry fox walked by.');
    const crow = questions.find((q) => q.content === 'Who found some cheese?');
    expect(correctChoice(crow)).toBe('A crow');
    expect(wrongChoices(crow).every((choice) => /^An? /.test(choice))).toBe(true);
  });

  it('keeps "the" on a plural wrong answer rather than writing "An angels"', () => {
    const questions = whoQuestions(
      'A crow found some cheese.',
      'The angels sang in the sky.',
      'The old fisherman mended his net.',
    );
    const crow = questions.find((q) => q.content === 'Who found some cheese?');
    expect(correctChoice(crow)).toBe('A crow');
    expect(wrongChoices(crow)).not.toContain('An angels');
    expect(wrongChoices(crow).filter((choice) => /^An? \w+s$/.test(choice))).toEqual([]);
  });

  // childrens-literature.epub, "The King of the Golden River": "Who jumped off the hob? → … | The hob".
  it('offers no wrong answer the stem names', () => {
    const questions = whoQuestions(
      'The old gentleman jumped off the hob.',
      'The boy looked at the brother.',
      'The hob was warm.',
      'The cook stood by the door.',
    );
    const jumped = questions.find((q) => q.content === 'Who jumped off the hob?');
    expect(correctChoice(jumped)).toBe('The old gentleman');
    expect(wrongChoices(jumped)).not.toContain('The hob');
  });

  // childrens-literature.epub, "The Fir Tree" and "Old Pipes and the Dryad": a tree that speaks is
  // a character, and so is a name the tagger does not know.
  it('asks who about a speaker of the section, whatever WordNet calls it', () => {
    const texts = [
      '"I am not old at all," said the Tree.',
      'The Fir Tree thought of a pretty little Birch Tree.',
      'The little Mice ran about the floor.',
      'The Rats came in at night.',
    ];
    const p = passage(...texts);
    const characters = charactersOf(p.pools, p.events, p.analysis.sentences);
    const withoutSpeakers = characterWhoQuestions(p.events, characters);
    expect(withoutSpeakers.map((q) => q.content)).not.toContain('Who thought of a pretty little Birch Tree?');
    const speakers = texts.flatMap(speakersIn);
    const thought = characterWhoQuestions(p.events, characters, [], speakers).find(
      (q) => q.content === 'Who thought of a pretty little Birch Tree?',
    );
    expect(correctChoice(thought)).toBe('The Fir Tree');
  });

  // childrens-literature.epub: "Who crept forward? → A little Mouse | The Mice | …", "Who said …?
  // → Both rogues | The rogue | …", "The Tin Soldier | The soldiers".
  it('offers no wrong answer of the answer’s own kind, singular or plural', () => {
    const others = ['The Mice', 'The soldiers', 'The rogue', 'The children', 'The king', 'The fox'];
    expect(charactersLike('A little Mouse', others)).not.toContain('The Mice');
    expect(charactersLike('The Tin Soldier', others)).not.toContain('The soldiers');
    expect(charactersLike('Both rogues', others)).not.toContain('The rogue');
    // "foxes" is no "foxe", "fishermen" no "fishermen": plurals by their WordNet base form.
    const many = ['The other Foxes', 'The fisherman', 'The king', 'The Queen', 'The miller'];
    expect(charactersLike('The Fox', many)).not.toContain('The other Foxes');
    expect(charactersLike('The fishermen', many)).not.toContain('The fisherman');
  });

  it('does not ask who about things', () => {
    expect(whoQuestions('The wind blew the leaves away.', 'The river flooded the town.')).toEqual([]);
  });

  // From childrens-literature.epub, "The Real Princess": a fairy tale's characters have capitals.
  it('asks who about a character written with a capital after "the" ("The old King")', () => {
    const questions = whoQuestions(
      'The old King went down to open the castle gate.',
      'The Queen went into the bedroom.',
      'The Prince took her for his wife.',
    );
    const king = questions.find((q) => q.content === 'Who went down to open the castle gate?');
    expect(correctChoice(king)).toBe('The old King');
    expect(wrongChoices(king)).toEqual(expect.arrayContaining(['The Queen', 'The Prince']));
  });

  it('asks no who-question of a quantity of people, and takes no filler name for "the …"', () => {
    const questions = whoQuestions('Each man fixed his eyes before his feet.', 'The boys ran home.');
    expect(questions.map(correctChoice)).not.toContain('Each man');
    for (const question of questions)
      expect(wrongChoices(question).some((choice) => /^(?:Tom|Lily|Sam|Nora)$/.test(choice))).toBe(false);
  });

  it('asks who did something when the tagger knows the subject as a person by name', () => {
    const p = passage('Mary took some bread out of her basket.', 'John laughed at his brother.');
    const people = p.pools.get('person') ?? [];
    const questions = characterWhoQuestions(
      p.events,
      charactersOf(p.pools, p.events, p.analysis.sentences),
      people,
    );
    const mary = questions.find((q) => q.content === 'Who took some bread out of her basket?');
    expect(people).toContain('Mary');
    expect(correctChoice(mary)).toBe('Mary');
    expect(wrongChoices(mary)).toContain('John');
  });

  it('asks nothing of a noun inside a phrase or a bare class of things ("audio player", "content producers")', () => {
    const questions = whoQuestions(
      'The class name should be applied to visible video and audio player controls within the host document.',
      'Content producers should avoid scripts in their books.',
      'The old fisherman mended his net.',
      'The cavalier ran back to the Emperor.',
      'A hungry fox walked by.',
    );
    expect(questions.map(correctChoice)).toContain('The cavalier');
    expect(questions.map(correctChoice)).not.toContain('Audio player');
    expect(questions.map(correctChoice)).not.toContain('Content producers');
  });

  // From childrens-literature.epub, "The Nightingale": "Who moved up?" → "His tail".
  it('never answers with a body part, which WordNet files with the animals', () => {
    const questions = whoQuestions(
      'The artificial bird was wound up.',
      'Then his tail moved up and down quickly.',
      'The cavalier ran back to the Emperor.',
      'The old fisherman mended his net.',
      'A hungry fox walked by.',
    );
    expect(questions.map(correctChoice)).toContain('The cavalier');
    expect(questions.map(correctChoice)).not.toContain('His tail');
  });

  // From childrens-literature.epub: "Who said?", "Who hung down …?" → "His feather",
  // "Who might think …?" → "That their parents".
  it('asks no bare "Who said?", and never answers with a feather or a reported clause', () => {
    const questions = whoQuestions(
      'The little man said. His feather hung down between his legs.',
      'They wished that their parents might think it well.',
      'The cavalier ran back to the Emperor.',
      'The old fisherman mended his net.',
      'A hungry fox walked by.',
    );
    expect(questions.map((question) => question.content)).not.toContain('Who said?');
    expect(questions.map(correctChoice)).toContain('The cavalier');
    expect(questions.map(correctChoice)).not.toContain('His feather');
    expect(questions.map(correctChoice)).not.toContain('That their parents');
  });

  // From childrens-literature.epub: "Who ran back again with the Princess?" → The dog | The soldier | Queen | The king.
  it('writes a title the tagger took for a name with "the" beside "the …", and leaves a first name alone', () => {
    const wrong = charactersLike('The dog', ['Queen', 'Tom', 'The soldier']);
    expect(wrong).toContain('The Queen');
    expect(wrong).not.toContain('Queen');
    expect(charactersLike('The dog', ['Tom', 'God', 'The soldier'])).toEqual(['The soldier', 'Tom', 'God']);
  });

  // childrens-literature.epub §91–92: "you old witch!" — the filler "The old woman" was the witch too.
  it('offers no everyday character the story may call one of its own', () => {
    expect(charactersLike('The witch', ['The soldier'])).not.toContain('The old woman');
    expect(charactersLike('The soldier', ['The witch'])).not.toContain('The old woman');
    expect(charactersLike('The cavalier', ['The Emperor'])).not.toContain('The king');
    expect(charactersLike('The soldier', ['The dog'])).toEqual(['The dog', 'The king', 'The old woman']);
  });
});
