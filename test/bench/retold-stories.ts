/**
 * Three FairytaleQA tales retold by us at two levels, for the ordering measure of bench:levels
 * (docs/readability.md): the same story simply (first readers: short sentences, everyday words),
 * retold for a middle reader, and the original's first paragraphs, read from ../shared at run time.
 * Each is ordered simple < retold < original.
 */
export interface RetoldStory {
  /** The tale's file name in FairytaleQA's validation split. */
  tale: string;
  /** How many of the original's first paragraphs the retellings cover. */
  paragraphs: number;
  simple: string[];
  retold: string[];
}

export const retoldStories: RetoldStory[] = [
  {
    tale: 'the-selfish-giant',
    paragraphs: 3,
    simple: [
      'The children liked to play in the garden. It was the Giant’s garden.',
      'The garden was big. The grass was soft and green. There were pretty flowers. There were twelve peach trees. Birds sang in the trees. The children stopped to hear them. “We are so happy here!” they said.',
      'One day the Giant came home. He had been away for seven years. He saw the children in his garden. He was not happy.',
    ],
    retold: [
      'Every afternoon on their way home from school, the children went to play in the Giant’s garden.',
      'It was a big, lovely garden with soft green grass. Bright flowers grew here and there like stars. In spring the twelve peach trees were covered in pink blossoms, and in autumn they were full of fruit. The birds sang so sweetly in the trees that the children often stopped their games to listen. “How happy we are here!” they called to each other.',
      'One day the Giant came back. He had spent seven years visiting his friend, an ogre who lived far away, and now he had run out of things to say. So he decided to go home to his own castle. When he got there, he saw the children playing in his garden.',
    ],
  },
  {
    tale: 'why-dog-and-cat-are-enemies',
    paragraphs: 3,
    simple: [
      'A man and his wife had a gold ring. It was a lucky ring. They did not know it. They sold the ring. Then they got poor. They had no food. Their dog and cat had no food too. The dog had an idea.',
      '“We must get the ring back,” said the dog. “It is in a box,” said the cat. “Get a mouse,” said the dog. “The mouse can bite a hole in the box.”',
      'The cat got a mouse. The dog and the cat came to a river. The cat could not swim. The dog swam with the cat on his back. The mouse bit a hole in the box. The cat got the ring.',
    ],
    retold: [
      'Once upon a time a man and his wife owned a gold ring. It was a lucky ring: whoever had it always had enough to live on. They did not know this, so they sold it for a little money. Soon they grew poorer and poorer, until they did not know where their next meal would come from. Their dog and cat went hungry too, so the two animals talked about how to help. At last the dog had an idea.',
      '“They must get the ring back,” he told the cat. The cat answered, “The ring is locked in a chest where nobody can reach it.” “Then catch a mouse,” said the dog. “The mouse can chew a hole in the chest and bring out the ring.”',
      'The cat liked this plan and caught a mouse. On the way to the house with the chest they came to a wide river. The cat could not swim, so the dog carried her across on his back. The mouse chewed a hole in the chest and brought out the ring, and the cat held it in her mouth all the way back to the river.',
    ],
  },
  {
    tale: 'tongue-cut-sparrow',
    paragraphs: 3,
    simple: [
      'An old man and his wife lived in Japan. The old man was kind. His wife was not. She was cross all day. The old man had a pet bird. It was a little sparrow. He loved it very much.',
      'At night he came home from work. He played with the bird. He let it fly in the room. He gave it bits of his dinner.',
      'One day the old man went to cut wood. His wife stayed home. She had a bowl of starch. Now the bowl was empty.',
    ],
    retold: [
      'Long ago in Japan there lived an old man and his wife. The old man was kind and worked hard, but his wife was always cross, and her grumbling spoiled their home from morning to night. The old man had stopped listening to her. He worked in the fields most of the day, and because he had no children, he kept a tame sparrow. He loved the little bird as if she were his own child.',
      'When he came home at night after a hard day’s work, he liked nothing better than to pet the sparrow, talk to her and teach her little tricks, which she learned very quickly. He opened her cage and let her fly around the room, and they played together. At supper time he always saved a few tasty bits of his meal to feed her.',
      'One day the old man went to chop wood in the forest, and the old woman stayed at home to wash clothes. The day before, she had made a bowl of starch. Now, when she went to look for it, the bowl was empty.',
    ],
  },
];
