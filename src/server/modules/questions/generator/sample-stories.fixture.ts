/** Short children's stories written for these tests: names, places, numbers and actions to ask about. */
export const sampleStories: Record<string, string[]> = {
  'The Lost Kite': [
    'Mia had a red kite with a long yellow tail. Every Saturday she flew it in the park near her house.',
    'One windy morning, the string slipped out of her hand. The kite floated over the pond and landed in a tall oak tree.',
    'Her brother Leo ran to get a ladder from the garden shed. He climbed seven steps and reached the branch.',
    'Leo gave the kite back to Mia. She tied the string around her wrist, and they laughed all the way home.',
    'That evening, Grandma Rosa baked three apple pies. Mia and Leo shared one with their neighbour, Mr. Patel.',
    'Mr. Patel told them a story about a kite he flew in Mumbai when he was a boy.',
    'The next Saturday, Mia flew the kite in Green Park again. This time she held the string very tightly.',
    'Leo painted a smiling sun on the kite, and everyone in the park waved at it.',
  ],
  'The Fox and the Crow': [
    'A crow found a piece of cheese on a window sill. She flew up into a tree to eat it.',
    'A hungry fox walked by and saw the cheese. He sat under the tree and looked up at the crow.',
    '"What beautiful feathers you have," said the fox. "I am sure your voice is lovely too."',
    'The crow opened her beak to sing, and the cheese fell down. The fox ate the cheese and ran into the forest.',
  ],
  'Sam Goes to the Sea': [
    'Sam and his dad took the train to Brighton on a sunny day in July.',
    'They built a sandcastle with four towers and a deep moat. Sam found twelve shells on the beach.',
    'A seagull stole one of their sandwiches, and Dad chased it along the pier.',
    'At five o’clock they caught the train back to London. Sam fell asleep before the first stop.',
  ],
};
