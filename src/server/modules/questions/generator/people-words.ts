import people from './word-lists/people.json' with { type: 'json' };

const MALE = new Set(people.male);
const FEMALE = new Set(people.female);

/** "the lad" male, "the old woman" female; a word used for both, or for neither, tells no sex. */
export function sexOf(head: string): 'male' | 'female' | undefined {
  const last = head.split(' ').at(-1) ?? '';
  const male = MALE.has(head) || MALE.has(last);
  const female = FEMALE.has(head) || FEMALE.has(last);
  return male === female ? undefined : male ? 'male' : 'female';
}

/** Whether a head's last word describes a person ("the old shepherd", "the maiden"). */
export function isPersonWord(head: string): boolean {
  const last = head.split(' ').at(-1) ?? '';
  return MALE.has(last) || FEMALE.has(last);
}
